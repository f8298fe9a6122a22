import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  CLOUD_ORDER_PATHS,
  NEEDS_ENTERPRISE_VIP,
  NOTICE_PATHS,
  NOTICE_PRICE_CENTS,
  noticeMessages as m,
  type NoticeCreateQuote,
  type NoticeEditQuote,
  type NoticeMark,
  type NoticeMarkPage,
  type NoticeValidation,
  type PaymentRequiredData,
} from 'shared-api/contract';
import { body, build, testClock } from '../../helper';
import {
  NOW,
  TODAY,
  loadNoticeRegister,
  memberOfLevel,
  ownerCallers,
  payBySandbox,
  relogin,
  send,
} from '../../archives/notices/notice-fixtures';
import {
  answer,
  balanceOf,
  fund,
  ledgerSum,
  newMainAccount,
  newSubAccount,
  remindersOf,
  type Caller,
} from '../account/money/money-helpers';

const clock = testClock(NOW);
const DAY = 86_400_000;
let app: FastifyInstance;
let codes: string[];
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadNoticeRegister(app);
});
afterAll(() => app.close());

const create = (caller: Caller | null, code: string) =>
  send(app, caller, 'POST', `${NOTICE_PATHS.create}?code=${encodeURIComponent(code)}`);
const createdId = async (caller: Caller, code: string) => {
  const res = await create(caller, code);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return body<NoticeMark>(res).data.id;
};
const quote = async (caller: Caller) =>
  body<NoticeCreateQuote>(await send(app, caller, 'POST', NOTICE_PATHS.createQuery)).data;
const list = async (caller: Caller, filters: object = {}) =>
  body<NoticeMarkPage>(await send(app, caller, 'POST', NOTICE_PATHS.query, filters)).data;
const update = (caller: Caller | null, id: number, code: string) =>
  send(app, caller, 'PUT', `${NOTICE_PATHS.update(id)}?code=${code}`);
const editQuote = async (caller: Caller, id: number) =>
  body<NoticeEditQuote>(await send(app, caller, 'POST', NOTICE_PATHS.updateQuery(id))).data;
const marksOf = async (account: number) =>
  (
    await app.db.query<{ reg_no: string; paid: boolean; order_id: number | null }>(
      'SELECT reg_no, paid, order_id FROM notice_marks WHERE main_member_id = $1 ORDER BY id',
      [account],
    )
  ).rows;

/** Free notice marks of the account straight in the table, filling its slots. */
async function fillFreeSlots(account: number, count: number) {
  for (let i = 0; i < count; i++) {
    await app.db.query(
      `INSERT INTO notice_marks (main_member_id, reg_no, start_date, end_date)
       VALUES ($1, $2, '2025-01-01', '2099-01-01')`,
      [account, `F${i}`],
    );
  }
}

const notFound = {
  status: 404,
  code: ApiCode.notFound,
  message: m.noticeMarkNotFound,
  data: null,
};

describe('validation', () => {
  it('a number the register has: 校验成功！ with its mark, every class it is filed in', async () => {
    const member = await newMainAccount(app);
    const res = await send(app, member, 'GET', `${NOTICE_PATHS.validation}?code=${codes[0]}`);
    expect(res.statusCode).toBe(200);
    expect(body<NoticeValidation>(res)).toEqual({
      code: 200,
      message: m.valid,
      data: {
        code: codes[0],
        mark: '华为',
        applicant: '华为技术有限公司',
        classes: [9, 35],
        imagePath: null,
      },
    });
  });

  it('any other number: 校验失败，请重新输入; nothing typed: 请输入商标注册号', async () => {
    const member = await newMainAccount(app);
    const validate = (query: string) =>
      send(app, member, 'GET', `${NOTICE_PATHS.validation}${query}`);
    expect(answer(await validate('?code=39999999'))).toEqual({
      status: 404,
      code: ApiCode.notFound,
      message: m.invalid,
      data: null,
    });
    for (const bad of ['?code=3000-0001', `?code=${'1'.repeat(21)}`, '?code=%E5%8D%8E']) {
      expect(answer(await validate(bad))).toMatchObject({ status: 400, message: m.invalid });
    }
    for (const empty of ['', '?code=', '?code=%20']) {
      expect(answer(await validate(empty))).toMatchObject({ status: 400, message: m.codeRequired });
    }
  });
});

