import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  NOTICE_PATHS,
  gazettePageUrl,
  noticeMessages as m,
  type NoticeMark,
  type NoticeMarkPage,
  type NoticeOverview,
  type NoticeResultPage,
} from 'shared-api/contract';
import { body, build, testClock } from '../../helper';
import { answer, type Caller } from '../../routes/account/money/money-helpers';
import {
  LATEST_ISSUE,
  NOW,
  OLDEST_SHOWN,
  TYPES,
  TYPE_LABELS,
  UNPUBLISHED_ISSUE,
  addNotice,
  issueDate,
  loadNoticeRegister,
  memberOfLevel,
  ownerCallers,
  send,
} from './notice-fixtures';

/**
 * queryMonitors, queryMonitorsMaxIssue, monitorsFacet/{id} and monitorsOverview: a notice
 * mark's gazette notices over the latest 12 issues, read from gazette_notices.
 */
const clock = testClock(NOW);
let app: FastifyInstance;
let codes: string[];
let member: Caller;
let huawei: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadNoticeRegister(app);
  const regNo = codes[0]!;
  // 华为 (classes 9 and 35): a transfer of both classes, a licence and its preliminary
  // approval in the newest issue, a renewal three issues before, and notices outside the 12
  await addNotice(app, { issue: LATEST_ISSUE, typeId: TYPES.licence, regNo, classId: 9, page: 7 });
  await addNotice(app, {
    issue: LATEST_ISSUE,
    typeId: TYPES.transfer,
    regNo,
    classId: 35,
    page: 3,
    applicant: '深圳新主人科技有限公司',
  });
  await addNotice(app, {
    issue: LATEST_ISSUE,
    typeId: TYPES.transfer,
    regNo,
    classId: 9,
    page: 3,
    applicant: '深圳新主人科技有限公司',
  });
  await addNotice(app, { issue: LATEST_ISSUE, typeId: TYPES.prelim, regNo, classId: 9, page: 90 });
  await addNotice(app, { issue: LATEST_ISSUE - 3, typeId: TYPES.renewal, regNo, classId: 9 });
  await addNotice(app, { issue: OLDEST_SHOWN - 1, typeId: TYPES.change, regNo, classId: 9 });
  await addNotice(app, { issue: UNPUBLISHED_ISSUE, typeId: TYPES.change, regNo, classId: 9 });
  // another number's notice in the same issue
  await addNotice(app, {
    issue: LATEST_ISSUE,
    typeId: TYPES.transfer,
    regNo: codes[1]!,
    classId: 9,
  });
  member = await memberOfLevel(app, 4);
  huawei = body<NoticeMark>(await send(app, member, 'POST', `${NOTICE_PATHS.create}?code=${regNo}`))
    .data.id;
});
afterAll(() => app.close());

const results = async (
  caller: Caller | null,
  payload: object,
  path: string = NOTICE_PATHS.queryMonitors,
) => send(app, caller, 'POST', path, payload);
const page = async (payload: object, path?: string) =>
  body<NoticeResultPage>(await results(member, payload, path)).data;
const facet = (caller: Caller | null, id: number) =>
  send(app, caller, 'GET', NOTICE_PATHS.facet(id));
const twelve = Array.from({ length: 12 }, (_, i) => String(OLDEST_SHOWN + i));

