import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  SUBJECT_TYPES,
  archiveMessages as m,
  type RenewalPage,
} from 'shared-api/contract';
import { body, build, testClock } from '../../helper';
import { setLevel } from '../account/account-helpers';
import { answer, call, newMainAccount, type Caller } from '../account/money/money-helpers';
import { addSubject, importMarks, mark } from '../../archives/records/archive-fixtures';

/** Today in Shanghai is 2025-03-01 (2025 is not a leap year). */
const clock = testClock('2025-03-01T02:00:00Z');
const HOLDER = '续展测试有限公司';

/** name → exclusive-right end date, each on an edge of the rule for 2025-03-01. */
const EDGES: Record<string, string | undefined> = {
  窗口前一天: '2026-03-02', // the window opens tomorrow: 0
  窗口首日: '2026-03-01', // the window opens today: 1, XZ_365
  截止当日: '2025-03-01', // the end date itself: 1, XZ_0
  截止次日: '2025-02-28', // the day after: grace, KZ_180 (grace ends 2025-08-28)
  宽展末日: '2024-09-01', // the grace period's last day: 2, KZ_0
  宽展次日: '2024-08-31', // 31 Aug + 6 months = 28 Feb: overdue since yesterday, KZ_-1
  月末截断: '2024-08-29', // 29 Aug + 6 months = 28 Feb (no 29 Feb in 2025): KZ_-1
  未注册: undefined, // no end date: not in the renewal list
};

let app: FastifyInstance;
let member: Caller;
let subjectId: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await importMarks(app, [
    ...Object.entries(EDGES).map(([name, end]) =>
      mark({
        TM_NAME: name,
        TM_NCL: name === '截止当日' ? 35 : 9,
        TM_STATUS: end ? 2 : 0,
        TM_HOLDER_CN: HOLDER,
        TM_DEADLINE_END: end ?? null,
        TM_DEADLINE_START: end ? `${Number(end.slice(0, 4)) - 10}${end.slice(4)}` : null,
        TM_REG_DATE: end ? '2015-01-01' : null,
      }),
    ),
    // struck off since: in the list as 已无效, overdue
    mark({
      TM_NAME: '已注销',
      TM_NCL: 9,
      TM_STATUS: 3,
      TM_HOLDER_CN: HOLDER,
      TM_DEADLINE_END: '2020-01-01',
    }),
  ]);
  member = await newMainAccount(app);
  subjectId = (await addSubject(app, member, HOLDER, SUBJECT_TYPES.holder)).id;
});
afterAll(() => app.close());

const xz = async (payload: object, path: string = RECORD_PATHS.queryRecordXZ) =>
  body<RenewalPage>(
    await call(app, member, 'POST', path, { customRecordId: subjectId, ...payload }),
  );
const names = (page: RenewalPage) => page.list.map((r) => r.TM_NAME);

