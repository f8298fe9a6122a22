import type { FastifyInstance } from 'fastify';
import { jobLeaseName } from '../../src/register/job-lease';
import { openJob } from '../../src/register/jobs';
import { runFileImport } from '../../src/register/run-import';
import { fileChecksum } from '../../src/register/rules';
import { build } from '../helper';
import { sampleRecord, writeJsonl } from './fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app?.close());

const marks = async () =>
  Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM trademarks')).rows[0]!.n);

describe('import jobs under a lease', () => {
  it('leaves a job another process holds, and takes it over once that lease expired', async () => {
    const file = await writeJsonl([sampleRecord(1), sampleRecord(2), sampleRecord(3)]);
    const job = await openJob(app.db, 'import', `import:${await fileChecksum(file)}`, { file }, 3);
    // another process holds the job, and is alive (its lease runs for another minute)
    await app.db.query(
      `INSERT INTO leases (name, holder, expires_at)
       VALUES ($1, 'other-host:1:x', clock_timestamp() + interval '1 minute')`,
      [jobLeaseName(job.id)],
    );
    const left = await runFileImport(app.db, file);
    expect(left.job).toMatchObject({ id: job.id, status: 'running', done: 0 });
    expect(await marks()).toBe(0);

    // that process died: its lease ran out without renewal
    await app.db.query(
      `UPDATE leases SET expires_at = clock_timestamp() - interval '1 second' WHERE name = $1`,
      [jobLeaseName(job.id)],
    );
    const taken = await runFileImport(app.db, file);
    expect(taken.job).toMatchObject({ id: job.id, status: 'done', done: 3 });
    expect(await marks()).toBe(3);
    // released when done
    const { rows } = await app.db.query('SELECT 1 FROM leases WHERE name = $1', [
      jobLeaseName(job.id),
    ]);
    expect(rows).toHaveLength(0);
  });
});
