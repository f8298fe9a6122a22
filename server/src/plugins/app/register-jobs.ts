import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failJob, openJob, unfinishedJobs, type Job } from '../../register/jobs';
import { corpusKey, runCorpusJob } from '../../register/run-corpus';
import { runFileImport, type OnProgress, type PreparedImport } from '../../register/run-import';
import { runIssueImport } from '../../register/run-issue-import';
import type { CorpusOptions } from '../../corpus';
import { indexImages } from '../../image-search/index-images';
import { backfillSearchKeys, searchKeysOutdated } from '../../search/backfill-keys';

/**
 * Background work at start: jobs a kill left unfinished are resumed and, on a first start,
 * the generated corpus is built. Requests are served meanwhile; progress is in
 * import_jobs (the home page's class counts show it). Closing the app stops the work
 * between two batches, so the next start resumes it.
 */
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
  const run = { signal, onProgress: logProgress(app, `${job.kind} job ${job.id}`) };
  if (job.kind === 'corpus') {
    await runCorpusJob(app.db, job.input as unknown as CorpusOptions, run);
  } else if (job.kind === 'issue') {
    await runIssueImport(app.db, input.file!, input.issue!, input.date!, run);
  } else {
    const outcome = await runFileImport(app.db, input.file!, run);
    // The file changed since the kill: the import ran as a new job; close the old one.
    if (outcome.job.id !== job.id) await failJob(app.db, job.id, '文件已更改，已作为新任务导入');
  }
}

async function registerIsEmpty(app: FastifyInstance): Promise<boolean> {
  const marks = await app.db.query('SELECT 1 FROM trademarks LIMIT 1');
  const corpora = await app.db.query(`SELECT 1 FROM import_jobs WHERE kind = 'corpus' LIMIT 1`);
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
  if (!corpus || corpus.marks <= 0 || !(await registerIsEmpty(app))) return;
  const options = { ...corpus, asOf: app.now().toISOString().slice(0, 10) };
  app.log.info(options, 'building the trademark corpus');
  await openJob(app.db, 'corpus', corpusKey(options), options, options.marks);
}

async function resumeUnfinished(app: FastifyInstance, signal: AbortSignal): Promise<void> {
  for (const job of await unfinishedJobs(app.db)) {
    await resume(app, job, signal).catch(async (err: unknown) => {
      if (signal.aborted) throw err;
      app.log.error({ err, job: job.id }, 'could not resume job');
      await failJob(app.db, job.id, err instanceof Error ? err.message : String(err));
    });
  }
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
        .then(() => indexImages(app.db, { signal: stop.signal, onProgress }))
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
    app.decorate('startImportJob', (prepared: PreparedImport) => {
      const label = `${prepared.job.kind} job ${prepared.job.id}`;
      const running = prepared
        .run({ signal: stop.signal, onProgress: logProgress(app, label) })
        .catch((err: unknown) => {
          if (!stop.signal.aborted) app.log.error({ err }, `${label} failed`);
        })
        .then(indexNewImages)
        .finally(() => started.delete(running));
      started.add(running);
    });
    app.addHook('onReady', async () => {
      await openCorpusJobIfEmpty(app, opts.corpus);
      const rekey = await searchKeysOutdated(app.db);
      work = (async () => {
        if (rekey) {
          const onProgress = logProgress(app, 'search keys backfill');
          await backfillSearchKeys(app.db, { signal: stop.signal, onProgress });
        }
        await resumeUnfinished(app, stop.signal);
        await indexNewImages();
      })().catch((err: unknown) => {
        if (!stop.signal.aborted) app.log.error({ err }, 'background job failed');
      });
    });
    app.addHook('preClose', async () => {
      stop.abort();
      await Promise.all([work, ...started]);
      await imageIndexing;
    });
  },
  { name: 'register-jobs', dependencies: ['db', 'reference'] },
);
