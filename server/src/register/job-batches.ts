import type { Db } from '../db/types';
import { runBatches } from './batch-runner';
import { resolveDimensions } from './dimensions';
import { committedBatches, recordBatch, type Job } from './jobs';
import { loadBatch } from './load-batch';
import type { LoadableRecord } from './record';

export type OnProgress = (done: number, total: number) => void;

export interface JobRunOptions {
  onProgress?: OnProgress | undefined;
  /** the server's shutdown: stop after the batches in flight, leaving the job to resume */
  signal?: AbortSignal | undefined;
  /** batches loading at once; by default what the database allows */
  concurrency?: number | undefined;
  /** the job's lease length (job-lease.ts); tests shorten it */
  leaseMs?: number | undefined;
  /** called with the lease holder's id once this process has claimed the job */
  onClaimed?: ((holder: string) => void) | undefined;
  /** set by runClaimedJob: renews the job's lease, false when it was lost */
  renewLease?: (() => Promise<boolean>) | undefined;
}

/** PGlite has one connection; on PostgreSQL three batches keep both cores busy. */
const concurrencyFor = (db: Db) => (db.kind === 'postgres' ? 3 : 1);

/**
 * Loads a job's batches, each committed with its number, skipping those an earlier run
 * committed. A batch's holders, agencies and images commit first, on their own: batches
 * loading in parallel then find them committed instead of queueing on each other's row
 * locks. They are rows a rerun needs anyway, never half of a mark.
 */
export async function loadJobBatches(
  db: Db,
  job: Job,
  source: Iterable<LoadableRecord[]> | AsyncIterable<LoadableRecord[]>,
  options: JobRunOptions,
): Promise<void> {
  const skip = await committedBatches(db, job.id);
  let done = job.done;
  options.onProgress?.(done, job.total);
  const concurrency = options.concurrency ?? concurrencyFor(db);
  const run = { concurrency, skip, signal: options.signal, beforeBatch: options.renewLease };
  await runBatches(source, run, async (batch, batchNo) => {
    const ids = await db.transaction((tx) => resolveDimensions(tx, batch));
    await db.transaction(async (tx) => {
      const counts = await loadBatch(tx, batch, ids);
      await recordBatch(tx, job.id, batchNo, batch.length, counts);
    });
    done += batch.length;
    options.onProgress?.(done, job.total);
  });
}
