import type { FastifyInstance } from 'fastify';
import { CLASS_COUNT_PATH, parseClassCountName, type ClassCounts } from 'shared-api/contract';
import { CLASS_COUNTS_TTL_MS } from '../../../src/reference/class-counts';
import { loadReferenceData } from '../../../src/reference';
import { referenceFixture, type ReferenceFixture } from '../../reference/fixture';
import { insertTrademarks } from '../../reference/trademark-rows';
import { body, build, testClock } from '../../helper';

describe('GET …/DBData/classCount', () => {
  const clock = testClock('2025-03-01T02:00:00Z');
  let app: FastifyInstance;
  let fixture: ReferenceFixture;
  const counts = async () => {
    const res = await app.inject({ method: 'GET', url: CLASS_COUNT_PATH });
    expect(res.statusCode).toBe(200);
    return body<ClassCounts>(res).data;
  };
  /** Past both cache lifetimes, so the next call counts again. */
  const expireCache = () => clock.advance(CLASS_COUNTS_TTL_MS + 1);

  beforeAll(async () => {
    app = await build({ now: clock.now });
    fixture = referenceFixture();
    await loadReferenceData(app.db, fixture.dir);
  });
  afterAll(async () => {
    fixture?.cleanUp();
    await app?.close();
  });

  it('lists all 45 classes with zero counts while the register is empty', async () => {
    const data = await counts();
    expect(data.list).toHaveLength(45);
    expect(data.list[0]).toEqual({ id: 0, name: '第 01 类 化学原料' });
    expect(data.list[1]).toEqual({ id: 0, name: '第 02 类 颜料油漆' });
    // Word 2 is the class number for every class, also one whose file is not loaded.
    expect(data.list.map((item) => parseClassCountName(item.name).code)).toEqual(
      Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(parseClassCountName(data.list[44]!.name).label).not.toBe('');
    expect(data).toMatchObject({ total: 0, updatedAt: null, updatedMonth: null, building: null });
  });

  it('counts trademarks per class, dated by their update time when no import ran', async () => {
    await insertTrademarks(app.db, [
      { classId: 1, updatedAt: '2025-02-28T17:00:00Z' },
      { classId: 1, updatedAt: '2025-01-10T00:00:00Z' },
      { classId: 2 },
    ]);
    // Still the cached answer…
    expect((await counts()).total).toBe(0);
    expireCache();
    const data = await counts();
    expect(data.list.slice(0, 3).map((i) => i.id)).toEqual([2, 1, 0]);
    expect(data.total).toBe(3);
  });

  it('dates the data by the latest finished import job (Shanghai day and month)', async () => {
    await app.db.query(
      `INSERT INTO import_jobs (kind, input_key, status, finished_at) VALUES
         ('import', 'a', 'done', '2025-02-10T20:00:00Z'),
         ('issue', 'b', 'failed', '2025-02-27T00:00:00Z'),
         ('import', 'c', 'done', '2025-01-01T00:00:00Z')`,
    );
    expireCache();
    const data = await counts();
    expect(data.updatedAt).toBe('2025-02-11');
    expect(data.updatedMonth).toBe(2);
  });

  it('reports a running corpus build and refreshes it every 2 s', async () => {
    await app.db.query(
      `INSERT INTO import_jobs (kind, input_key, status, done, total)
       VALUES ('corpus', 'corpus:1:1000', 'running', 250, 1000)`,
    );
    expireCache();
    expect((await counts()).building).toEqual({ done: 250, total: 1000 });

    await app.db.query("UPDATE import_jobs SET done = 500 WHERE input_key = 'corpus:1:1000'");
    clock.advance(1_000);
    expect((await counts()).building).toEqual({ done: 250, total: 1000 });
    clock.advance(1_001);
    expect((await counts()).building).toEqual({ done: 500, total: 1000 });

    await app.db.query(
      "UPDATE import_jobs SET status = 'done', finished_at = '2025-03-01T01:00:00Z' WHERE input_key = 'corpus:1:1000'",
    );
    clock.advance(2_001);
    const done = await counts();
    expect(done.building).toBeNull();
    expect(done.updatedAt).toBe('2025-03-01');
    expect(done.updatedMonth).toBe(3);
  });
});
