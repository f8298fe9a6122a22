import path from 'node:path';
import {
  areaReferenceFromVant,
  generateCorpus,
  type AreaReference,
  type CorpusOptions,
  type GoodsReference,
} from '../corpus';
import { readGoodsReference } from '../corpus/goods-reference';
import type { Db } from '../db/types';
import { loadJobBatches } from './job-batches';
import { runJobUnderLease } from './job-lease';
import { openJob, type Job } from './jobs';
import { openWatchJobsWhereWatched } from '../monitoring/engine/watch-job';
import { DEFAULT_BATCH_SIZE, jobBatchSize, type ImportOptions } from './run-import';

const GOODS_DIR = path.resolve(__dirname, '../../data/reference/goods');

/** What the generator reads: the goods tree of the data files and the areas package. */
export async function corpusInputs(): Promise<{ goods: GoodsReference; areas: AreaReference }> {
  return { goods: await readGoodsReference(GOODS_DIR), areas: areaReferenceFromVant() };
}

/** Seed, size and "today" fix the corpus, so they are also what a resumed job regenerates. */
export const corpusKey = (o: CorpusOptions) => `corpus:${o.seed}:${o.marks}:${o.asOf}`;

async function insertIssues(db: Db, issues: { issueNo: number; date: string }[]): Promise<void> {
  await db.query(
    `INSERT INTO gazette_issues (issue_no, issue_date, published_at)
     SELECT n, d::date, now() FROM unnest($1::int[], $2::text[]) AS i(n, d)
     ON CONFLICT (issue_no) DO NOTHING`,
    [issues.map((i) => i.issueNo), issues.map((i) => i.date)],
  );
}

/**
 * `npm run seed` and the first `npm start`: generates the deterministic corpus and loads it
 * through the import path in committed batches. Generation is cheap and repeatable, so a
 * resumed job regenerates and skips the batches already in.
 */
export async function runCorpusJob(
  db: Db,
  options: CorpusOptions,
  run: ImportOptions = {},
  resumed?: Job,
): Promise<Job> {
  const { goods, areas } = await corpusInputs();
  const corpus = generateCorpus(options, goods, areas);
  const input = { ...options, batchSize: run.batchSize ?? DEFAULT_BATCH_SIZE };
  // A resumed job runs as itself: another process may have finished it since it was listed,
  // and opening by key would then start a second corpus (runJobUnderLease skips a done job).
  const job = resumed ?? (await openJob(db, 'corpus', corpusKey(options), input, options.marks));
  return runJobUnderLease(db, job, run, async (claimed) => {
    await insertIssues(db, corpus.issues);
    await loadJobBatches(db, job, corpus.batches(jobBatchSize(job)), claimed);
    // the generated calendar publishes its issues at once: watches in force then get a job
    await openWatchJobsWhereWatched(
      db,
      corpus.issues.map((i) => i.issueNo),
    );
  });
}
