import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ARCHIVE_EXPORT_PATHS,
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  SUBJECT_TYPES,
  archiveMessages as m,
} from 'shared-api/contract';
import { exportMessages } from '../../../src/exports/messages';
import { build, testClock } from '../../helper';
import { setLevel } from '../account/account-helpers';
import {
  answer,
  call,
  newMainAccount,
  newSubAccount,
  type Caller,
} from '../account/money/money-helpers';
import { addSubject, importMarks, mark } from '../../archives/records/archive-fixtures';

const clock = testClock('2025-03-01T02:00:00Z');
const HOLDER = '续展导出有限公司';
let app: FastifyInstance;
let member: Caller;
let subjectId: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await importMarks(app, [
    mark({ TM_NAME: '宽展甲', TM_NCL: 9, TM_HOLDER_CN: HOLDER, TM_DEADLINE_END: '2025-02-28' }),
    mark({ TM_NAME: '续展乙', TM_NCL: 30, TM_HOLDER_CN: HOLDER, TM_DEADLINE_END: '2025-06-30' }),
    mark({ TM_NAME: '过期丙', TM_NCL: 9, TM_HOLDER_CN: HOLDER, TM_DEADLINE_END: '2023-01-10' }),
    mark({ TM_NAME: '未到丁', TM_NCL: 9, TM_HOLDER_CN: HOLDER, TM_DEADLINE_END: '2030-01-01' }),
    mark({
      TM_NAME: '申请中',
      TM_NCL: 9,
      TM_STATUS: 0,
      TM_HOLDER_CN: HOLDER,
      TM_DEADLINE_END: null,
    }),
  ]);
  member = await newMainAccount(app);
  subjectId = (await addSubject(app, member, HOLDER, SUBJECT_TYPES.holder)).id;
});
afterAll(() => app.close());

const exportAs = (caller: Caller | null, payload: object) =>
  call(app, caller, 'POST', ARCHIVE_EXPORT_PATHS.renewals, payload);

async function sheetText(res: LightMyRequestResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
  return rows.map((r) => r.slice(1).map(String));
}

it('the renewal list as filtered, every page, in the list order', async () => {
  const res = await exportAs(member, { customRecordId: subjectId, pageSize: 1 });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
    `filename*=UTF-8''商标续展管理_${HOLDER}_20250301.xlsx`,
  );
  const text = await sheetText(res);
  expect(text[0]).toEqual([
    '序号',
    '商标名称',
    '申请号/注册号',
    '国际分类',
    '商标状态',
    '专用权截止日',
    '续展状态',
    '剩余天数',
    '宽展期截止日',
    '申请人',
  ]);
  expect(text.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5], r[6], r[7], r[8], r[9]])).toEqual([
    [
      '1',
      '宽展甲',
      '第 09 类',
      '已注册',
      '2025-02-28',
      '宽展期',
      '宽展期剩余180天',
      '2025-08-28',
      HOLDER,
    ],
    [
      '2',
      '续展乙',
      '第 30 类',
      '已注册',
      '2025-06-30',
      '续展期',
      '距专用权截止121天',
      '2025-12-30',
      HOLDER,
    ],
    [
      '3',
      '未到丁',
      '第 09 类',
      '已注册',
      '2030-01-01',
      '未到续展期',
      '距专用权截止1767天',
      '2030-07-01',
      HOLDER,
    ],
    [
      '4',
      '过期丙',
      '第 09 类',
      '已注册',
      '2023-01-10',
      '已过宽展期',
      '已过宽展期600天',
      '2023-07-10',
      HOLDER,
    ],
  ]);
});

it('filters as queryRecordXZ does; the default subject when none is named', async () => {
  const grace = await sheetText(
    await exportAs(member, { customRecordId: subjectId, tmXZSTATUS: 2 }),
  );
  expect(grace.slice(1).map((r) => r[1])).toEqual(['宽展甲']);
  const byClass = await sheetText(await exportAs(member, { tmNcl: '30' }));
  expect(byClass.slice(1).map((r) => r[1])).toEqual(['续展乙']);
  // nothing matched: a file with the header only
  const none = await sheetText(await exportAs(member, { tmName: '没有' }));
  expect(none).toHaveLength(1);
});

it('a sub-account exports its main account’s subjects', async () => {
  const sub = await newSubAccount(app, member);
  const res = await exportAs(sub, { customRecordId: subjectId, tmXZSTATUS: 1 });
  expect((await sheetText(res)).slice(1).map((r) => r[1])).toEqual(['续展乙']);
});

it('refuses visitors, other levels, other accounts’ subjects and bad filters', async () => {
  expect(answer(await exportAs(null, {}))).toEqual({
    status: 403,
    code: ApiCode.noPermission,
    message: exportMessages.loginRequired,
    data: null,
  });
  const basic = await newMainAccount(app);
  await setLevel(app, basic.id, 5);
  expect(answer(await exportAs(basic, {}))).toEqual({
    status: 403,
    code: ApiCode.noPermission,
    message: NEEDS_ENTERPRISE_VIP,
    data: null,
  });
  const stranger = await newMainAccount(app);
  expect(answer(await exportAs(stranger, { customRecordId: subjectId }))).toEqual({
    status: 404,
    code: ApiCode.notFound,
    message: m.subjectNotFound,
    data: null,
  });
  expect(answer(await exportAs(stranger, {}))).toMatchObject({ message: m.noDefaultSubject });
  expect(answer(await exportAs(member, { tmXZSTATUS: 7 }))).toMatchObject({
    status: 400,
    message: m.badRenewalStatus,
  });
});
