import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { migrate } from '../../../src/db/migrate';
import { openPostgres } from '../../../src/db/postgres';
import type { Db } from '../../../src/db/types';
import { runWatchJob } from '../../../src/monitoring/engine/watch-job';
import { loadReferenceData } from '../../../src/reference';
import { jobLeaseName } from '../../../src/register/job-lease';
import { TEST_DB } from '../../helper';
import { addMember, addWatch, importIssue, ISSUE, remindersOf, storedMatches } from './fixtures';

/**
 * Issue 12: `npm run watch:issue` killed with SIGKILL in the middle of a batch's transaction,
 * then run again, stores exactly what an uninterrupted run stores. A real CLI process on a
 * database this test creates (PGlite is embedded in one process), so server:postgres only.
 */
const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;
const SERVER_DIR = path.resolve(__dirname, '../../..');
const EXTRA_MARKS = 300;

describeOnPostgres('kill -9 of npm run watch:issue', () => {
  jest.setTimeout(120_000);
  const name = `watch_kill_${randomBytes(4).toString('hex')}`;
  const baseUrl = process.env.DATABASE_URL ?? '';
  const dbUrl = baseUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  let admin: Db;
  let db: Db;

  beforeAll(async () => {
    admin = openPostgres({ connectionString: baseUrl, max: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    db = openPostgres({ connectionString: dbUrl, max: 4 });
    await migrate(db);
    await loadReferenceData(db);
  });

  afterAll(async () => {
    await db?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin?.close();
  });

  /** The CLI, one mark per batch so the run has many commits to be killed between. */
  const startCli = (): ChildProcess =>
    spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/watch-issue.ts', String(ISSUE), '--batch-marks', '1'],
      { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: dbUrl }, stdio: 'ignore' },
    );
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const jobRow = async () =>
    (
      await db.query<{ id: number; status: string; done: number; total: number }>(
        `SELECT id, status, done, total FROM import_jobs WHERE kind = 'watch' ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];

  /** Polls until `read` answers; a state never reached fails the test instead of hanging. */
  async function until<T>(read: () => Promise<T | undefined | false>): Promise<T> {
    for (let tries = 0; tries < 3000; tries++) {
      const value = await read();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('state not reached');
  }

  it('finishes on the rerun with the same matches and one reminder per member', async () => {
    const members = [await addMember(db), await addMember(db)];
    await addWatch(db, { memberId: members[0]!, name: '康师傅' });
    await addWatch(db, { memberId: members[0]!, name: '华为' });
    await addWatch(db, { memberId: members[1]!, name: '天鹅' });
    // an extra watch on the plain marks, so matches are written all through the run
    await addWatch(db, { memberId: members[1]!, name: '恒泰' });
    await importIssue(db, EXTRA_MARKS);
    // publishing opened the issue's job with the default batches; the CLI opens its own
    await db.query(`DELETE FROM import_jobs WHERE kind = 'watch'`);

    const cli = startCli();
    const killed = exited(cli);
    const job = await until(async () => {
      const row = await jobRow();
      return row && row.done >= 20 && row;
    });
    // Hold the next batch at its last statement (the job row update), with its matches
    // written but not committed, then kill the process there.
    const kill = db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM import_jobs WHERE id = $1 FOR UPDATE', [job.id]);
      await until(async () => {
        const { rows } = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
          [name],
        );
        return rows.length > 0;
      });
      cli.kill('SIGKILL');
      await killed;
    });
    await kill;
    const left = (await jobRow())!;
    expect(left.status).toBe('running');
    expect(left.done).toBeLessThan(left.total);
    // the dead process's lease runs out (JOB_LEASE_MS); the test does not wait that minute
    await db.query('UPDATE leases SET expires_at = now() WHERE name = $1', [jobLeaseName(job.id)]);

    const rerun = startCli();
    expect(await exited(rerun)).toBe(0);
    expect(await jobRow()).toMatchObject({ id: job.id, status: 'done' });
    const afterKill = await storedMatches(db);
    for (const member of members) expect(await remindersOf(db, member)).toHaveLength(1);

    // an uninterrupted run on the same data stores the same rows
    await db.exec('DELETE FROM watch_matches; DELETE FROM watch_runs');
    await runWatchJob(db, ISSUE);
    expect(afterKill.length).toBeGreaterThan(EXTRA_MARKS);
    expect(afterKill).toEqual(await storedMatches(db));
  });
});
