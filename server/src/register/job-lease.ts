import { withLease } from '../cluster/leases';
import type { Db } from '../db/types';
import type { JobRunOptions } from './job-batches';
import { failUnlessStopped, finishJob, JOB_LEASE_PREFIX, readJob, type Job } from './jobs';

/**
 * A job runs in one process at a time: the runner claims the lease `job:<id>` and renews it
 * between batches (and every 20 s in the background); a process that finds the lease held
 * leaves the job alone. A process that dies stops renewing, and after JOB_LEASE_MS another
 * one takes the job over (at its start or in its periodic check, plugins/app/register-jobs.ts)
 * and continues from the committed batches.
 */
export const JOB_LEASE_MS = 60_000;

export const jobLeaseName = (jobId: number) => `${JOB_LEASE_PREFIX}${jobId}`;

/**
 * Runs `work` if this process claims the job's lease and the job is still running; null
 * when another process holds it or finished it meanwhile. `work` gets run options whose
 * signal also aborts when the lease is lost, so it stops (JobStopped) and leaves the job
 * running for its new holder.
 */
async function runClaimedJob<R extends JobRunOptions, T>(
  db: Db,
  job: Job,
  run: R,
  work: (run: R) => Promise<T>,
): Promise<T | null> {
  const outcome = await withLease(
    db,
    jobLeaseName(job.id),
    { ttlMs: run.leaseMs ?? JOB_LEASE_MS },
    async (lease) => {
      const { rows } = await db.query(
        `SELECT 1 FROM import_jobs WHERE id = $1 AND status = 'running'`,
        [job.id],
      );
      if (rows.length === 0) return null;
      run.onClaimed?.(lease.holder);
      const signal = run.signal ? AbortSignal.any([run.signal, lease.signal]) : lease.signal;
      return work({ ...run, signal, renewLease: lease.renew });
    },
  );
  return outcome.ran ? outcome.value : null;
}

/**
 * The one way every job kind runs: `load` under the job's lease, a failure marking the job
 * failed (unless the run only stopped for a shutdown or a lost lease), then the job closed.
 * Answers the job's row: finished here, or as far as the process holding it has got.
 */
export async function runJobUnderLease<R extends JobRunOptions>(
  db: Db,
  job: Job,
  run: R,
  load: (claimed: R) => Promise<void>,
): Promise<Job> {
  const finished = await runClaimedJob(db, job, run, async (claimed) => {
    try {
      await load(claimed);
    } catch (err) {
      await failUnlessStopped(db, job.id, err);
    }
    return finishJob(db, job.id);
  });
  return finished ?? readJob(db, job.id);
}
