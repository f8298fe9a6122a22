import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  SUBJECT_NOTICE_PATHS,
  archiveMessages,
  noticeMessages as m,
  type SubjectNoticePage,
} from 'shared-api/contract';
import { body, build, testClock } from '../../helper';
import {
  LATEST_ISSUE,
  NOW,
  OLDEST_SHOWN,
  TYPES,
  addNotice,
  addSubject,
  issueDate,
  loadNoticeRegister,
  memberOfLevel,
  ownerCallers,
  send,
} from '../../archives/notices/notice-fixtures';
import { answer, type Caller } from '../account/money/money-helpers';

/**
 * /announcement: the gazette notices of every mark under a subject (its holder's or its
 * agency's normalised name), read from gazette_notices and the register.
 */
const clock = testClock(NOW);
const HOLDER = '华为技术有限公司';
const AGENCY = '杭州天成知识产权代理有限公司';
let app: FastifyInstance;
let codes: string[];
let member: Caller;
let holderSubject: number;
let agencySubject: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadNoticeRegister(app);
  const notice = (issue: number, typeId: number, code: number, classId: number, mark: string) =>
    addNotice(app, { issue, typeId, regNo: codes[code]!, classId, mark, page: code + 1 });
  // 华为 (30000001, classes 9 and 35) is 华为技术有限公司's; every mark has the agency
  await notice(LATEST_ISSUE, TYPES.licence, 0, 35, '华为');
  await notice(LATEST_ISSUE, TYPES.transfer, 0, 9, '华为');
  await notice(LATEST_ISSUE, TYPES.renewal, 6, 30, '康师傅');
  await notice(LATEST_ISSUE, TYPES.change, 2, 9, '华为科技');
  await notice(LATEST_ISSUE - 2, TYPES.renewal, 0, 9, '华为');
  await notice(OLDEST_SHOWN - 1, TYPES.change, 0, 9, '华为');
  // a number the register lacks is under no subject
  await addNotice(app, { issue: LATEST_ISSUE, typeId: TYPES.transfer, regNo: 'G1', classId: 9 });
  member = await memberOfLevel(app, 4);
  holderSubject = await addSubject(app, member.account, HOLDER, 3, true);
  agencySubject = await addSubject(app, member.account, AGENCY, 4);
});
afterAll(() => app.close());

const query = (caller: Caller | null, payload: object) =>
  send(app, caller, 'POST', SUBJECT_NOTICE_PATHS.queryNoticeMonitors, payload);
const notices = async (payload: object, caller: Caller = member) =>
  body<SubjectNoticePage>(await query(caller, payload)).data;
const rows = (page: SubjectNoticePage) => page.list.map((n) => [n.regcode, n.categary, n.typeId]);