describe('one issue’s notices (queryMonitors)', () => {
  it('in the gazette’s type order, each with its page picture; the issue list after', async () => {
    const shown = await page({ monitorId: huawei, issue: LATEST_ISSUE });
    expect(shown.total).toBe(4);
    expect(shown.list.map((n) => [n.typeId, n.categary, n.page])).toEqual([
      [TYPES.prelim, 9, 90],
      [TYPES.transfer, 9, 3],
      [TYPES.transfer, 35, 3],
      [TYPES.licence, 9, 7],
    ]);
    expect(shown.list[1]).toEqual({
      imageUrl: null,
      applicants: '华为',
      regcode: codes[0],
      categary: 9,
      applicant: '深圳新主人科技有限公司',
      markDate: '2012-05-01',
      type: TYPE_LABELS[TYPES.transfer],
      typeId: TYPES.transfer,
      issue: LATEST_ISSUE,
      noticedate: issueDate(LATEST_ISSUE),
      page: 3,
      ggImageUrl: gazettePageUrl(LATEST_ISSUE, TYPES.transfer, 3),
      UID: `${codes[0]}_9`,
    });
    expect(shown.filter).toEqual([
      {
        TM_FIRST_ISSUE: [
          { ISSUE: LATEST_ISSUE, DATE: issueDate(LATEST_ISSUE), COUNT: 4 },
          { ISSUE: LATEST_ISSUE - 3, DATE: issueDate(LATEST_ISSUE - 3), COUNT: 1 },
        ],
      },
    ]);
    const second = await page({ monitorId: huawei, issue: LATEST_ISSUE, pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(second.list.map((n) => n.typeId)).toEqual([TYPES.licence]);
    const older = await page({ monitorId: huawei, issue: LATEST_ISSUE - 3 });
    expect(older.list.map((n) => n.type)).toEqual([TYPE_LABELS[TYPES.renewal]]);
    expect(older.filter[0]!.TM_FIRST_ISSUE.map((i) => i.ISSUE)).toEqual([
      LATEST_ISSUE - 3,
      LATEST_ISSUE,
    ]);
    const quiet = await page({ monitorId: huawei, issue: LATEST_ISSUE - 1 });
    expect(quiet).toMatchObject({ list: [], total: 0 });
  });

  it('only the latest 12 published issues: older or unpublished ones are refused', async () => {
    for (const issue of [OLDEST_SHOWN - 1, UNPUBLISHED_ISSUE]) {
      expect(answer(await results(member, { monitorId: huawei, issue }))).toEqual({
        status: 400,
        code: ApiCode.badRequest,
        message: m.issueNotInRange,
        data: null,
      });
    }
    expect(answer(await results(member, { monitorId: huawei }))).toMatchObject({
      status: 400,
      message: m.issueRequired,
    });
    expect(answer(await results(member, { issue: LATEST_ISSUE }))).toMatchObject({
      status: 400,
      message: m.noticeMarkNotFound,
    });
  });

  it('a followed number the register lacks: its notices as the gazette printed them', async () => {
    const lost = await memberOfLevel(app, 3);
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO notice_marks (main_member_id, reg_no, start_date, end_date)
       VALUES ($1, 'G8800001', '2025-01-01', '2099-01-01') RETURNING id`,
      [lost.account],
    );
    await addNotice(app, {
      issue: LATEST_ISSUE,
      typeId: TYPES.change,
      regNo: 'G8800001',
      classId: 25,
      mark: 'LUMARA',
      applicant: 'Lumara GmbH',
    });
    const shown = body<NoticeResultPage>(
      await results(lost, { monitorId: rows[0]!.id }, NOTICE_PATHS.queryMonitorsMaxIssue),
    ).data;
    expect(shown.list).toEqual([
      expect.objectContaining({
        applicants: 'LUMARA',
        applicant: 'Lumara GmbH',
        markDate: '',
        imageUrl: null,
        categary: 25,
        type: TYPE_LABELS[TYPES.change],
      }),
    ]);
    const listed = body<NoticeMarkPage>(await send(app, lost, 'POST', NOTICE_PATHS.query, {}));
    expect(listed.data.list[0]).toMatchObject({
      mark: '',
      applicant: '',
      latestIssue: LATEST_ISSUE,
    });
  });
});

describe('the newest issue with notices, the facet, the overview and the list', () => {
  it('queryMonitorsMaxIssue shows the newest issue with notices, else the newest issue', async () => {
    const shown = await page({ monitorId: huawei }, NOTICE_PATHS.queryMonitorsMaxIssue);
    expect(shown.filter[0]!.TM_FIRST_ISSUE[0]).toMatchObject({ ISSUE: LATEST_ISSUE, COUNT: 4 });
    expect(shown.total).toBe(4);
    const quiet = await memberOfLevel(app, 3);
    const id = body<NoticeMark>(
      await send(app, quiet, 'POST', `${NOTICE_PATHS.create}?code=${codes[9]}`),
    ).data.id;
    const none = body<NoticeResultPage>(
      await results(quiet, { monitorId: id }, NOTICE_PATHS.queryMonitorsMaxIssue),
    ).data;
    expect(none).toMatchObject({ list: [], total: 0 });
    expect(none.filter).toEqual([
      { TM_FIRST_ISSUE: [{ ISSUE: LATEST_ISSUE, DATE: issueDate(LATEST_ISSUE), COUNT: 0 }] },
    ]);
  });

  it('facet: every one of the 12 issues with its count; overview: one row a mark', async () => {
    const counts = body<Record<string, number>>(await facet(member, huawei));
    expect(counts.message).not.toBe(m.expired);
    expect(Object.keys(counts.data).sort()).toEqual(twelve);
    expect(counts.data).toMatchObject({
      [LATEST_ISSUE]: 4,
      [LATEST_ISSUE - 3]: 1,
      [OLDEST_SHOWN]: 0,
    });

    const second = body<NoticeMark>(
      await send(app, member, 'POST', `${NOTICE_PATHS.create}?code=${codes[1]}`),
    ).data.id;
    const overview = body<NoticeOverview>(
      await send(app, member, 'POST', NOTICE_PATHS.overview, {}),
    ).data;
    expect(overview.issues.map((i) => i.issue)).toEqual(twelve.map(Number).reverse());
    expect(overview.issues[0]).toEqual({ issue: LATEST_ISSUE, date: issueDate(LATEST_ISSUE) });
    expect(overview).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect(overview.list.map((r) => [r.monitorId, r.monitorValue, r.mark])).toEqual([
      [second, codes[1], '華為'],
      [huawei, codes[0], '华为'],
    ]);
    expect(overview.list[0]!.valueMap[LATEST_ISSUE]).toBe(1);
    expect(overview.list[1]!.valueMap).toEqual(counts.data);
    expect(overview.list[1]!.endDate).toBe('2026-06-01');

    const listed = body<NoticeMarkPage>(await send(app, member, 'POST', NOTICE_PATHS.query, {}));
    expect(listed.data.list.find((n) => n.id === huawei)).toMatchObject({
      latestIssue: LATEST_ISSUE,
      latestNotices: 4,
    });
  });

  it('an expired mark keeps the notices of the issues it was in force for, and says 该商标已过期', async () => {
    const lapsed = await memberOfLevel(app, 4);
    const id = body<NoticeMark>(
      await send(app, lapsed, 'POST', `${NOTICE_PATHS.create}?code=${codes[0]}`),
    ).data.id;
    await app.db.query('UPDATE notice_marks SET end_date = $2 WHERE id = $1', [
      id,
      issueDate(LATEST_ISSUE - 1),
    ]);
    const counts = body<Record<string, number>>(await facet(lapsed, id));
    expect(counts.message).toBe(m.expired);
    expect(counts.data).toMatchObject({ [LATEST_ISSUE]: 0, [LATEST_ISSUE - 3]: 1 });
    const shown = body<NoticeResultPage>(
      await results(lapsed, { monitorId: id }, NOTICE_PATHS.queryMonitorsMaxIssue),
    ).data;
    expect(shown.list.map((n) => n.issue)).toEqual([LATEST_ISSUE - 3]);
    expect(
      body<NoticeResultPage>(await results(lapsed, { monitorId: id, issue: LATEST_ISSUE })).data,
    ).toMatchObject({ list: [], total: 0 });
    const listed = body<NoticeMarkPage>(await send(app, lapsed, 'POST', NOTICE_PATHS.query, {}));
    expect(listed.data.list[0]).toMatchObject({
      status: 2,
      latestIssue: LATEST_ISSUE - 3,
      latestNotices: 1,
    });
  });
});

describe('who may read them', () => {
  it('level 1 gets 4002; B gets 公告定制商标不存在 for A’s mark; A’s sub-account reads it', async () => {
    const plain = await memberOfLevel(app, null);
    const { a, b, aSub, visitor } = await ownerCallers(app);
    const id = body<NoticeMark>(
      await send(app, a, 'POST', `${NOTICE_PATHS.create}?code=${codes[0]}`),
    ).data.id;
    const calls = (who: Caller | null) => [
      results(who, { monitorId: id, issue: LATEST_ISSUE }),
      results(who, { monitorId: id }, NOTICE_PATHS.queryMonitorsMaxIssue),
      facet(who, id),
    ];
    for (const res of await Promise.all(calls(plain))) {
      expect(answer(res)).toMatchObject({ status: 403, message: NEEDS_ENTERPRISE_VIP });
    }
    expect(answer(await send(app, plain, 'POST', NOTICE_PATHS.overview, {}))).toMatchObject({
      status: 403,
      code: ApiCode.noPermission,
    });
    for (const res of await Promise.all(calls(b))) {
      expect(answer(res)).toEqual({
        status: 404,
        code: ApiCode.notFound,
        message: m.noticeMarkNotFound,
        data: null,
      });
    }
    const bOverview = body<NoticeOverview>(await send(app, b, 'POST', NOTICE_PATHS.overview, {}));
    expect(bOverview.data.total).toBe(0);
    for (const res of await Promise.all(calls(visitor))) expect(res.statusCode).toBe(401);
    expect((await send(app, visitor, 'POST', NOTICE_PATHS.overview, {})).statusCode).toBe(401);
    for (const res of await Promise.all(calls(aSub))) expect(body(res).code).toBe(200);
    const subOverview = body<NoticeOverview>(
      await send(app, aSub, 'POST', NOTICE_PATHS.overview, {}),
    );
    expect(subOverview.data.list.map((r) => r.monitorId)).toEqual([id]);
  });
});
