import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CLASS_COUNT_PATH } from 'shared-api/contract';
import { JobStopped } from '../../src/register/jobs';
import { runCorpusJob } from '../../src/register/run-corpus';
import { body, build } from '../helper';

const OPTIONS = { marks: 400, seed: 9, asOf: '2026-11-20' };

/** What a corpus put in the register, as one hash: equal hashes, equal registers. */
async function registerDigest(app: FastifyInstance): Promise<string> {
  const marks = await app.db.query(
    `SELECT t.reg_no, t.class_id, t.name, t.status, t.app_date::text, t.excl_end::text,
       t.holder_cn, t.goods::text, t.process::text, i.sha256
     FROM trademarks t LEFT JOIN mark_images i ON i.id = t.image_id ORDER BY 1, 2`,
  );
  const notices = await app.db.query(
    'SELECT issue_no, type_id, page, reg_no, class_id FROM gazette_notices ORDER BY 1, 2, 4, 5',
  );
  return createHash('sha256')
    .update(JSON.stringify([marks.rows, notices.rows]))
    .digest('hex');
}

const count = async (app: FastifyInstance, table: string) =>
  Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('the generated corpus in the database', () => {
  it('is the same register for the same seed, and a rerun changes nothing', async () => {
    const first = await build();
    const second = await build();
    try {
      const job = await runCorpusJob(first.db, OPTIONS, { batchSize: 150 });
      expect(job).toMatchObject({ status: 'done', done: 400 });
      expect(job.summary).toMatchObject({ inserted: 400 });
      await runCorpusJob(second.db, OPTIONS);
      expect(await registerDigest(second)).toBe(await registerDigest(first));

      const again = await runCorpusJob(first.db, OPTIONS);
      expect(again.summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 400 });
      expect(await count(first, 'trademarks')).toBe(400);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('resumes a killed build where it stopped', async () => {
    const app = await build();
    try {
      const kill = new AbortController();
      const killed = runCorpusJob(app.db, OPTIONS, {
        batchSize: 100,
        concurrency: 1,
        signal: kill.signal,
        onProgress: (done) => done >= 100 && kill.abort(),
      });
      await expect(killed).rejects.toBeInstanceOf(JobStopped);
      expect(await count(app, 'trademarks')).toBe(100);

      const resumed = await runCorpusJob(app.db, OPTIONS);
      expect(resumed).toMatchObject({ status: 'done', done: 400 });
      expect(resumed.summary).toMatchObject({ inserted: 400 });
      expect(await count(app, 'trademarks')).toBe(400);
      expect(await count(app, 'import_jobs')).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('a first start', () => {
  it('builds the corpus in the background and shows it in the class counts', async () => {
    const app = await build({ corpus: { marks: 300, seed: 2 } });
    try {
      interface Counts {
        total: number;
        building: { done: number; total: number } | null;
      }
      let counts = body<Counts>(await app.inject({ method: 'GET', url: CLASS_COUNT_PATH })).data;
      expect(counts.building).toMatchObject({ total: 300 });
      for (let i = 0; i < 200 && counts.building; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        counts = body<Counts>(await app.inject({ method: 'GET', url: CLASS_COUNT_PATH })).data;
      }
      expect(counts).toMatchObject({ building: null, total: 300 });
    } finally {
      await app.close();
    }
  });
});
