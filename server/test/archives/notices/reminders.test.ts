import type { FastifyInstance } from 'fastify';
import { NOTICE_PATHS, type NoticeMark, type NoticeResultPage } from 'shared-api/contract';
import { remindNoticeFollowers } from '../../../src/archives/notices/notice-reminders';
import { runWatchJob } from '../../../src/monitoring/engine/watch-job';
import { runIssueImport } from '../../../src/register/run-issue-import';
import { body, build, testClock } from '../../helper';
import { sampleRecord, writeJsonl } from '../../register/fixtures';
import { remindersOf, type Caller } from '../../routes/account/money/money-helpers';
import {
  NOW,
  TYPE_LABELS,
  TYPES,
  loadNoticeRegister,
  memberOfLevel,
  send,
} from './notice-fixtures';

/**
 * An issue published by `npm run import:issue`: its watch job reminds each account with
 * notices for its followed numbers once (notice_reminders), and the results show them.
 */
const ISSUE = 1920;
const ISSUE_DATE = '2025-06-10';
const TITLE = `第${ISSUE}期公告定制提醒`;
const clock = testClock(NOW);
let app: FastifyInstance;
let codes: string[];
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadNoticeRegister(app);
});
afterAll(() => app.close());

const follow = async (caller: Caller, code: string) =>
  body<NoticeMark>(await send(app, caller, 'POST', `${NOTICE_PATHS.create}?code=${code}`)).data.id;
const noticeRemindersOf = async (memberId: number) =>
  (await remindersOf(app, memberId)).filter((r) => r.title === TITLE);

/** The issue's file: existing marks, each with one notice of the issue (code, class). */
async function importIssue(notices: Array<[string, number, string]>) {
  const records = notices.map(([code, classId, noticeCode], n) =>
    sampleRecord(n + 1, {
      TM_CODE: code,
      TM_NCL: classId,
      TM_NAME: '华为',
      TM_HOLDER_CN: '华为技术有限公司',
      TMNOTICELS_CN: [
        { code: noticeCode, issue: ISSUE, page: n + 1, name: '公告', date: ISSUE_DATE },
      ],
    }),
  );
  await runIssueImport(app.db, await writeJsonl(records), ISSUE, ISSUE_DATE);
}

describe('notice reminders of a published issue', () => {
  it('one per account with notices for its numbers, sent once; the notices in the results', async () => {
    const a = await memberOfLevel(app, 4);
    const b = await memberOfLevel(app, 4);
    const lapsed = await memberOfLevel(app, 4);
    const quiet = await memberOfLevel(app, 4);
    await follow(a, codes[0]!);
    await follow(a, codes[1]!);
    const bMark = await follow(b, codes[2]!);
    const lapsedMark = await follow(lapsed, codes[3]!);
    // its last day was before the issue's date: it does not read the issue
    await app.db.query("UPDATE notice_marks SET end_date = '2025-06-09' WHERE id = $1", [
      lapsedMark,
    ]);
    await follow(quiet, codes[4]!);

    await importIssue([
      [codes[0]!, 9, 'TMZR'],
      [codes[0]!, 35, 'TMZR'],
      [codes[1]!, 9, 'TMXKBA'],
      [codes[2]!, 9, 'TMXZ'],
      [codes[3]!, 9, 'TMZR'],
    ]);
    const job = await runWatchJob(app.db, ISSUE);
    expect(job).toMatchObject({ status: 'done' });
    expect(job.summary).toMatchObject({ noticeReminders: 2 });

    expect(await noticeRemindersOf(a.id)).toEqual([
      {
        title: TITLE,
        content: {
          text: `您定制的2件商标在第${ISSUE}期商标公告中有3条公告，请及时查看。`,
          links: [{ title: '查看公告概览', url: '/noticeOverview' }],
        },
      },
    ]);
    const query = `issue=${ISSUE}&id=${bMark}&monitorValue=${codes[2]}`;
    expect(await noticeRemindersOf(b.id)).toEqual([
      {
        title: TITLE,
        content: {
          text: `您定制的1件商标在第${ISSUE}期商标公告中有1条公告，请及时查看。`,
          links: [{ title: '查看公告结果', url: `/noticeManage/noticeResult?${query}` }],
        },
      },
    ]);
    expect(await noticeRemindersOf(lapsed.id)).toEqual([]);
    expect(await noticeRemindersOf(quiet.id)).toEqual([]);
    const ledger = await app.db.query<{ main_member_id: number; notices: number }>(
      'SELECT main_member_id, notices FROM notice_reminders WHERE issue_no = $1 ORDER BY 1',
      [ISSUE],
    );
    expect(ledger.rows).toEqual([
      { main_member_id: a.account, notices: 3 },
      { main_member_id: b.account, notices: 1 },
    ]);

    // a rerun (npm run watch:issue, a second process finishing the issue) sends nothing
    const again = await app.db.transaction((tx) => remindNoticeFollowers(tx, ISSUE, new Date()));
    expect(again).toBe(0);
    expect(await noticeRemindersOf(a.id)).toHaveLength(1);

    // the link's page: the issue is the newest with notices for B's number
    const shown = body<NoticeResultPage>(
      await send(app, b, 'POST', NOTICE_PATHS.queryMonitorsMaxIssue, { monitorId: bMark }),
    ).data;
    expect(shown.filter[0]!.TM_FIRST_ISSUE[0]).toMatchObject({ ISSUE: ISSUE, DATE: ISSUE_DATE });
    expect(shown.list).toEqual([
      expect.objectContaining({
        regcode: codes[2],
        type: TYPE_LABELS[TYPES.renewal],
        issue: ISSUE,
        noticedate: ISSUE_DATE,
      }),
    ]);
  });
});