describe('free notice marks', () => {
  it('10 free on enterprise (the trial), 15 on agency; none priced while free ones are left', async () => {
    expect(await quote(await newMainAccount(app))).toEqual({
      freeCreateNum: 10,
      residualFreeCreateNum: 10,
      needPrice: 0,
      dayUpdateNum: 3,
      updateNum: 90,
    });
    const agency = await memberOfLevel(app, 6);
    expect(await quote(agency)).toMatchObject({ freeCreateNum: 15, residualFreeCreateNum: 15 });
  });

  it('a sub-account adds for its main account; the mark runs as long as the level', async () => {
    const main = await memberOfLevel(app, 4);
    const sub = await newSubAccount(app, main);
    const res = await create(sub, codes[0]!);
    expect(res.statusCode).toBe(200);
    const added = body<NoticeMark>(res);
    expect(added.message).toBe(m.added);
    expect(added.data).toEqual({
      id: expect.any(Number),
      monitorValue: codes[0],
      mark: '华为',
      imagePath: null,
      applicant: '华为技术有限公司',
      startDate: TODAY,
      endDate: '2026-06-01',
      status: 1,
      paid: false,
      latestIssue: null,
      latestNotices: 0,
    });
    expect((await quote(main)).residualFreeCreateNum).toBe(14);
    expect((await list(main)).list.map((n) => n.id)).toEqual([added.data.id]);
    // the registration trial's mark ends with the trial
    const trial = await newMainAccount(app);
    expect(body<NoticeMark>(await create(trial, codes[1]!)).data.endDate).toBe('2025-06-08');
  });

  it('takes the number as ?code= of an empty form, spaces trimmed', async () => {
    const member = await memberOfLevel(app, 3);
    const res = await app.inject({
      method: 'POST',
      url: `${NOTICE_PATHS.create}?code=%20${codes[2]}%20`,
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(body<NoticeMark>(res).data.monitorValue).toBe(codes[2]);
  });

  it('refuses a number followed already, an unknown one and a missing one', async () => {
    const member = await memberOfLevel(app, 3);
    await createdId(member, codes[0]!);
    expect(answer(await create(member, codes[0]!))).toEqual({
      status: 409,
      code: ApiCode.conflict,
      message: m.alreadyFollowed,
      data: null,
    });
    expect(answer(await create(member, '39999999'))).toMatchObject({
      status: 404,
      message: m.invalid,
    });
    expect(answer(await send(app, member, 'POST', NOTICE_PATHS.create))).toMatchObject({
      status: 400,
      message: m.codeRequired,
    });
    expect(await marksOf(member.account)).toHaveLength(1);
  });

  it('two creates at once for the last free slot: one gets it, the other is asked to pay', async () => {
    const member = await memberOfLevel(app, 3);
    await fillFreeSlots(member.account, 9);
    const [a, b] = await Promise.all([create(member, codes[3]!), create(member, codes[4]!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
    expect((await marksOf(member.account)).filter((n) => !n.paid)).toHaveLength(10);
  });
});

describe('beyond the free slots', () => {
  it('6000 with 400 yuan; paid by the sandbox QR code, the mark exists; the repeat answers it once', async () => {
    const member = await memberOfLevel(app, 3);
    await fillFreeSlots(member.account, 10);
    expect(await quote(member)).toMatchObject({
      residualFreeCreateNum: 0,
      needPrice: NOTICE_PRICE_CENTS,
    });
    const asked = await create(member, codes[5]!);
    expect(asked.statusCode).toBe(402);
    expect(body<PaymentRequiredData>(asked)).toMatchObject({
      code: ApiCode.paymentRequired,
      data: { totalAmount: 40_000, productName: `公告定制 注册号${codes[5]} 1年` },
    });
    // asking again before paying: the same trade
    const again = body<PaymentRequiredData>(await create(member, codes[5]!));
    expect(again.data.tradeCode).toBe(body<PaymentRequiredData>(asked).data.tradeCode);
    expect(await marksOf(member.account)).toHaveLength(10);

    const trade = await payBySandbox(app, member, asked);
    // created in the paying transaction, before any repeat
    const delivered = (await marksOf(member.account)).find((n) => n.reg_no === codes[5]);
    expect(delivered).toMatchObject({ paid: true, order_id: expect.any(Number) });
    const [order] = (
      await app.db.query<{ product_category: string; status: string; consumed_at: Date | null }>(
        'SELECT product_category, status, consumed_at FROM orders WHERE order_sn = $1',
        [trade.tradeCode],
      )
    ).rows;
    expect(order).toMatchObject({ product_category: 'archive', status: 'paid', consumed_at: null });

    const repeated = await create(member, codes[5]!);
    expect(repeated.statusCode).toBe(200);
    expect(body<NoticeMark>(repeated).data).toMatchObject({
      monitorValue: codes[5],
      paid: true,
      startDate: TODAY,
      endDate: '2026-06-01',
    });
    expect(await marksOf(member.account)).toHaveLength(11);
    // the payment is used up: a third call is a duplicate, not a second mark or charge
    expect(answer(await create(member, codes[5]!))).toMatchObject({
      status: 409,
      message: m.alreadyFollowed,
    });
    expect(await marksOf(member.account)).toHaveLength(11);
    const [paidReminder] = (await remindersOf(app, member.id)).slice(-1);
    expect(paidReminder!.content.text).toContain(
      `公告定制已添加：注册号${codes[5]}，定制至2026-06-01。`,
    );
  });

  it('paid from the balance likewise: one mark, one charge', async () => {
    const member = await memberOfLevel(app, 3);
    await fillFreeSlots(member.account, 10);
    const trade = body<PaymentRequiredData>(await create(member, codes[6]!)).data;
    await fund(app, member.account, 50_000);
    const paid = await send(app, member, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(trade.tradeCode));
    expect(body(paid).code).toBe(200);
    expect(body<NoticeMark>(await create(member, codes[6]!)).data.paid).toBe(true);
    expect(await balanceOf(app, member.account)).toBe(10_000);
    expect(await ledgerSum(app, member.account)).toBe(10_000);
    expect(await marksOf(member.account)).toHaveLength(11);
  });

  it('a number followed for free while the QR code was open: the payment adds a bought year to it', async () => {
    const member = await memberOfLevel(app, 3);
    await fillFreeSlots(member.account, 10);
    const asked = await create(member, codes[7]!);
    // a free slot frees up and the same number is followed for free meanwhile
    await app.db.query("DELETE FROM notice_marks WHERE main_member_id = $1 AND reg_no = 'F0'", [
      member.account,
    ]);
    await createdId(member, codes[7]!);
    await payBySandbox(app, member, asked);
    const res = await create(member, codes[7]!);
    expect(body<NoticeMark>(res).data).toMatchObject({ paid: true, endDate: '2027-06-01' });
    expect((await marksOf(member.account)).filter((n) => n.reg_no === codes[7])).toHaveLength(1);
  });
});

describe('renewing', () => {
  it('6000 until paid, then one more year from the end date; the repeat charges nothing more', async () => {
    const member = await memberOfLevel(app, 3);
    const id = await createdId(member, codes[0]!);
    const renew = () => send(app, member, 'GET', NOTICE_PATHS.renew(id));
    const asked = body<PaymentRequiredData>(await renew());
    expect(asked).toMatchObject({
      code: ApiCode.paymentRequired,
      data: { totalAmount: 40_000, productName: `公告定制续费 注册号${codes[0]} 1年` },
    });
    await fund(app, member.account, 40_000);
    await send(app, member, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(asked.data.tradeCode));
    const repeated = await renew();
    expect(repeated.statusCode).toBe(200);
    // a renewed free mark is a bought one: it frees its slot
    expect(body<NoticeMark>(repeated).data).toMatchObject({ endDate: '2027-06-01', paid: true });
    expect((await quote(member)).residualFreeCreateNum).toBe(10);
    expect(await balanceOf(app, member.account)).toBe(0);
    expect(body(await renew()).code).toBe(ApiCode.paymentRequired);
  });

  it('an expired mark renewed runs a year from today', async () => {
    const member = await memberOfLevel(app, 3);
    const id = await createdId(member, codes[1]!);
    await app.db.query("UPDATE notice_marks SET end_date = '2025-05-01' WHERE id = $1", [id]);
    const asked = await send(app, member, 'GET', NOTICE_PATHS.renew(id));
    await payBySandbox(app, member, asked);
    const res = await send(app, member, 'GET', NOTICE_PATHS.renew(id));
    expect(body<NoticeMark>(res).data).toMatchObject({ endDate: '2026-06-01', status: 1 });
  });
});

describe('edits', () => {
  it('3 on the day of adding, then one per 90 days; the same number again is no edit', async () => {
    const member = await memberOfLevel(app, 4);
    const id = await createdId(member, codes[0]!);
    expect(await editQuote(member, id)).toEqual({ canUpdateNum: 3, gapDay: 90 });
    const first = await update(member, id, codes[1]!);
    expect(body<NoticeMark>(first)).toMatchObject({
      code: 200,
      message: m.updated,
      data: { id, monitorValue: codes[1], mark: '華為' },
    });
    expect((await update(member, id, codes[1]!)).statusCode).toBe(200);
    expect(await editQuote(member, id)).toEqual({ canUpdateNum: 2, gapDay: 90 });
    expect((await update(member, id, codes[2]!)).statusCode).toBe(200);
    expect((await update(member, id, codes[3]!)).statusCode).toBe(200);
    expect(await editQuote(member, id)).toEqual({ canUpdateNum: 0, gapDay: 90 });
    expect(answer(await update(member, id, codes[4]!))).toMatchObject({
      status: 409,
      message: m.noEditsLeft(90),
    });

    clock.advance(DAY);
    await relogin(app, member);
    expect((await editQuote(member, id)).canUpdateNum).toBe(0);
    clock.advance(89 * DAY);
    await relogin(app, member);
    expect((await editQuote(member, id)).canUpdateNum).toBe(1);
    expect(body<NoticeMark>(await update(member, id, codes[4]!)).data.monitorValue).toBe(codes[4]);
    expect((await editQuote(member, id)).canUpdateNum).toBe(0);
    clock.advance(-90 * DAY);
    await relogin(app, member);
  });

  it('refuses an unknown number, one followed already, and any change of an expired mark', async () => {
    const member = await memberOfLevel(app, 4);
    const id = await createdId(member, codes[0]!);
    await createdId(member, codes[1]!);
    expect(answer(await update(member, id, '39999999'))).toMatchObject({
      status: 404,
      message: m.invalid,
    });
    expect(answer(await update(member, id, codes[1]!))).toMatchObject({
      status: 409,
      message: m.alreadyFollowed,
    });
    // neither refusal used an edit
    expect((await editQuote(member, id)).canUpdateNum).toBe(3);
    await app.db.query("UPDATE notice_marks SET end_date = '2025-05-31' WHERE id = $1", [id]);
    expect(answer(await update(member, id, codes[2]!))).toMatchObject({
      status: 409,
      message: m.expired,
    });
  });
});

describe('the list', () => {
  it('filters by the holder and name the register has for each number, and by status', async () => {
    const member = await memberOfLevel(app, 4);
    const huawei = await createdId(member, codes[0]!);
    const kang = await createdId(member, codes[6]!);
    const expired = await createdId(member, codes[8]!);
    await app.db.query("UPDATE notice_marks SET end_date = '2025-05-31' WHERE id = $1", [expired]);
    const ids = async (filters: object) => (await list(member, filters)).list.map((n) => n.id);
    expect(await ids({})).toEqual([expired, kang, huawei]);
    expect(await ids({ applicant: '华为技术' })).toEqual([huawei]);
    expect(await ids({ applicant: '控股' })).toEqual([kang]);
    expect(await ids({ mark: '师傅' })).toEqual([kang]);
    expect(await ids({ status: 1 })).toEqual([kang, huawei]);
    expect(await ids({ status: 2, applicant: '' })).toEqual([expired]);
    const page = await list(member, { pageNum: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page.list.map((n) => n.id)).toEqual([huawei]);
    // the register's current values
    await app.db.query("UPDATE trademarks SET name = '康师傅方便面' WHERE reg_no = $1", [codes[6]]);
    expect((await list(member, { mark: '方便面' })).list.map((n) => n.id)).toEqual([kang]);
    await app.db.query("UPDATE trademarks SET name = '康师傅' WHERE reg_no = $1", [codes[6]]);
    expect(
      answer(await send(app, member, 'POST', NOTICE_PATHS.query, { status: 3 })),
    ).toMatchObject({ status: 400 });
  });
});

describe('who may use it', () => {
  it.each([[null], [2], [5]])('level %s gets 4002 on every call, even to pay', async (level) => {
    const member = await memberOfLevel(app, level);
    const calls = [
      send(app, member, 'POST', NOTICE_PATHS.query, {}),
      send(app, member, 'POST', NOTICE_PATHS.createQuery),
      send(app, member, 'GET', `${NOTICE_PATHS.validation}?code=${codes[0]}`),
      create(member, codes[0]!),
      send(app, member, 'POST', NOTICE_PATHS.updateQuery(1)),
      update(member, 1, codes[0]!),
      send(app, member, 'GET', NOTICE_PATHS.renew(1)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(answer(res)).toEqual({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
        data: null,
      });
    }
  });

  it('owners: A and its sub-account act on A’s mark; B gets 公告定制商标不存在; a visitor 401', async () => {
    const { a, b, aSub, visitor } = await ownerCallers(app);
    const id = await createdId(a, codes[0]!);
    const byId = (who: Caller | null) => [
      send(app, who, 'POST', NOTICE_PATHS.updateQuery(id)),
      update(who, id, codes[1]!),
      send(app, who, 'GET', NOTICE_PATHS.renew(id)),
    ];
    for (const res of await Promise.all(byId(b))) expect(answer(res)).toEqual(notFound);
    expect((await list(b)).total).toBe(0);
    // B follows the same number on its own, untouched by A's
    const bId = await createdId(b, codes[0]!);
    expect(bId).not.toBe(id);
    for (const res of [
      ...byId(visitor),
      await send(app, visitor, 'POST', NOTICE_PATHS.query, {}),
      await send(app, visitor, 'POST', NOTICE_PATHS.createQuery),
      await send(app, visitor, 'GET', `${NOTICE_PATHS.validation}?code=${codes[0]}`),
      await create(visitor, codes[2]!),
    ]) {
      expect((await res).statusCode).toBe(401);
    }
    const [quoteRes, renewRes] = await Promise.all([
      send(app, aSub, 'POST', NOTICE_PATHS.updateQuery(id)),
      send(app, aSub, 'GET', NOTICE_PATHS.renew(id)),
    ]);
    expect(body<NoticeEditQuote>(quoteRes).data.canUpdateNum).toBe(3);
    expect(body(renewRes).code).toBe(ApiCode.paymentRequired);
    expect((await list(aSub)).list.map((n) => n.id)).toEqual([id]);
    expect(body<NoticeMark>(await update(aSub, id, codes[1]!)).data.monitorValue).toBe(codes[1]);
    expect((await marksOf(b.account)).map((n) => n.reg_no)).toEqual([codes[0]]);
  });
});
