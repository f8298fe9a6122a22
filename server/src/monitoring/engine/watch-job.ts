import { remindNoticeFollowers } from '../../archives/notices/notice-reminders';
import type { Db, Queryable } from '../../db/types';
import { runBatches } from '../../register/batch-runner';
import type { JobRunOptions } from '../../register/job-batches';
import { runJobUnderLease } from '../../register/job-lease';
import { committedBatches, openJob, type Job } from '../../register/jobs';
import { matchImageWatch } from './image-matcher';
import { remindMembers } from './issue-reminders';
import { describeIssueLogos } from './issue-logos';
import { chunks, issueMarkIds } from './issue-marks';
import { insertMatches, recordRuns } from './match-store';
import type { MatchRow } from './match-row';
import { matchTextBatch, type TextMatcher } from './text-batch';
import { watchesInForce, type EngineWatch } from './watch-rows';

/** Marks per committed batch: a kill loses at most this much work per batch in flight. */
export const WATCH_BATCH_MARKS = 2000;
/** An image watch is a batch of its own, numbered from here by its id (text batches: 0…). */
const IMAGE_BATCH_BASE = 1_000_000_000;
/** The runs and the reminders: committed last, once every batch is in. */
const FINISH_BATCH = -1;

export interface WatchJobOptions extends JobRunOptions {
  /** how text batches are judged (the default: on this thread); the bench passes workers */
  textMatcher?: TextMatcher;
  /** marks per committed batch (WATCH_BATCH_MARKS); a resumed job must keep its first size */
  batchMarks?: number;
}

const watchJobKey = (issueNo: number) => `watch:${issueNo}`;

/**
 * Opens the issue's watch job (or finds the one running). Called in the transaction that
 * publishes the issue, so an issue is never published without its job: whoever runs jobs
 * next (the import's caller, the server's resume) matches it.
 */
export async function openWatchJob(
  q: Queryable,
  issueNo: number,
  batchMarks = WATCH_BATCH_MARKS,
): Promise<Job> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM trademarks WHERE first_issue = $1',
    [issueNo],
  );
  const input = { issue: issueNo, batchMarks };
  return openJob(q, 'watch', watchJobKey(issueNo), input, rows[0]?.n ?? 0);
}

/**
 * Issues published together (the generated corpus's calendar): a job for each one that a
 * watch is in force on; the others have nothing to match.
 */
export async function openWatchJobsWhereWatched(db: Queryable, issues: number[]): Promise<void> {
  const { rows } = await db.query<{ issue_no: number }>(
    `SELECT g.issue_no FROM gazette_issues g WHERE g.issue_no = ANY($1::int[])
       AND EXISTS (SELECT 1 FROM watches w
                   WHERE w.start_date <= g.issue_date AND w.end_date >= g.issue_date)
     ORDER BY 1`,
    [issues],
  );
  for (const { issue_no } of rows) await openWatchJob(db, issue_no);
}

/** `npm run watch:issue` and the server: the issue's job, opened if need be, run to its end. */
export async function runWatchJob(
  db: Db,
  issueNo: number,
  options: WatchJobOptions = {},
): Promise<Job> {
  const job = await openWatchJob(db, issueNo, options.batchMarks);
  return runJobUnderLease(db, job, options, (claimed) => matchIssue(db, job, claimed));
}

/**
 * Every batch commits its matches with its number (import_job_batches), so a resumed run
 * skips what is in; matches are inserted ON CONFLICT DO NOTHING, so a batch that committed
 * its rows but died before anything else cannot double them either.
 */
async function matchIssue(db: Db, job: Job, run: WatchJobOptions): Promise<void> {
  const issueNo = Number(job.input.issue);
  const watches = await watchesInForce(db, issueNo);
  const imageWatches = watches.filter((w) => w.type === 2);
  const ids = await issueMarkIds(db, issueNo);
  const total = ids.length + imageWatches.length;
  await db.query('UPDATE import_jobs SET total = $2 WHERE id = $1', [job.id, total]);
  const skip = await committedBatches(db, job.id);
  let done = job.done;
  const progress = (items: number) => {
    done += items;
    run.onProgress?.(done, total);
  };
  progress(0);

  const text = watches.filter((w) => w.type === 1);
  const matcher = run.textMatcher ?? (await matchTextBatch(text));
  const batches = { concurrency: db.kind === 'postgres' ? 2 : 1, skip, signal: run.signal };
  await runBatches(
    chunks(ids, Number(job.input.batchMarks) || WATCH_BATCH_MARKS),
    { ...batches, beforeBatch: run.renewLease },
    async (batch, batchNo) => {
      const rows = text.length ? await matcher(db, issueNo, batch) : [];
      await commitBatch(db, job.id, batchNo, batch.length, rows);
      progress(batch.length);
    },
  );

  if (imageWatches.length) await describeIssueLogos(db, [issueNo], run.signal);
  // one watch a batch; two at once on PostgreSQL overlap one's SQL with the other's ranking
  const images = imageWatches.filter((w) => !skip.has(IMAGE_BATCH_BASE + w.id));
  const imageBatches = { ...batches, skip: new Set<number>(), beforeBatch: run.renewLease };
  await runBatches(chunks(images, 1), imageBatches, async ([watch]) => {
    const rows = await matchImageWatch(db, watch!, [issueNo]);
    await commitBatch(db, job.id, IMAGE_BATCH_BASE + watch!.id, 1, rows);
    progress(1);
  });

  if (!skip.has(FINISH_BATCH)) await finishIssue(db, job, issueNo, watches);
}

async function commitBatch(
  db: Db,
  jobId: number,
  batchNo: number,
  items: number,
  rows: MatchRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await insertMatches(tx, rows);
    await recordWatchBatch(tx, jobId, batchNo, items, { matches: inserted });
  });
}

/**
 * The runs with their counts and the members' reminders, in one transaction. The issue's
 * notices for followed numbers (notice marks, archives/notices) are reminded here too: the
 * job runs once per published issue, so no second job is needed for them.
 */
async function finishIssue(db: Db, job: Job, issueNo: number, watches: EngineWatch[]) {
  await db.transaction(async (tx) => {
    await recordRuns(
      tx,
      issueNo,
      watches.map((w) => w.id),
      false,
    );
    const now = new Date();
    const reminded = await remindMembers(tx, issueNo, now);
    const noticeReminders = await remindNoticeFollowers(tx, issueNo, now);
    await recordWatchBatch(tx, job.id, FINISH_BATCH, 0, {
      watches: watches.length,
      reminders: reminded,
      noticeReminders,
    });
  });
}

/** Marks a batch committed and adds its figures to the job's summary (admin job list). */
async function recordWatchBatch(
  tx: Queryable,
  jobId: number,
  batchNo: number,
  items: number,
  figures: Record<string, number>,
): Promise<void> {
  await tx.query('INSERT INTO import_job_batches (job_id, batch_no) VALUES ($1, $2)', [
    jobId,
    batchNo,
  ]);
  await tx.query(
    `UPDATE import_jobs SET done = done + $2, summary = summary || (
       SELECT COALESCE(jsonb_object_agg(k, COALESCE((summary->>k)::int, 0) + v::int), '{}')
       FROM jsonb_each_text($3::jsonb) AS f (k, v))
     WHERE id = $1`,
    [jobId, items, JSON.stringify(figures)],
  );
}
