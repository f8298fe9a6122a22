import { randomBytes } from 'node:crypto';
import { AUTH_BASE, authMessages } from 'shared-api/contract';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db/types';
import { fileChecksum } from '../../src/register/rules';
import { TEST_DB } from '../helper';
import { sampleRecord, writeJsonl } from '../register/fixtures';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Issue 11: two API processes on one PostgreSQL database share their limits and never run
 * a job twice. Real processes (`tsx src/main.ts`) on a database this test creates; PGlite is
 * one process by design, so this runs on server:postgres only.
 */
const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

const RECORDS = 240;
const BATCH = 40;
const CORPUS_MARKS = 300;
/**
 * The corpus numbers its marks by filing date up to the current year, so sampleRecord's
 * 30,000,001… (January 2018) met a generated mark on some days and the import then updated
 * instead of inserting it.
 */
const UNFILED_NUMBERS = 99_500_000;

describeOnPostgres('two server processes on one database', () => {
  jest.setTimeout(60_000);
  const name = `two_proc_${randomBytes(4).toString('hex')}`;
  const baseUrl = process.env.DATABASE_URL ?? '';
  const dbUrl = baseUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
  let admin: Db;
  let db: Db;
  let servers: ServerProcess[] = [];
  let importJobId = 0;

  beforeAll(async () => {
    admin = openPostgres({ connectionString: baseUrl, max: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    db = openPostgres({ connectionString: dbUrl, max: 2 });
    await migrate(db);
    // An import a killed process left running: both processes find it at start.
    // numbers past every year the corpus files in, so its marks and these never share one
    const file = await writeJsonl(
      Array.from({ length: RECORDS }, (_, i) =>
        sampleRecord(i + 1, { TM_CODE: String(UNFILED_NUMBERS + i) }),
      ),
    );
    const created = await db.query<{ id: number }>(
      `INSERT INTO import_jobs (kind, input_key, input, total)
       VALUES ('import', $1, $2, $3) RETURNING id`,
      [`import:${await fileChecksum(file)}`, JSON.stringify({ file, batchSize: BATCH }), RECORDS],
    );
    importJobId = created.rows[0]!.id;
    const env = {
      DATABASE_URL: dbUrl,
      TOKEN_SECRET: 'two-processes-secret',
      TRUST_PROXY: 'true',
      CORPUS_MARKS: String(CORPUS_MARKS),
    };
    // both start at once on a register with no marks: the corpus must be built once
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin?.close();
  });

  const login = (server: ServerProcess, account: string, ip: string) =>
    fetch(`${server.url}${AUTH_BASE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ nameOrMobile: account, password: 'wrong-password' }),
    });

  it('counts login tries for one IP + account across both processes', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await login(servers[i % 2]!, 'alice-ip', '203.0.113.7');
      answers.push(`${res.status} ${((await res.json()) as { message: string }).message}`);
    }
    console.log(`IP + account, alternating processes:\n${answers.join('\n')}`);
    expect(answers.slice(0, 9).every((a) => a.startsWith('400'))).toBe(true);
    expect(answers.slice(9)).toEqual(Array(2).fill(`429 ${authMessages.loginTooMany}`));
  });

  it('locks the account after 10 wrong passwords from many addresses, in both processes', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await login(servers[i % 2]!, 'bob-account', `198.51.100.${i + 1}`);
      answers.push(`${res.status} ${((await res.json()) as { message: string }).message}`);
    }
    console.log(`one account, 12 addresses, alternating processes:\n${answers.join('\n')}`);
    expect(answers.slice(0, 9).every((a) => a.startsWith('400'))).toBe(true);
    const locked = `429 ${authMessages.accountLocked(15)}`;
    expect(answers.slice(9)).toEqual([locked, locked, locked]);
  });

  it('runs the left-over import job and the first corpus once', async () => {
    const deadline = Date.now() + 40_000;
    for (;;) {
      const { rows } = await db.query<{ running: number }>(
        `SELECT count(*)::int AS running FROM import_jobs WHERE status = 'running'`,
      );
      if (rows[0]!.running === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { rows: jobs } = await db.query<{
      id: number;
      kind: string;
      status: string;
      done: number;
      summary: Record<string, number>;
      batches: number;
    }>(
      `SELECT j.id, j.kind, j.status, j.done, j.summary,
              (SELECT count(*)::int FROM import_job_batches b WHERE b.job_id = j.id) AS batches
       FROM import_jobs j ORDER BY j.id`,
    );
    const claims = servers.map(
      (s) => s.logs.filter((l) => l.msg === 'job claimed' && l.job === importJobId).length,
    );
    const corpusClaims = servers.map(
      (s) => s.logs.filter((l) => l.msg === 'job claimed' && l.job !== importJobId).length,
    );
    console.log(
      `jobs: ${JSON.stringify(jobs)}\nimport job claims per process: ${claims}\n` +
        `corpus job claims per process: ${corpusClaims}`,
    );
    expect(jobs).toEqual([
      {
        id: importJobId,
        kind: 'import',
        status: 'done',
        done: RECORDS,
        summary: { inserted: RECORDS, updated: 0, unchanged: 0, notices: 2 * RECORDS },
        batches: RECORDS / BATCH,
      },
      expect.objectContaining({ kind: 'corpus', status: 'done', done: CORPUS_MARKS }),
    ]);
    expect(jobs[1]!.summary).toMatchObject({ inserted: CORPUS_MARKS, updated: 0 });
    expect(claims.reduce((a, b) => a + b)).toBe(1);
    expect(corpusClaims.reduce((a, b) => a + b)).toBe(1);
    const { rows: marks } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM trademarks',
    );
    expect(marks[0]!.n).toBe(RECORDS + CORPUS_MARKS);
  });
});
