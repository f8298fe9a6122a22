import { claimLease, releaseLease, renewLease, withLease } from '../../src/cluster/leases';
import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { openTestDb, testClock } from '../helper';

describe('leases in PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('claims a free lease, refuses it while held, and lets another take over after expiry', async () => {
    const clock = testClock();
    expect(await claimLease(db, 'job:1', 'a', 60_000, clock.now())).toBe(true);
    expect(await claimLease(db, 'job:1', 'b', 60_000, clock.now())).toBe(false);
    // the holder itself cannot claim twice either: one run per lease
    expect(await claimLease(db, 'job:1', 'a', 60_000, clock.now())).toBe(false);
    clock.advance(50_000);
    expect(await renewLease(db, 'job:1', 'a', 60_000, clock.now())).toBe(true);
    clock.advance(50_000);
    expect(await claimLease(db, 'job:1', 'b', 60_000, clock.now())).toBe(false);
    // 'a' died: no renewal, the lease expires and 'b' takes over
    clock.advance(10_001);
    expect(await claimLease(db, 'job:1', 'b', 60_000, clock.now())).toBe(true);
    expect(await renewLease(db, 'job:1', 'a', 60_000, clock.now())).toBe(false);
    await releaseLease(db, 'job:1', 'a'); // not a's any more: changes nothing
    expect(await claimLease(db, 'job:1', 'c', 60_000, clock.now())).toBe(false);
    await releaseLease(db, 'job:1', 'b');
    expect(await claimLease(db, 'job:1', 'c', 60_000, clock.now())).toBe(true);
  });

  it('lets one of several claims at once win', async () => {
    const now = testClock().now();
    const won = await Promise.all(
      ['p', 'q', 'r', 's'].map((holder) => claimLease(db, 'race', holder, 60_000, now)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('runs work under a lease on the database clock, refuses a second runner, releases after', async () => {
    let inner: unknown;
    const outer = await withLease(db, 'task', { ttlMs: 30_000 }, async (lease) => {
      inner = await withLease(db, 'task', { ttlMs: 30_000 }, async () => 'twice');
      expect(await lease.renew()).toBe(true);
      return 'once';
    });
    expect(outer).toEqual({ ran: true, value: 'once' });
    expect(inner).toEqual({ ran: false });
    const { rows } = await db.query(`SELECT 1 FROM leases WHERE name = 'task'`);
    expect(rows).toHaveLength(0);
  });

  it('aborts the holder’s signal when its lease was taken over', async () => {
    const clock = testClock();
    const outcome = await withLease(
      db,
      'lost',
      { ttlMs: 1_000, clock: clock.now },
      async (lease) => {
        clock.advance(2_000);
        expect(await claimLease(db, 'lost', 'other', 1_000, clock.now())).toBe(true);
        expect(await lease.renew()).toBe(false);
        return lease.signal.aborted;
      },
    );
    expect(outcome).toEqual({ ran: true, value: true });
    // the release did not remove the new holder's lease
    expect(await claimLease(db, 'lost', 'third', 1_000, clock.now())).toBe(false);
  });
});
