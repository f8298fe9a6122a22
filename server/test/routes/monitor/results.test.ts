import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  JIANCE_PATHS,
  MONITOR_EXPORT_PATH,
  MONITOR_PATHS,
  NEEDS_ENTERPRISE_VIP,
  monitorMessages as m,
  type JianceDetail,
  type JianceResult,
  type PaymentRequiredData,
  type Watch,
  type WatchMatchPage,
  type WatchOverview,
} from 'shared-api/contract';
import { body, build } from '../../helper';
import { setLevel } from '../account/account-helpers';
import { answer, call, newMainAccount, type Caller } from '../account/money/money-helpers';
import {
  LATEST_ISSUE,
  OLDEST_SHOWN,
  insertMatch,
  issueDate,
  loadMonitorRegister,
} from './monitor-helpers';

let app: FastifyInstance;
let marks: Map<string, number>;
let member: Caller;
let watchId: number;
beforeAll(async () => {
  app = await build();
  marks = await loadMonitorRegister(app);
  member = await newMainAccount(app);
  const res = await call(app, member, 'POST', MONITOR_PATHS.createText, {
    monitorType: 1,
    monitorValue: '华为',
  });
  watchId = body<Watch>(res).data.id;
  // the engine's work, written by hand: two issues with matches, one too old to show
  await insertMatch(app, watchId, LATEST_ISSUE, marks.get('华为科技/9')!, 70);
  await insertMatch(app, watchId, LATEST_ISSUE, marks.get('華為/9')!, 100, '相同');
  await insertMatch(app, watchId, LATEST_ISSUE, marks.get('为华/9')!, 70);
  await insertMatch(app, watchId, LATEST_ISSUE - 2, marks.get('HUAWEI/9')!, 95);
  await insertMatch(app, watchId, OLDEST_SHOWN - 1, marks.get('华为/30')!, 100, '相同');
});
afterAll(() => app.close());

const matchesIn = (issueNo: number, extra: object = {}) =>
  call(app, member, 'POST', MONITOR_PATHS.queryMonitors, { monitorId: watchId, issueNo, ...extra });
const exportAs = (caller: Caller, payload: object) =>
  call(app, caller, 'POST', MONITOR_EXPORT_PATH, { monitorId: watchId, ...payload });

describe('results', () => {
  it('one issue: search rows by grade then newest, each with its match, issue and deadline', async () => {
    const page = body<WatchMatchPage>(await matchesIn(LATEST_ISSUE)).data;
    expect(page.total).toBe(3);
    // equal scores: the newer application first (华为科技 2019, 为华 2020)
    expect(page.list.map((r) => r.TM_NAME)).toEqual(['華為', '为华', '华为科技']);
    expect(page.list[0]).toMatchObject({
      UID: expect.stringMatching(/_9$/),
      match: { score: 100, grade: '相同', reasons: ['读音相同'], highlight: [0] },
      issue: LATEST_ISSUE,
      issueDate: issueDate(LATEST_ISSUE),
      oppositionDeadline: '2025-07-08',
    });
    expect(page.filter[0]!.TM_FIRST_ISSUE.map((i) => [i.ISSUE, i.COUNT])).toEqual([
      [LATEST_ISSUE, 3],
      [LATEST_ISSUE - 2, 1],
    ]);
    const second = body<WatchMatchPage>(await matchesIn(LATEST_ISSUE, { pageNum: 2, pageSize: 2 }));
    expect(second.data.list.map((r) => r.TM_NAME)).toEqual(['华为科技']);
    expect(second.data.total).toBe(3);
  });

  it('only the latest 12 published issues', async () => {
    for (const issue of [OLDEST_SHOWN - 1, LATEST_ISSUE + 1]) {
      expect(answer(await matchesIn(issue))).toMatchObject({
        status: 400,
        message: m.issueNotInRange,
      });
    }
    expect((await matchesIn(-5)).statusCode).toBe(400);
  });

  it('max issue: the newest issue with matches; facet and overview count the 12 issues', async () => {
    const max = await call(app, member, 'POST', MONITOR_PATHS.queryMonitorsMaxIssue, {
      monitorId: watchId,
    });
    expect(body<WatchMatchPage>(max).data.filter[0]!.TM_FIRST_ISSUE[0]!.ISSUE).toBe(LATEST_ISSUE);
    const facet = body<Record<string, number>>(
      await call(app, member, 'GET', MONITOR_PATHS.facet(watchId)),
    ).data;
    expect(Object.keys(facet)).toHaveLength(12);
    expect(facet[String(LATEST_ISSUE)]).toBe(3);
    expect(facet[String(LATEST_ISSUE - 2)]).toBe(1);
    expect(facet[String(OLDEST_SHOWN - 1)]).toBeUndefined();
    const overview = body<WatchOverview>(
      await call(app, member, 'POST', MONITOR_PATHS.overview, { pageNum: 1, pageSize: 10 }),
    ).data;
    expect(overview.total).toBe(1);
    expect(overview.issues).toHaveLength(12);
    expect(overview.issues[0]).toEqual({ issue: LATEST_ISSUE, date: issueDate(LATEST_ISSUE) });
    expect(overview.list[0]).toMatchObject({
      monitorId: watchId,
      monitorValue: '华为',
      valueMap: facet,
    });
  });
});

