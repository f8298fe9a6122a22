import { readdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { DEFAULT_REFERENCE_DIR, loadReferenceData } from '../../src/reference';
import { openTestDb } from '../helper';

/**
 * The repository's own reference files load, whatever subset of them exists while they are
 * being written; assertions are structural so they hold for any complete edition.
 */
describe('the reference files of the repository', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
  });
  afterAll(() => db?.close());

  const goodsFiles = (() => {
    try {
      return readdirSync(path.join(DEFAULT_REFERENCE_DIR, 'goods')).filter((n) =>
        /^class-\d{2}\.json$/.test(n),
      );
    } catch {
      return [];
    }
  })();

  it('load, and load again as a no-op', async () => {
    const first = await loadReferenceData(db);
    expect(first.find((r) => r.dataset === 'areas')?.status).toBe('loaded');
    const second = await loadReferenceData(db);
    expect(second.every((r) => r.status !== 'loaded')).toBe(true);
  });

  it('give one class per class file, each with groups whose codes start with the class', async () => {
    const classes = await db.query<{ id: number; groups: number; stray: number; items: number }>(
      `SELECT c.id, count(DISTINCT g.code)::int AS groups,
         count(DISTINCT g.code) FILTER (WHERE left(g.code, 2)::int <> c.id)::int AS stray,
         count(i.code)::int AS items
       FROM nice_classes c
       LEFT JOIN similar_groups g ON g.class_id = c.id
       LEFT JOIN goods_items i ON i.group_code = g.code
       GROUP BY c.id ORDER BY c.id`,
    );
    expect(classes.rows.map((c) => c.id)).toEqual(
      goodsFiles.map((n) => Number(n.slice(6, 8))).sort((a, b) => a - b),
    );
    for (const c of classes.rows) {
      expect(c.groups).toBeGreaterThan(0);
      expect(c.stray).toBe(0);
      expect(c.items).toBeGreaterThan(0);
    }
  });

  it('give the notice codes trademark records carry', async () => {
    const codes = await db.query<{ code: string }>('SELECT code FROM notice_types');
    expect(codes.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['TMZCSQ', 'TMZCZC']));
  });

  it('give a Vienna tree where every division and section hangs under its parent', async () => {
    const orphans = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM vienna_elements e
       WHERE e.level > 1 AND NOT starts_with(e.code, e.parent_code || '.')`,
    );
    expect(orphans.rows[0]!.n).toBe(0);
  });
});
