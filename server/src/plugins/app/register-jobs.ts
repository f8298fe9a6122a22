import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withLease } from '../../cluster/leases';
import type { Queryable } from '../../db/types';
import { JOB_LEASE_MS } from '../../register/job-lease';
import { failJob, JobStopped, openJob, unclaimedJobs, type Job } from '../../register/jobs';
import { corpusKey, runCorpusJob } from '../../register/run-corpus';
import { runFileImport, type OnProgress, type PreparedImport } from '../../register/run-import';
import { runIssueImport } from '../../register/run-issue-import';
import type { CorpusOptions } from '../../corpus';
import { indexImages } from '../../image-search/index-images';
import { runWatchJob } from '../../monitoring/engine/watch-job';
import { backfillSearchKeys, searchKeysOutdated } from '../../search/backfill-keys';

/**
 * Background work at start: jobs a kill left unfinished are resumed and, on a first start,
 * the generated corpus is built. Requests are served meanwhile; progress is in
 * import_jobs (the home page's class counts show it). Closing the app stops the work
 * between two batches, so the next start resumes it.
 *
 * Several server processes may share the database: each job runs under a lease
 * (register/job-lease.ts) and every JOB_LEASE_MS each process takes over the running jobs
 * whose lease expired (their process died). The image index and the search-key backfill
 * run under a lease of their own, so one process does each at a time.
 */

/** Leases of the background tasks: renewed every third of it while the task runs. */
const TASK_LEASE_MS = 60_000;

/** One log line per tenth of the work. */
function logProgress(app: FastifyInstance, label: string): OnProgress {
  let loggedTenth = -1;
  return (done, total) => {
    const tenth = total > 0 ? Math.floor((done * 10) / total) : 10;
    if (tenth <= loggedTenth) return;
    loggedTenth = tenth;
    app.log.info({ done, total }, label);
  };
}

async function resume(app: FastifyInstance, job: Job, signal: AbortSignal): Promise<void> {
  const input = job.input as { file?: string; issue?: number; date?: string };
  const run = {
    signal,
    onProgress: logProgress(app, `${job.kind} job ${job.id}`),
    onClaimed: (holder: string) => app.log.info({ job: job.id, holder }, 'job claimed'),
  };
  if (job.kind === 'corpus') {
    await runCorpusJob(app.db, job.input as unknown as CorpusOptions, run, job);
  } else if (job.kind === 'watch') {
    await runWatchJob(app.db, input.issue!, run);
  } else if (job.kind === 'issue') {
    await runIssueImport(app.db, input.file!, input.issue!, input.date!, run);
  } else {
    const outcome = await runFileImport(app.db, input.file!, run);
    // The file changed since the kill: the import ran as a new job; close the old one.
    if (outcome.job.id !== job.id) await failJob(app.db, job.id, '文件已更改，已作为新任务导入');
  }
}

async function registerIsEmpty(db: Queryable): Promise<boolean> {
  const marks = await db.query('SELECT 1 FROM trademarks LIMIT 1');
  const corpora = await db.query(`SELECT 1 FROM import_jobs WHERE kind = 'corpus' LIMIT 1`);
  return marks.rows.length === 0 && corpora.rows.length === 0;
}

/**
 * A first start opens the corpus job before the server answers, so the progress is visible
 * from the first request; the job then runs with the other unfinished ones.
 */
