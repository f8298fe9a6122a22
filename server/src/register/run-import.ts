import path from 'node:path';
import type { Db } from '../db/types';
import { loadJobBatches, type JobRunOptions } from './job-batches';
import { runJobUnderLease } from './job-lease';
import { openJob, type Job } from './jobs';
import { ImageCache } from './image-cache';
import { recordBatches, validateFile } from './read-jsonl';
import { fileChecksum, loadRecordRules } from './rules';

export type { OnProgress } from './job-batches';

export interface ImportOptions extends JobRunOptions {
  /** records per batch for a new job (a resumed job keeps the size it started with) */
  batchSize?: number;
}

export interface ImportOutcome {
  job: Job;
  /** records a killed earlier run had already loaded */
  resumedFrom: number;
}

export const DEFAULT_BATCH_SIZE = 5_000;

/** Where the admin import calls read files: `<repo>/.data/import`, beside the database. */
export const DEFAULT_IMPORT_DIR = path.resolve(__dirname, '../../../.data/import');

/** A checked file with its job opened: `run` loads it (the server runs it in background). */
export interface PreparedImport {
  job: Job;
  run(options?: JobRunOptions): Promise<ImportOutcome>;
}

export const jobBatchSize = (job: Job) => Number(job.input.batchSize ?? DEFAULT_BATCH_SIZE);

/**
 * `npm run import`: checks the whole file first (a bad line stops it before anything is
 * written), then upserts it in batches, each committed with its number in the job. A rerun
 * after a kill loads only the batches not yet committed; a rerun of a finished import
 * reports every record unchanged.
 */
export async function prepareFileImport(
  db: Db,
  file: string,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<PreparedImport> {
  const absolute = path.resolve(file);
  const rules = await loadRecordRules(db);
  // the logos read while checking are kept for the load (within a budget)
  const images = new ImageCache();
  const total = await validateFile(absolute, rules, images);
  const key = `import:${await fileChecksum(absolute)}`;
  const job = await openJob(db, 'import', key, { file: absolute, batchSize }, total);
  const run = async (options: JobRunOptions = {}): Promise<ImportOutcome> => {
    const outcome = await runJobUnderLease(db, job, options, async (claimed) => {
      const batches = recordBatches(absolute, rules, jobBatchSize(job), images);
      await loadJobBatches(db, job, batches, claimed);
    });
    return { job: outcome, resumedFrom: job.done };
  };
  return { job, run };
}

export async function runFileImport(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  return (await prepareFileImport(db, file, options.batchSize)).run(options);
}