describe('queryRecordXZ', () => {
  it('each mark with an end date, its state, days and grace end; urgent first', async () => {
    const { code, data } = await xz({ pageSize: 20 });
    expect(code).toBe(200);
    expect(
      data.list.map((r) => [r.TM_NAME, r.TM_XZSTATUS, r.TM_REMAINING_DAYS, r.graceEnd]),
    ).toEqual([
      // in the grace period (they lapse at its end), soonest grace end first
      ['宽展末日', 2, 'KZ_0', '2025-03-01'],
      ['截止次日', 2, 'KZ_180', '2025-08-28'],
      // in the renewal window, soonest end first
      ['截止当日', 1, 'XZ_0', '2025-09-01'],
      ['窗口首日', 1, 'XZ_365', '2026-09-01'],
      // not yet
      ['窗口前一天', 0, 'XZ_366', '2026-09-02'],
      // overdue, the most recently lapsed first
      ['宽展次日', 3, 'KZ_-1', '2025-02-28'],
      ['月末截断', 3, 'KZ_-1', '2025-02-28'],
      ['已注销', 3, 'KZ_-1704', '2020-07-01'],
    ]);
    expect(data.total).toBe(8);
    expect(data.filter).toEqual([
      { TM_XZSTATUS: { 0: 1, 1: 2, 2: 2, 3: 3 } },
      { TM_STATUS: { 0: 0, 1: 0, 2: 7, 3: 1 } },
    ]);
    expect(data.list[0]).toMatchObject({
      TM_CODE: expect.any(String),
      TM_NCL: 9,
      TM_STATUS: 2,
      TM_DEADLINE_END: '2024-09-01',
      TM_HOLDER_CN: HOLDER,
      UID: `${data.list[0]!.TM_CODE}_9`,
      imageUrl: null,
    });
    expect(data.subject).toMatchObject({ id: subjectId, monitorNum: 9 });
  });

  it('filters by state: the state counts keep their numbers, the status counts follow', async () => {
    for (const [state, expected] of [
      [0, ['窗口前一天']],
      [1, ['截止当日', '窗口首日']],
      [2, ['宽展末日', '截止次日']],
      [3, ['宽展次日', '月末截断', '已注销']],
    ] as const) {
      const { data } = await xz({ tmXZSTATUS: state });
      expect(names(data)).toEqual(expected);
      expect(data.list.every((r) => r.TM_XZSTATUS === state)).toBe(true);
      expect(data.filter[0]).toEqual({ TM_XZSTATUS: { 0: 1, 1: 2, 2: 2, 3: 3 } });
    }
    expect((await xz({ tmXZSTATUS: 3 })).data.filter[1]).toEqual({
      TM_STATUS: { 0: 0, 1: 0, 2: 2, 3: 1 },
    });
  });

  it('filters by status, class, name and number', async () => {
    const invalid = (await xz({ tmStatus: 3 })).data;
    expect(names(invalid)).toEqual(['已注销']);
    expect(invalid.filter[0]).toEqual({ TM_XZSTATUS: { 0: 0, 1: 0, 2: 0, 3: 1 } });
    expect(names((await xz({ tmNcl: '35' })).data)).toEqual(['截止当日']);
    expect(names((await xz({ tmName: '宽展' })).data)).toEqual(['宽展末日', '宽展次日']);
    const code = (await xz({ tmName: '截止次日' })).data.list[0]!.TM_CODE;
    expect(names((await xz({ tmCode: code })).data)).toEqual(['截止次日']);
    expect((await xz({ tmName: '宽展', tmXZSTATUS: 0 })).code).toBe(ApiCode.noMatch);
  });

  it('pages', async () => {
    const { data } = await xz({ pageNum: 3, pageSize: 3 });
    expect(names(data)).toEqual(['月末截断', '已注销']);
    expect(data).toMatchObject({ total: 8, pageNum: 3, pageSize: 3 });
  });

  it('searchRecordXZ answers the same, the counts refreshed', async () => {
    const query = await xz({ tmXZSTATUS: 2, tmNcl: 9 });
    const search = await xz({ tmXZSTATUS: 2, tmNcl: 9 }, RECORD_PATHS.searchRecordXZ);
    expect(search).toEqual(query);
    const whole = await xz({}, RECORD_PATHS.searchRecordXZ);
    expect(whole.data.filter[0]).toEqual({ TM_XZSTATUS: { 0: 1, 1: 2, 2: 2, 3: 3 } });
  });

  it('the default subject when none is named; 201 for a subject without registered marks', async () => {
    const res = await call(app, member, 'POST', RECORD_PATHS.queryRecordXZ, {});
    expect(body<RenewalPage>(res).data.subject.id).toBe(subjectId);
    const other = await addSubject(app, member, '没有注册商标的公司', SUBJECT_TYPES.holder);
    const empty = await xz({ customRecordId: other.id });
    expect(empty).toMatchObject({
      code: ApiCode.noMatch,
      data: {
        list: [],
        total: 0,
        filter: [
          { TM_XZSTATUS: { 0: 0, 1: 0, 2: 0, 3: 0 } },
          { TM_STATUS: { 0: 0, 1: 0, 2: 0, 3: 0 } },
        ],
      },
    });
  });

  it('refuses bad input and other levels', async () => {
    for (const tmXZSTATUS of [4, -1, 'x', 1.5]) {
      expect(
        answer(await call(app, member, 'POST', RECORD_PATHS.queryRecordXZ, { tmXZSTATUS })),
      ).toMatchObject({
        status: 400,
        message: m.badRenewalStatus,
      });
    }
    const basic = await newMainAccount(app);
    await setLevel(app, basic.id, 1);
    for (const path of [RECORD_PATHS.queryRecordXZ, RECORD_PATHS.searchRecordXZ]) {
      expect(answer(await call(app, basic, 'POST', path, {}))).toMatchObject({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
      });
      expect((await call(app, null, 'POST', path, {})).statusCode).toBe(401);
    }
  });
});
