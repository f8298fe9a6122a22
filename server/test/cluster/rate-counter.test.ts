import { countHit, secondsUntil, sweepRateCounters } from '../../src/cluster/rate-counter';
import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { openTestDb, testClock } from '../helper';

describe('rate counter in PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('counts hits in a window that starts at the first hit, then starts afresh', async () => {
    const clock = testClock();
    const first = await countHit(db, 'k1', 60_000, clock.now());
    expect(first.hits).toBe(1);
    clock.advance(59_000);
    const second = await countHit(db, 'k1', 60_000, clock.now());
    expect(second).toEqual({ hits: 2, resetsAt: first.resetsAt });
    expect(secondsUntil(second.resetsAt, clock.now())).toBe(1);
    clock.advance(1_000);
    expect((await countHit(db, 'k1', 60_000, clock.now())).hits).toBe(1);
    // another key has its own counter
    expect((await countHit(db, 'k2', 60_000, clock.now())).hits).toBe(1);
  });

  it('gives hits arriving at once distinct counts (one atomic upsert each)', async () => {
    const now = testClock().now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countHit(db, 'burst', 60_000, now)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('sweeps the counters whose window ended', async () => {
    const clock = testClock('2030-01-01T00:00:00Z');
    await countHit(db, 'old', 1_000, clock.now());
    clock.advance(2_000);
    await countHit(db, 'fresh', 1_000, clock.now());
    expect(await sweepRateCounters(db, clock.now())).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ key: string }>(
      `SELECT key FROM rate_limit_hits WHERE key IN ('old', 'fresh')`,
    );
    expect(rows.map((r) => r.key)).toEqual(['fresh']);
  });
});