async function openCorpusJobIfEmpty(
  app: FastifyInstance,
  corpus: { marks: number; seed: number } | undefined,
): Promise<void> {
  if (!corpus || corpus.marks <= 0) return;
  const options = { ...corpus, asOf: app.now().toISOString().slice(0, 10) };
  // Processes starting at once on an empty database queue on this lock: the first opens
  // the job, the others then find the register not empty. (A transaction-scoped advisory
  // lock: released at commit, also on PGlite.)
  const opened = await app.db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('open-corpus-job'))`);
    if (!(await registerIsEmpty(tx))) return false;
    await openJob(tx, 'corpus', corpusKey(options), options, options.marks);
    return true;
  });
  if (opened) app.log.info(options, 'building the trademark corpus');
}

/** Resumes the running jobs no process holds; answers how many it looked at. */
async function resumeUnclaimed(app: FastifyInstance, signal: AbortSignal): Promise<number> {
  const jobs = await unclaimedJobs(app.db);
  for (const job of jobs) {
    await resume(app, job, signal).catch(async (err: unknown) => {
      if (signal.aborted) throw err;
      // its lease was lost (this process stalled) and another process has taken it over
      if (err instanceof JobStopped) return app.log.warn({ job: job.id }, 'job taken over');
      app.log.error({ err, job: job.id }, 'could not resume job');
      await failJob(app.db, job.id, err instanceof Error ? err.message : String(err));
    });
  }
  return jobs.length;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a checked import in the background, stopped (resumable) on close. */
    startImportJob(prepared: PreparedImport): void;
    /** Logos described so far while the image index is being built, else null. */
    imageIndexProgress(): { done: number; total: number } | null;
    /** Settles when the work started at ready (re-keying, resumed jobs, image index) ends. */
    startupWork(): Promise<void>;
  }
}

export const registerJobsPlugin = fp<{ corpus?: { marks: number; seed: number } }>(
  async (app, opts) => {
    const stop = new AbortController();
    let work: Promise<void> = Promise.resolve();
    // logos loaded by any job get their descriptors (image search); one run at a time
    let imageIndexing: Promise<void> = Promise.resolve();
    let imageProgress: { done: number; total: number } | null = null;
    app.decorate('imageIndexProgress', () => imageProgress);
    app.decorate('startupWork', () => work);
    const indexNewImages = () => {
      const log = logProgress(app, 'image index');
      const onProgress = (done: number, total: number) => {
        imageProgress = done < total ? { done, total } : null;
        log(done, total);
      };
      imageIndexing = imageIndexing
        .then(() =>
          withLease(app.db, 'image-index', { ttlMs: TASK_LEASE_MS }, (lease) =>
            indexImages(app.db, {
              signal: AbortSignal.any([stop.signal, lease.signal]),
              onProgress,
            }),
          ),
        )
        .then(
          () => undefined,
          (err: unknown) => {
            if (!stop.signal.aborted) app.log.error({ err }, 'image index failed');
          },
        )
        .finally(() => {
          imageProgress = null;
        });
      return imageIndexing;
    };
    const started = new Set<Promise<unknown>>();
    let takeOver: NodeJS.Timeout | undefined;
    app.decorate('startImportJob', (prepared: PreparedImport) => {
      const label = `${prepared.job.kind} job ${prepared.job.id}`;
      const running = prepared
        .run({ signal: stop.signal, onProgress: logProgress(app, label) })
        .catch((err: unknown) => {
          if (!stop.signal.aborted) app.log.error({ err }, `${label} failed`);
        })
        .then(indexNewImages)
        // an issue import opened its watch job: run it now, its logos described
        .then(() => resumeUnclaimed(app, stop.signal))
        .catch((err: unknown) => {
          if (!stop.signal.aborted) app.log.error({ err }, `jobs after ${label} failed`);
        })
        .finally(() => started.delete(running));
      started.add(running);
    });
    app.addHook('onReady', async () => {
      await openCorpusJobIfEmpty(app, opts.corpus);
      const rekey = await searchKeysOutdated(app.db);
      work = (async () => {
        if (rekey) {
          const onProgress = logProgress(app, 'search keys backfill');
          // one process re-keys; the others serve searches on the old keys meanwhile
          await withLease(app.db, 'search-keys-backfill', { ttlMs: TASK_LEASE_MS }, (lease) =>
            backfillSearchKeys(app.db, {
              signal: AbortSignal.any([stop.signal, lease.signal]),
              onProgress,
            }),
          );
        }
        await resumeUnclaimed(app, stop.signal);
        await indexNewImages();
      })().catch((err: unknown) => {
        if (!stop.signal.aborted) app.log.error({ err }, 'background job failed');
      });
      // Takes over the jobs of a process that died (their lease expired) while this one runs.
      takeOver = setInterval(() => {
        work = work.then(async () => {
          if (stop.signal.aborted) return;
          const resumed = await resumeUnclaimed(app, stop.signal).catch((err: unknown) => {
            if (!stop.signal.aborted) app.log.error({ err }, 'taking over jobs failed');
            return 0;
          });
          if (resumed > 0) await indexNewImages();
        });
      }, JOB_LEASE_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(takeOver);
      stop.abort();
      await Promise.all([work, ...started]);
      await imageIndexing;
    });
  },
  { name: 'register-jobs', dependencies: ['db', 'reference'] },
);
