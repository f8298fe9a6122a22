import type { FastifyInstance } from 'fastify';
import { JobStopped } from '../../src/register/jobs';
import { ImportLineError } from '../../src/register/read-jsonl';
import { IssueConflictError, runIssueImport } from '../../src/register/run-issue-import';
import { build } from '../helper';
import { sampleRecord, writeJsonl } from './fixtures';

let app: FastifyInstance;
beforeEach(async () => {
  app = await build();
});
afterEach(() => app.close());

const ISSUE = 1990;
const DATE = '2026-10-27';

/** A mark first announced in ISSUE, as an issue file lists it. */
const announced = (n: number) =>
  sampleRecord(n, {
    TM_STATUS: 1,
    TM_APP_DATE: '2026-02-01',
    TM_FIRST_DATE: DATE,
    TM_FIRST_ISSUE: ISSUE,
    TM_REG_DATE: null,
    TM_REG_ISSUE: null,
    TM_DEADLINE_START: null,
    TM_DEADLINE_END: null,
    TMNOTICELS_CN: [
      { code: 'TMZCSQ', issue: ISSUE, page: n, name: '商标初步审定公告', date: DATE },
    ],
  });

const issueRow = async () =>
  (
    await app.db.query<{ published: boolean }>(
      `SELECT published_at IS NOT NULL AS published FROM gazette_issues WHERE issue_no = $1`,
      [ISSUE],
    )
  ).rows[0];

const marks = async () =>
  Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM trademarks')).rows[0]!.n);

describe('npm run import:issue', () => {
  it('loads the issue as one unit and publishes it', async () => {
    const file = await writeJsonl([announced(1), announced(2), announced(3)]);
    const { job } = await runIssueImport(app.db, file, ISSUE, DATE);
    expect(job).toMatchObject({ kind: 'issue', status: 'done', done: 3 });
    expect(await issueRow()).toEqual({ published: true });
    const notices = await app.db.query(
      `SELECT type_id, count(*)::int AS n FROM gazette_notices WHERE issue_no = $1 GROUP BY 1`,
      [ISSUE],
    );
    expect(notices.rows).toEqual([{ type_id: 36, n: 3 }]);

    const again = await runIssueImport(app.db, file, ISSUE, DATE);
    expect(again.job.summary).toMatchObject({ inserted: 0, unchanged: 3 });
  });

  it('refuses a record without a notice in the issue, writing nothing', async () => {
    const file = await writeJsonl([announced(1), sampleRecord(2)]);
    await expect(runIssueImport(app.db, file, ISSUE, DATE)).rejects.toThrow(
      new ImportLineError(2, `没有第 ${ISSUE} 期的公告`),
    );
    expect(await issueRow()).toBeUndefined();
    expect(await marks()).toBe(0);
  });

  it('refuses a date that contradicts the stored issue', async () => {
    await runIssueImport(app.db, await writeJsonl([announced(1)]), ISSUE, DATE);
    const other = await writeJsonl([announced(2)]);
    await expect(runIssueImport(app.db, other, ISSUE, '2026-10-20')).rejects.toBeInstanceOf(
      IssueConflictError,
    );
    expect(await marks()).toBe(1);
  });

  it('leaves nothing of a killed issue import and finishes on the rerun', async () => {
    const file = await writeJsonl([1, 2, 3, 4].map(announced));
    const kill = new AbortController();
    const killed = runIssueImport(app.db, file, ISSUE, DATE, {
      batchSize: 2,
      signal: kill.signal,
      onProgress: (done) => done >= 2 && kill.abort(),
    });
    await expect(killed).rejects.toBeInstanceOf(JobStopped);
    expect(await marks()).toBe(0);
    expect(await issueRow()).toBeUndefined();

    const { job } = await runIssueImport(app.db, file, ISSUE, DATE, { batchSize: 2 });
    expect(job).toMatchObject({ status: 'done', done: 4 });
    expect(await marks()).toBe(4);
    expect(await issueRow()).toEqual({ published: true });
  });
});
