import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  NOTICE_EXPORT_PATHS,
  NOTICE_PATHS,
  archiveMessages,
  noticeMessages as m,
  type NoticeMark,
} from 'shared-api/contract';
import { exportMessages } from '../../../src/exports/messages';
import { body, build, testClock } from '../../helper';
import {
  LATEST_ISSUE,
  NOW,
  OLDEST_SHOWN,
  TYPES,
  TYPE_LABELS,
  addNotice,
  addSubject,
  issueDate,
  loadNoticeRegister,
  memberOfLevel,
  ownerCallers,
  send,
} from '../../archives/notices/notice-fixtures';
import { answer, type Caller } from '../account/money/money-helpers';

/** excelByCustomNotice and excelCustomDataByCodeCategary: notices over 1–3 issues as .xlsx. */
const clock = testClock(NOW);
const AGENCY = '杭州天成知识产权代理有限公司';
let app: FastifyInstance;
let codes: string[];
let member: Caller;
let huawei: number;
let agencySubject: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadNoticeRegister(app);
  const notice = (issue: number, typeId: number, code: number, classId: number, page = 1) =>
    addNotice(app, { issue, typeId, regNo: codes[code]!, classId, page, mark: `标${code}` });
  await notice(LATEST_ISSUE, TYPES.licence, 0, 35, 8);
  await notice(LATEST_ISSUE, TYPES.transfer, 0, 9, 2);
  await notice(LATEST_ISSUE - 2, TYPES.renewal, 0, 9, 5);
  await notice(LATEST_ISSUE - 3, TYPES.change, 0, 9);
  await notice(LATEST_ISSUE, TYPES.renewal, 6, 30);
  member = await memberOfLevel(app, 4);
  huawei = body<NoticeMark>(
    await send(app, member, 'POST', `${NOTICE_PATHS.create}?code=${codes[0]}`),
  ).data.id;
  agencySubject = await addSubject(app, member.account, AGENCY, 4, true);
});
afterAll(() => app.close());

const exportMark = (caller: Caller | null, payload: object) =>
  send(app, caller, 'POST', NOTICE_EXPORT_PATHS.noticeMark, payload);
const exportSubject = (caller: Caller | null, payload: object) =>
  send(app, caller, 'POST', NOTICE_EXPORT_PATHS.subject, payload);

/** The sheet's rows as text, header first; and the file name the download carries. */
async function sheet(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const encoded = /filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']))![1]!;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
  return { name: decodeURIComponent(encoded), rows: rows.map((r) => r.slice(1).map(String)) };
}

describe('a notice mark’s export', () => {
  it('the notices of 1–3 issues, newest issue first, as the result table shows them', async () => {
    const { name, rows } = await sheet(
      await exportMark(member, {
        monitorId: huawei,
        startIssue: LATEST_ISSUE - 2,
        stopIssue: LATEST_ISSUE,
      }),
    );
    expect(name).toBe(
      `商标公告结果_${codes[0]}_${LATEST_ISSUE - 2}-${LATEST_ISSUE}期_20250601.xlsx`,
    );
    expect(rows[0]).toEqual([
      '序号',
      '商标名称',
      '注册号',
      '国际分类',
      '申请人',
      '申请日期',
      '公告类型',
      '公告期号',
      '公告日期',
      '公告页码',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '1',
        '标0',
        codes[0],
        '第 09 类',
        '华为技术有限公司',
        '2012-05-01',
        TYPE_LABELS[TYPES.transfer],
        String(LATEST_ISSUE),
        issueDate(LATEST_ISSUE),
        '2',
      ],
      [
        '2',
        '标0',
        codes[0],
        '第 35 类',
        '华为技术有限公司',
        '2018-03-01',
        TYPE_LABELS[TYPES.licence],
        String(LATEST_ISSUE),
        issueDate(LATEST_ISSUE),
        '8',
      ],
      [
        '3',
        '标0',
        codes[0],
        '第 09 类',
        '华为技术有限公司',
        '2012-05-01',
        TYPE_LABELS[TYPES.renewal],
        String(LATEST_ISSUE - 2),
        issueDate(LATEST_ISSUE - 2),
        '5',
      ],
    ]);
    const one = await sheet(
      await exportMark(member, {
        monitorId: huawei,
        startIssue: LATEST_ISSUE - 1,
        stopIssue: '' + (LATEST_ISSUE - 1),
      }),
    );
    expect(one.name).toContain(`_${LATEST_ISSUE - 1}期_`);
    expect(one.rows).toHaveLength(1);
  });

  it('refuses with the spec’s messages', async () => {
    const refused = async (payload: object, status: number, message: string) =>
      expect(answer(await exportMark(member, { monitorId: huawei, ...payload }))).toMatchObject({
        status,
        message,
      });
    await refused({ startIssue: LATEST_ISSUE }, 400, m.issueRequired);
    await refused({ startIssue: '', stopIssue: '' }, 400, m.issueRequired);
    await refused({ startIssue: LATEST_ISSUE - 3, stopIssue: LATEST_ISSUE }, 400, m.tooManyIssues);
    await refused({ startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE - 1 }, 400, m.issueOrder);
    await refused(
      { startIssue: OLDEST_SHOWN - 1, stopIssue: OLDEST_SHOWN },
      400,
      m.issueNotInRange,
    );
    await refused(
      { monitorId: '', startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE },
      404,
      m.noticeMarkNotFound,
    );
    await app.db.query("UPDATE notice_marks SET end_date = '2025-05-31' WHERE id = $1", [huawei]);
    await refused({ startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE }, 409, m.expired);
    await app.db.query("UPDATE notice_marks SET end_date = '2026-06-01' WHERE id = $1", [huawei]);
  });
});