describe('queryNoticeMonitors', () => {
  it('no subject named: the default one, in the newest issue with notices', async () => {
    const page = await notices({});
    expect(page).toMatchObject({
      subjectId: holderSubject,
      subjectName: HOLDER,
      total: 2,
      pageNum: 1,
      pageSize: 10,
    });
    expect(rows(page)).toEqual([
      [codes[0], 9, TYPES.transfer],
      [codes[0], 35, TYPES.licence],
    ]);
    expect(page.list[0]).toMatchObject({
      applicants: '华为',
      applicant: HOLDER,
      markDate: '2012-05-01',
      type: '商标转让/移转公告',
      noticedate: issueDate(LATEST_ISSUE),
    });
    expect(page.filter).toEqual([
      {
        TM_FIRST_ISSUE: [
          { ISSUE: LATEST_ISSUE, DATE: issueDate(LATEST_ISSUE), COUNT: 2 },
          { ISSUE: LATEST_ISSUE - 2, DATE: issueDate(LATEST_ISSUE - 2), COUNT: 1 },
        ],
      },
    ]);
    const older = await notices({ issue: LATEST_ISSUE - 2 });
    expect(rows(older)).toEqual([[codes[0], 9, TYPES.renewal]]);
    expect(await notices({ issue: LATEST_ISSUE - 1 })).toMatchObject({ list: [], total: 0 });
  });

  it('an agency subject by id: every mark it filed; filters by type, number and name', async () => {
    const all = await notices({ customRecordId: agencySubject });
    expect(all.subjectName).toBe(AGENCY);
    expect(rows(all)).toEqual([
      [codes[0], 9, TYPES.transfer],
      [codes[2], 9, TYPES.change],
      [codes[6], 30, TYPES.renewal],
      [codes[0], 35, TYPES.licence],
    ]);
    expect(rows(await notices({ customRecordId: agencySubject, cid: TYPES.renewal }))).toEqual([
      [codes[6], 30, TYPES.renewal],
    ]);
    const byNumber = await notices({ customRecordId: agencySubject, regcode: codes[6] });
    expect(rows(byNumber)).toEqual([[codes[6], 30, TYPES.renewal]]);
    // the issue buttons keep their counts while the list is filtered
    expect(byNumber.filter[0]!.TM_FIRST_ISSUE[0]).toMatchObject({ ISSUE: LATEST_ISSUE, COUNT: 4 });
    const byName = await notices({ customRecordId: agencySubject, applicants: '华为' });
    expect(rows(byName)).toEqual([
      [codes[0], 9, TYPES.transfer],
      [codes[2], 9, TYPES.change],
      [codes[0], 35, TYPES.licence],
    ]);
    const paged = await notices({ customRecordId: agencySubject, pageNum: 2, pageSize: 3 });
    expect(paged).toMatchObject({ total: 4, pageNum: 2 });
    expect(rows(paged)).toEqual([[codes[0], 35, TYPES.licence]]);
    expect(
      await notices({ customRecordId: agencySubject, cid: TYPES.prelim, applicants: '' }),
    ).toMatchObject({ list: [], total: 0 });
  });

  it('a subject by name, as the register’s variants of it are written', async () => {
    for (const applicant of [HOLDER, '华为技术有限责任公司', ' 华为技术　有限公司 ']) {
      expect((await notices({ applicant })).subjectId).toBe(holderSubject);
    }
    expect(answer(await query(member, { applicant: '别家有限公司' }))).toEqual({
      status: 404,
      code: ApiCode.notFound,
      message: archiveMessages.subjectNotFound,
      data: null,
    });
  });

  it('refusals: an issue outside the 12, a bad type, no subject at all', async () => {
    expect(answer(await query(member, { issue: OLDEST_SHOWN - 1 }))).toMatchObject({
      status: 400,
      message: m.issueNotInRange,
    });
    expect(answer(await query(member, { cid: 0 }))).toMatchObject({
      status: 400,
      message: m.badNoticeType,
    });
    const none = await memberOfLevel(app, 3);
    expect(answer(await query(none, {}))).toMatchObject({
      status: 404,
      message: archiveMessages.noDefaultSubject,
    });
  });
});

describe('the subject facet', () => {
  it('every one of the 12 issues with the subject’s notice count', async () => {
    const res = await send(app, member, 'GET', SUBJECT_NOTICE_PATHS.facet(agencySubject));
    const counts = body<Record<string, number>>(res).data;
    expect(Object.keys(counts)).toHaveLength(12);
    expect(counts).toMatchObject({ [LATEST_ISSUE]: 4, [LATEST_ISSUE - 2]: 1, [OLDEST_SHOWN]: 0 });
    const holder = body<Record<string, number>>(
      await send(app, member, 'GET', SUBJECT_NOTICE_PATHS.facet(holderSubject)),
    ).data;
    expect(holder[LATEST_ISSUE]).toBe(2);
  });
});

describe('who may read them', () => {
  it('level 1 gets 4002; B and a visitor cannot read A’s subject; A’s sub-account can', async () => {
    const plain = await memberOfLevel(app, null);
    for (const res of [
      await query(plain, {}),
      await send(app, plain, 'GET', SUBJECT_NOTICE_PATHS.facet(holderSubject)),
    ]) {
      expect(answer(res)).toEqual({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
        data: null,
      });
    }
    const { a, b, aSub, visitor } = await ownerCallers(app);
    const aSubject = await addSubject(app, a.account, HOLDER, 3, true);
    const subjectNotFound = {
      status: 404,
      code: ApiCode.notFound,
      message: archiveMessages.subjectNotFound,
      data: null,
    };
    expect(answer(await query(b, { customRecordId: aSubject }))).toEqual(subjectNotFound);
    expect(answer(await send(app, b, 'GET', SUBJECT_NOTICE_PATHS.facet(aSubject)))).toEqual(
      subjectNotFound,
    );
    // B's own default: none yet, then its own subject of the same name, not A's
    expect(answer(await query(b, { applicant: HOLDER }))).toEqual(subjectNotFound);
    const bSubject = await addSubject(app, b.account, HOLDER, 3, true);
    expect((await notices({ applicant: HOLDER }, b)).subjectId).toBe(bSubject);
    expect((await query(visitor, {})).statusCode).toBe(401);
    expect((await send(app, visitor, 'GET', SUBJECT_NOTICE_PATHS.facet(aSubject))).statusCode).toBe(
      401,
    );
    expect((await notices({}, aSub)).subjectId).toBe(aSubject);
    const subFacet = await send(app, aSub, 'GET', SUBJECT_NOTICE_PATHS.facet(aSubject));
    expect(body<Record<string, number>>(subFacet).data[LATEST_ISSUE]).toBe(2);
  });
});
