import type { Db, Queryable } from '../db/types';
import type { BatchCounts } from './load-batch';

/**
 * import_jobs rows (migration 008). A job commits its progress in the same transaction as
 * each batch it loads, so after a kill the row says exactly how many records are in.
 */
/** 'watch': a gazette issue matched against the watches (monitoring/engine). */
export type JobKind = 'import' | 'issue' | 'corpus' | 'watch';

export interface Job {
  id: number;
  kind: JobKind;
  input_key: string;
  input: Record<string, unknown>;
  status: 'running' | 'done' | 'failed';
  total: number;
  done: number;
  summary: Partial<BatchCounts>;
}

/** Thrown between batches when the server shuts down: the job stays 'running' to resume. */
export class JobStopped extends Error {
  constructor() {
    super('job stopped for shutdown');
  }
}

export function throwIfStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new JobStopped();
}

/** Marks a job failed unless it only stopped for a shutdown; rethrows either way. */
export async function failUnlessStopped(db: Db, jobId: number, err: unknown): Promise<never> {
  if (!(err instanceof JobStopped)) {
    await failJob(db, jobId, err instanceof Error ? err.message : String(err));
  }
  throw err;
}

export const emptyCounts = (): BatchCounts => ({
  inserted: 0,
  updated: 0,
  unchanged: 0,
  notices: 0,
});

/**
 * The unfinished job for this input, or a new one. Two processes opening the same input at
 * once get the same job: the second insert meets the unique index of running jobs and
 * reads the first one's row instead. Running it is claimed separately (job-lease.ts).
 */
export async function openJob(
  db: Queryable,
  kind: JobKind,
  inputKey: string,
  input: Record<string, unknown>,
  total: number,
): Promise<Job> {
  for (;;) {
    const running = await db.query<Job>(
      `SELECT * FROM import_jobs WHERE kind = $1 AND input_key = $2 AND status = 'running'`,
      [kind, inputKey],
    );
    if (running.rows[0]) return running.rows[0];
    const created = await db.query<Job>(
      `INSERT INTO import_jobs (kind, input_key, input, total) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, input_key) WHERE status = 'running' DO NOTHING RETURNING *`,
      [kind, inputKey, JSON.stringify(input), total],
    );
    if (created.rows[0]) return created.rows[0];
  }
}

/** Leases of jobs are named `job:<id>` (job-lease.ts). */
export const JOB_LEASE_PREFIX = 'job:';

export async function readJob(db: Queryable, jobId: number): Promise<Job> {
  const res = await db.query<Job>('SELECT * FROM import_jobs WHERE id = $1', [jobId]);
  return res.rows[0]!;
}

/**
 * Marks a batch committed and adds its counts to the job; call last inside the batch's
 * transaction (the job row stays locked until the commit, so keep that short).
 */
export async function recordBatch(
  tx: Queryable,
  jobId: number,
  batchNo: number,
  records: number,
  counts: BatchCounts,
): Promise<void> {
  await tx.query('INSERT INTO import_job_batches (job_id, batch_no) VALUES ($1, $2)', [
    jobId,
    batchNo,
  ]);
  await tx.query(
    `UPDATE import_jobs SET done = done + $2, summary = jsonb_build_object(
       'inserted', COALESCE((summary->>'inserted')::int, 0) + $3,
       'updated', COALESCE((summary->>'updated')::int, 0) + $4,
       'unchanged', COALESCE((summary->>'unchanged')::int, 0) + $5,
       'notices', COALESCE((summary->>'notices')::int, 0) + $6)
     WHERE id = $1`,
    [jobId, records, counts.inserted, counts.updated, counts.unchanged, counts.notices],
  );
}

/** The batch numbers a job has committed so far. */
export async function committedBatches(db: Db, jobId: number): Promise<Set<number>> {
  const res = await db.query<{ batch_no: number }>(
    'SELECT batch_no FROM import_job_batches WHERE job_id = $1',
    [jobId],
  );
  return new Set(res.rows.map((r) => r.batch_no));
}

export async function finishJob(db: Db, jobId: number): Promise<Job> {
  const res = await db.query<Job>(
    `UPDATE import_jobs SET status = 'done', finished_at = now() WHERE id = $1 RETURNING *`,
    [jobId],
  );
  // Loaded rows wait in the search indexes' GIN pending lists, which every search scans
  // one entry at a time (a 1M-mark load left 4 ms in each lookup); VACUUM merges them.
  // A watch run only reads the register: nothing to merge.
  if (res.rows[0]?.kind !== 'watch') await db.exec('VACUUM (ANALYZE) trademarks, holders');
  return res.rows[0]!;
}

export async function failJob(db: Db, jobId: number, error: string): Promise<void> {
  await db.query(
    `UPDATE import_jobs SET status = 'failed', error = $2, finished_at = now() WHERE id = $1`,
    [jobId, error],
  );
}

/**
 * Running jobs no live lease covers, oldest first: a kill left them, or the process running
 * them died. The server resumes them at start and in its periodic check.
 */
export async function unclaimedJobs(db: Db): Promise<Job[]> {
  const res = await db.query<Job>(
    `SELECT j.* FROM import_jobs j
     WHERE j.status = 'running' AND NOT EXISTS (
       SELECT 1 FROM leases l WHERE l.name = $1 || j.id AND l.expires_at > clock_timestamp())
     ORDER BY j.id`,
    [JOB_LEASE_PREFIX],
  );
  return res.rows;
}