describe('a subject’s export (/announcement)', () => {
  it('every mark under the subject, with the page’s filters; the default subject when none is named', async () => {
    const all = await sheet(
      await exportSubject(member, {
        customRecordId: agencySubject,
        startIssue: LATEST_ISSUE,
        stopIssue: LATEST_ISSUE,
      }),
    );
    expect(all.name).toBe(`商标公告结果_${AGENCY}_${LATEST_ISSUE}期_20250601.xlsx`);
    expect(all.rows.slice(1).map((r) => [r[2], r[6]])).toEqual([
      [codes[0], TYPE_LABELS[TYPES.transfer]],
      [codes[6], TYPE_LABELS[TYPES.renewal]],
      [codes[0], TYPE_LABELS[TYPES.licence]],
    ]);
    const filtered = await sheet(
      await exportSubject(member, {
        startIssue: LATEST_ISSUE - 2,
        stopIssue: LATEST_ISSUE,
        cid: TYPES.renewal,
        applicants: '标',
      }),
    );
    expect(filtered.rows.slice(1).map((r) => [r[2], r[7]])).toEqual([
      [codes[6], String(LATEST_ISSUE)],
      [codes[0], String(LATEST_ISSUE - 2)],
    ]);
    const byNumber = await sheet(
      await exportSubject(member, {
        startIssue: LATEST_ISSUE,
        stopIssue: LATEST_ISSUE,
        regcode: codes[6],
      }),
    );
    expect(byNumber.rows).toHaveLength(2);
  });

  it('refuses an unknown subject, an account without subjects and the issue rules', async () => {
    const issues = { startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE };
    expect(
      answer(await exportSubject(member, { customRecordId: 2_000_000_000, ...issues })),
    ).toMatchObject({ status: 404, message: archiveMessages.subjectNotFound });
    const none = await memberOfLevel(app, 3);
    expect(answer(await exportSubject(none, issues))).toMatchObject({
      status: 404,
      message: archiveMessages.noDefaultSubject,
    });
    expect(
      answer(
        await exportSubject(member, { startIssue: LATEST_ISSUE - 5, stopIssue: LATEST_ISSUE }),
      ),
    ).toMatchObject({ status: 400, message: m.tooManyIssues });
    expect(answer(await exportSubject(member, { stopIssue: LATEST_ISSUE }))).toMatchObject({
      status: 400,
      message: m.issueRequired,
    });
  });
});

describe('who may export', () => {
  it('4002 below enterprise VIP and for visitors; B cannot export A’s; A’s sub-account can', async () => {
    const issues = { startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE };
    const plain = await memberOfLevel(app, 2);
    for (const res of [
      await exportMark(plain, { monitorId: huawei, ...issues }),
      await exportSubject(plain, issues),
    ]) {
      expect(answer(res)).toEqual({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
        data: null,
      });
    }
    const { a, b, aSub, visitor } = await ownerCallers(app);
    for (const res of [
      await exportMark(visitor, { monitorId: huawei, ...issues }),
      await exportSubject(visitor, issues),
    ]) {
      expect(answer(res)).toMatchObject({
        status: 403,
        code: ApiCode.noPermission,
        message: exportMessages.loginRequired,
      });
    }
    const aMark = body<NoticeMark>(
      await send(app, a, 'POST', `${NOTICE_PATHS.create}?code=${codes[0]}`),
    ).data.id;
    const aSubject = await addSubject(app, a.account, AGENCY, 4, true);
    expect(answer(await exportMark(b, { monitorId: aMark, ...issues }))).toMatchObject({
      status: 404,
      message: m.noticeMarkNotFound,
    });
    expect(answer(await exportSubject(b, { customRecordId: aSubject, ...issues }))).toMatchObject({
      status: 404,
      message: archiveMessages.subjectNotFound,
    });
    expect(
      (await sheet(await exportMark(aSub, { monitorId: aMark, ...issues }))).rows,
    ).toHaveLength(3);
    expect((await sheet(await exportSubject(aSub, issues))).rows).toHaveLength(4);
  });
});
