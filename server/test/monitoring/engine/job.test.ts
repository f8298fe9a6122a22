import type { FastifyInstance } from 'fastify';
import { backfillWatches } from '../../../src/monitoring/engine/backfill';
import { runWatchJob } from '../../../src/monitoring/engine/watch-job';
import { JobStopped } from '../../../src/register/jobs';
import { build } from '../../helper';
import {
  addMember,
  addWatch,
  importIssue,
  ISSUE,
  remindersOf,
  storedMatches,
  type StoredMatch,
} from './fixtures';

let app: FastifyInstance;
beforeEach(async () => {
  app = await build();
});
afterEach(() => app.close());

/** Two members: one with two text watches, one with one; all find marks in ISSUE. */
async function watchesOfTwoMembers() {
  const first = await addMember(app.db);
  const second = await addMember(app.db);
  await addWatch(app.db, { memberId: first, name: '康师傅' });
  await addWatch(app.db, { memberId: first, name: '华为' });
  const single = await addWatch(app.db, { memberId: second, name: '王老吉' });
  return { first, second, single };
}

const runsOf = async () =>
  (
    await app.db.query<{ watch_id: number; matches: number }>(
      'SELECT watch_id, matches FROM watch_runs WHERE issue_no = $1 ORDER BY watch_id',
      [ISSUE],
    )
  ).rows;

describe('the watch job of an issue', () => {
  it('is opened when the issue is published, and stores runs, matches and one reminder', async () => {
    const { first, second, single } = await watchesOfTwoMembers();
    await importIssue(app.db);
    const opened = await app.db.query(`SELECT input FROM import_jobs WHERE kind = 'watch'`);
    expect(opened.rows).toEqual([{ input: { issue: ISSUE, batchMarks: 2000 } }]);

    const job = await runWatchJob(app.db, ISSUE);
    expect(job).toMatchObject({ kind: 'watch', status: 'done' });
    const matches = await storedMatches(app.db);
    expect(job.summary).toMatchObject({ matches: matches.length, watches: 3, reminders: 2 });
    const runs = await runsOf();
    expect(runs).toHaveLength(3);
    for (const run of runs) {
      expect(run.matches).toBe(matches.filter((m) => m.watch_id === run.watch_id).length);
      expect(run.matches).toBeGreaterThan(0);
    }
    const [several] = await remindersOf(app.db, first);
    expect(several!.content.text).toContain(`第${ISSUE}期`);
    expect(several!.content.links).toEqual([{ title: '查看监测概览', url: '/overview' }]);
    const [one] = await remindersOf(app.db, second);
    const count = runs.find((r) => r.watch_id === single)!.matches;
    expect(one!.content.text).toContain(`发现${count}件`);
    expect(one!.content.links).toEqual([
      {
        title: '查看监测结果',
        url: `/monitorManage/result?issue=${ISSUE}&id=${single}&type=1&monitorValue=${encodeURIComponent('王老吉')}`,
      },
    ]);
  });

  it('gives the same rows and no second reminder when run again', async () => {
    const { first, second } = await watchesOfTwoMembers();
    await importIssue(app.db);
    await runWatchJob(app.db, ISSUE);
    const matches = await storedMatches(app.db);
    const runs = await runsOf();
    const again = await runWatchJob(app.db, ISSUE);
    expect(again.summary).toMatchObject({ matches: 0, reminders: 0 });
    expect(await storedMatches(app.db)).toEqual(matches);
    expect(await runsOf()).toEqual(runs);
    expect(await remindersOf(app.db, first)).toHaveLength(1);
    expect(await remindersOf(app.db, second)).toHaveLength(1);
  });

  it('resumes an interrupted run from its committed batches, losing and doubling nothing', async () => {
    await watchesOfTwoMembers();
    await importIssue(app.db, 30);
    // what an uninterrupted run stores, on the same data
    await runWatchJob(app.db, ISSUE);
    const expected = await storedMatches(app.db);
    await app.db.exec('DELETE FROM watch_matches; DELETE FROM watch_runs; DELETE FROM reminders');

    const stop = new AbortController();
    const interrupted = runWatchJob(app.db, ISSUE, {
      batchMarks: 4,
      signal: stop.signal,
      onProgress: (done) => {
        if (done >= 4) stop.abort();
      },
    });
    await expect(interrupted).rejects.toBeInstanceOf(JobStopped);
    const partial = await storedMatches(app.db);
    expect(partial.length).toBeLessThan(expected.length);
    const { rows } = await app.db.query<{ status: string; done: number }>(
      `SELECT status, done FROM import_jobs WHERE kind = 'watch' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ status: 'running' });
    expect(rows[0]!.done).toBeGreaterThanOrEqual(4);

    const resumed = await runWatchJob(app.db, ISSUE);
    expect(resumed.status).toBe('done');
    expect(await storedMatches(app.db)).toEqual(expected);
    expect(resumed.summary).toMatchObject({ matches: expected.length, reminders: 2 });
  });
});

describe('backfillWatches', () => {
  it('runs a new watch against the latest issues like the job, without reminders', async () => {
    await importIssue(app.db);
    const member = await addMember(app.db);
    const watch = await addWatch(app.db, { memberId: member, name: '康师傅', start: '2027-01-01' });
    await backfillWatches(app.db, [watch]);
    const backfilled = await storedMatches(app.db);
    expect(backfilled.length).toBeGreaterThan(0);
    expect(await runsOf()).toEqual([{ watch_id: watch, matches: backfilled.length }]);

    // the job (start date moved into force) finds the same rows, and reminds nobody
    await app.db.query(`UPDATE watches SET start_date = '2026-01-01' WHERE id = $1`, [watch]);
    await app.db.exec('DELETE FROM watch_matches');
    await runWatchJob(app.db, ISSUE);
    expect(await storedMatches(app.db)).toEqual(backfilled);
    expect(await remindersOf(app.db, member)).toEqual([]);
  });

  it("replaces an edited watch's old matches", async () => {
    await importIssue(app.db);
    const member = await addMember(app.db);
    const watch = await addWatch(app.db, { memberId: member, name: '康师傅' });
    await backfillWatches(app.db, [watch]);
    const before: StoredMatch[] = await storedMatches(app.db);
    await app.db.query(`UPDATE watches SET name = '天鹅' WHERE id = $1`, [watch]);
    await backfillWatches(app.db, [watch]);
    const after = await storedMatches(app.db);
    expect(after.length).toBeGreaterThan(0);
    const ids = (rows: StoredMatch[]) => rows.map((r) => r.trademark_id);
    expect(ids(after).some((id) => ids(before).includes(id))).toBe(false);
    expect(await runsOf()).toEqual([{ watch_id: watch, matches: after.length }]);
  });
});
