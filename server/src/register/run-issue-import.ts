import path from 'node:path';
import type { Db, Queryable } from '../db/types';
import { emptyCounts, openJob, recordBatch, throwIfStopped, type Job } from './jobs';
import { runJobUnderLease } from './job-lease';
import { loadBatch } from './load-batch';
import { ImageCache } from './image-cache';
import { recordBatches, validateFile, type RecordRules } from './read-jsonl';
import { fileChecksum, loadRecordRules } from './rules';
import { openWatchJob } from '../monitoring/engine/watch-job';
import {
  DEFAULT_BATCH_SIZE,
  type ImportOptions,
  type ImportOutcome,
  type PreparedImport,
} from './run-import';

export class IssueConflictError extends Error {}

async function openIssue(tx: Queryable, issue: number, date: string): Promise<void> {
  const existing = await tx.query<{ day: string }>(
    `SELECT to_char(issue_date, 'YYYY-MM-DD') AS day FROM gazette_issues WHERE issue_no = $1`,
    [issue],
  );
  const day = existing.rows[0]?.day;
  if (day && day !== date) {
    throw new IssueConflictError(`第 ${issue} 期已存在，日期为 ${day}，与 --date ${date} 不符`);
  }
  if (!day) {
    await tx.query('INSERT INTO gazette_issues (issue_no, issue_date) VALUES ($1, $2)', [
      issue,
      date,
    ]);
  }
}

/**
 * `npm run import:issue`: one gazette issue as one unit. Its marks and notices are written
 * in a single transaction that ends by marking the issue published, so monitoring never
 * sees half an issue and a killed run leaves nothing (the rerun starts over).
 */
export async function prepareIssueImport(
  db: Db,
  file: string,
  issue: number,
  date: string,
): Promise<PreparedImport> {
  const absolute = path.resolve(file);
  const rules = await loadRecordRules(db, issue);
  const images = new ImageCache();
  const total = await validateFile(absolute, rules, images);
  const key = `issue:${issue}:${date}:${await fileChecksum(absolute)}`;
  const job = await openJob(db, 'issue', key, { file: absolute, issue, date }, total);
  const run = async (options: ImportOptions = {}): Promise<ImportOutcome> => {
    const outcome = await runJobUnderLease(db, job, options, (claimed) =>
      loadIssue(db, absolute, rules, images, job, claimed),
    );
    return { job: outcome, resumedFrom: 0 };
  };
  return { job, run };
}

export async function runIssueImport(
  db: Db,
  file: string,
  issue: number,
  date: string,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  return (await prepareIssueImport(db, file, issue, date)).run(options);
}

/** The job's progress is recorded in the same transaction (as one batch): a kill leaves
 * it at 0 done. */
async function loadIssue(
  db: Db,
  file: string,
  rules: RecordRules,
  images: ImageCache,
  job: Job,
  options: ImportOptions,
): Promise<void> {
  const { issue, date } = job.input as { issue: number; date: string };
  await db.transaction(async (tx) => {
    await openIssue(tx, issue, date);
    const counts = emptyCounts();
    let done = 0;
    options.onProgress?.(0, job.total);
    const size = options.batchSize ?? DEFAULT_BATCH_SIZE;
    for await (const batch of recordBatches(file, rules, size, images)) {
      throwIfStopped(options.signal);
      const c = await loadBatch(tx, batch);
      for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += c[k];
      done += batch.length;
      options.onProgress?.(done, job.total);
    }
    const published = await tx.query(
      'UPDATE gazette_issues SET published_at = now() WHERE issue_no = $1 AND published_at IS NULL',
      [issue],
    );
    // the issue's watch job commits with its publication: no issue escapes monitoring
    if (published.rowCount > 0) await openWatchJob(tx, issue);
    await recordBatch(tx, job.id, 0, done, counts);
  });
}