describe('export', () => {
  it('reads back the rows of 1–3 issues from the workbook', async () => {
    const res = await exportAs(member, { startIssue: LATEST_ISSUE - 2, stopIssue: LATEST_ISSUE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; .*filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    const text = rows.map((r) => r.slice(1).map(String));
    expect(text[0]).toEqual([
      '序号',
      '商标名称',
      '申请号/注册号',
      '国际分类',
      '商标状态',
      '申请人',
      '代理机构',
      '初审公告期号',
      '近似程度',
      '近似理由',
      '异议截止日',
    ]);
    expect(text.slice(1).map((r) => [r[1], r[3], r[7], r[8], r[9], r[10]])).toEqual([
      ['華為', '第 09 类', String(LATEST_ISSUE), '相同', '读音相同', '2025-07-08'],
      ['为华', '第 09 类', String(LATEST_ISSUE), '近似', '读音相同', '2025-07-08'],
      ['华为科技', '第 09 类', String(LATEST_ISSUE), '近似', '读音相同', '2025-07-08'],
      ['HUAWEI', '第 09 类', String(LATEST_ISSUE - 2), '高度近似', '读音相同', '2025-06-25'],
    ]);
    // by value and type, as the page sends it
    const byValue = await call(app, member, 'POST', MONITOR_EXPORT_PATH, {
      keyword: '华为',
      monitorType: 1,
      startIssue: LATEST_ISSUE,
      stopIssue: LATEST_ISSUE,
    });
    expect(byValue.statusCode).toBe(200);
  });

  it('refuses with the spec messages', async () => {
    const refused = async (payload: object, message: string, caller = member) =>
      expect(answer(await exportAs(caller, payload))).toMatchObject({ message });
    await refused({ startIssue: LATEST_ISSUE }, m.issueRequired);
    await refused({ startIssue: '', stopIssue: '' }, m.issueRequired);
    await refused({ startIssue: LATEST_ISSUE - 3, stopIssue: LATEST_ISSUE }, m.tooManyIssues);
    await refused({ startIssue: OLDEST_SHOWN - 1, stopIssue: OLDEST_SHOWN }, m.issueNotInRange);
    await refused({ startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE - 1 }, m.issueOrder);
    const stranger = await newMainAccount(app);
    await refused({ startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE }, m.watchNotFound, stranger);
    const plain = await newMainAccount(app);
    await setLevel(app, plain.id, 2);
    const res = await exportAs(plain, { startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE });
    expect(answer(res)).toMatchObject({
      code: ApiCode.noPermission,
      message: NEEDS_ENTERPRISE_VIP,
    });
    // expired
    await app.db.query("UPDATE watches SET end_date = '2020-01-01' WHERE id = $1", [watchId]);
    await refused({ startIssue: LATEST_ISSUE, stopIssue: LATEST_ISSUE }, m.expired);
    await app.db.query("UPDATE watches SET end_date = '2099-01-01' WHERE id = $1", [watchId]);
  });
});

describe('/jiance', () => {
  it('text: mode 4 within one of the 12 issues, with counts per issue; visitors 401', async () => {
    await app.db.query('UPDATE trademarks SET first_issue = $1 WHERE id = $2', [
      LATEST_ISSUE - 1,
      marks.get('華為/9'),
    ]);
    const search = (payload: object, caller: Caller | null = member) =>
      call(app, caller, 'POST', JIANCE_PATHS.textSearch, payload);
    expect((await search({ keyword: '华为' }, null)).statusCode).toBe(401);
    expect(answer(await search({ keyword: '' }))).toMatchObject({
      status: 400,
      message: m.jianceNameRequired,
    });
    const latest = body<JianceResult>(await search({ keyword: '华为' })).data;
    expect(latest.issue).toBe(LATEST_ISSUE);
    expect(latest.list.map((r) => r.TM_NAME)).toContain('华为科技');
    expect(latest.list.map((r) => r.TM_NAME)).not.toContain('華為');
    expect(latest.list[0]!.match.grade).toBe('相同');
    expect(latest.issues).toHaveLength(12);
    expect(latest.issues[1]).toMatchObject({ ISSUE: LATEST_ISSUE - 1, COUNT: 1 });
    const older = body<JianceResult>(await search({ keyword: '华为', ISSUE_NO: LATEST_ISSUE - 1 }));
    expect(older.data.list.map((r) => r.TM_NAME)).toEqual(['華為']);
    expect(answer(await search({ keyword: '华为', ISSUE_NO: 1 }))).toMatchObject({
      message: m.issueNotInRange,
    });
  });

  it('details: free for a mark the account watch found, else 1.00 / 3.00 yuan', async () => {
    const found = marks.get('华为科技/9')!;
    const detail = body<JianceDetail>(
      await call(app, member, 'GET', JIANCE_PATHS.textDetail(found)),
    );
    expect(detail).toMatchObject({ code: 200, data: { detailId: expect.stringMatching(/_9$/) } });
    const other = marks.get('星巴克/30')!;
    const text = body<PaymentRequiredData>(
      await call(app, member, 'GET', JIANCE_PATHS.textDetail(other)),
    );
    expect(text).toMatchObject({ code: ApiCode.paymentRequired, data: { totalAmount: 100 } });
    const image = body<PaymentRequiredData>(
      await call(app, member, 'GET', JIANCE_PATHS.imageDetail(other)),
    );
    expect(image.data.totalAmount).toBe(300);
    expect(
      answer(await call(app, member, 'GET', JIANCE_PATHS.textDetail(99_999_999))),
    ).toMatchObject({ status: 404 });
    expect((await call(app, null, 'GET', JIANCE_PATHS.textDetail(found))).statusCode).toBe(401);
  });
});
