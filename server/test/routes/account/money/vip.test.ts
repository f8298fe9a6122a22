import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  CLOUD_ORDER_PATHS,
  PAYMENT_PATHS,
  VIP_PATHS,
  accountMessages,
  type VipOptions,
  type VipPrice,
  type VipSubmitResult,
} from 'shared-api/contract';
import { moneyMessages } from '../../../../src/money/messages';
import { body, build, testClock } from '../../../helper';
import {
  answer,
  balanceOf,
  call,
  fund,
  ledgerSum,
  levelOf,
  newMainAccount,
  newSubAccount,
  remindersOf,
  statusOf,
  type Caller,
} from './money-helpers';

const clock = testClock('2025-03-01T02:00:00Z'); // 10:00 in Shanghai
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now });
});
afterAll(() => app.close());

const options = async (caller: Caller, isRenew: boolean) =>
  body<VipOptions>(await call(app, caller, 'GET', `${VIP_PATHS.options}?isRenew=${isRenew}`));
const price = (caller: Caller, levelId: number, years: number) =>
  call(app, caller, 'POST', VIP_PATHS.price, { levelId, levelDateNum: years });
const submit = async (caller: Caller, levelId: number, years: number, balanceAmount = 0) =>
  call(app, caller, 'POST', VIP_PATHS.submit, { levelId, levelDateNum: years, balanceAmount });
const payByBalance = (caller: Caller, orderSn: string) =>
  call(app, caller, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(orderSn));

/** Orders `years` of `levelId` and pays it from the balance; answers the order number. */
async function buyByBalance(caller: Caller, levelId: number, years: number): Promise<string> {
  const order = body<VipSubmitResult>(await submit(caller, levelId, years, 1)).data;
  const paid = await payByBalance(caller, order.outTradeNo);
  expect(body(paid).code).toBe(200);
  return order.outTradeNo;
}

async function membershipsOf(member: number) {
  const { rows } = await app.db.query<{ level_id: number; start_time: Date; end_time: Date }>(
    `SELECT level_id, start_time, end_time FROM memberships
     WHERE member_id = $1 AND order_id IS NOT NULL ORDER BY id`,
    [member],
  );
  return rows.map((r) => ({
    level: r.level_id,
    start: new Date(r.start_time).toISOString(),
    end: new Date(r.end_time).toISOString(),
  }));
}

const levels = (o: VipOptions) => o.memberLevelDtos.map((l) => l.id);

describe('a member on the registration trial', () => {
  let member: Caller;
  beforeAll(async () => {
    member = await newMainAccount(app);
  });

  it('may buy every paid level for 1 to 3 years, and has nothing to renew', async () => {
    const upgrade = await options(member, false);
    expect(upgrade).toMatchObject({ code: 200, data: { minNum: 1, maxNum: 3 } });
    expect(upgrade.data.memberLevelDtos).toEqual([
      { id: 2, description: '个人VIP', yearPrices: [39_900, 69_900, 89_900] },
      { id: 3, description: '企业VIP', yearPrices: [299_900, 499_900, 699_900] },
      { id: 4, description: '代理VIP', yearPrices: [499_900, 899_900, 1_299_900] },
    ]);
    expect((await options(member, true)).data).toEqual({
      memberLevelDtos: [],
      minNum: 1,
      maxNum: 1,
    });
  });

  it('gets the table price, the multi-year saving as promotion, starting now', async () => {
    expect(body<VipPrice>(await price(member, 3, 2))).toEqual({
      code: 200,
      message: '成功',
      data: {
        productPrice: 599_800,
        promotionAmount: 99_900,
        oldLevelAmount: 0,
        totalAmount: 499_900,
        payAmount: 499_900,
        startTime: '2025-03-01 10:00:00',
        endTime: '2027-03-01 10:00:00',
      },
    });
  });

  it('is refused levels and year counts not on sale', async () => {
    const notOnSale = {
      status: 400,
      code: 3001,
      message: accountMessages.notOnSale,
      data: null,
    };
    expect(answer(await price(member, 5, 1))).toEqual(notOnSale);
    expect(answer(await price(member, 3, 4))).toEqual(notOnSale);
    expect(answer(await submit(member, 1, 1))).toEqual(notOnSale);
  });

  it('orders for QR payment unless it asks for the balance and the balance covers it', async () => {
    const byQr = body<VipSubmitResult>(await submit(member, 2, 1, 39_900));
    expect(byQr.data).toEqual({
      outTradeNo: expect.stringMatching(/^\d{20}$/),
      payType: 1,
      number: 1,
      totalAmount: 39_900,
      orderTime: '2025-03-01 10:00:00',
    });
    await fund(app, member.account, 39_900);
    expect(body<VipSubmitResult>(await submit(member, 2, 1, 0)).data.payType).toBe(1);
    const byBalance = body<VipSubmitResult>(await submit(member, 2, 1, 39_900)).data;
    expect(byBalance.payType).toBe(2);
    expect(await statusOf(app, byBalance.outTradeNo)).toBe('pending');
  });
});

describe('paying a VIP order from the balance', () => {
  let member: Caller;
  let stranger: Caller;
  beforeAll(async () => {
    member = await newMainAccount(app);
    stranger = await newMainAccount(app);
  });

  it('refuses what the balance cannot cover and leaves the order pending', async () => {
    const order = body<VipSubmitResult>(await submit(member, 4, 1, 1)).data;
    expect(order.payType).toBe(1);
    expect(answer(await payByBalance(member, order.outTradeNo))).toEqual({
      status: 409,
      code: ApiCode.payError,
      message: moneyMessages.insufficientBalance,
      data: null,
    });
    expect(await statusOf(app, order.outTradeNo)).toBe('pending');
  });

  it('sells the level the trial lends: the bought year replaces the trial at once', async () => {
    const trialMember = await newMainAccount(app);
    await fund(app, trialMember.account, 299_900);
    expect(await levelOf(app, trialMember)).toMatchObject({ id: 3, trial: true });
    await buyByBalance(trialMember, 3, 1);
    expect(await levelOf(app, trialMember)).toEqual({
      id: 3,
      description: '企业VIP',
      startTime: '2025-03-01 10:00:00',
      endTime: '2026-03-01 10:00:00',
      trial: false,
    });
    expect(await balanceOf(app, trialMember.account)).toBe(0);
  });

  it('shows a renewed level lasting to the end of the renewal', async () => {
    const renewer = await newMainAccount(app);
    await fund(app, renewer.account, 2 * 299_900);
    await buyByBalance(renewer, 3, 1);
    await buyByBalance(renewer, 3, 1); // a renewal: starts where the first year ends
    expect(await levelOf(app, renewer)).toMatchObject({
      id: 3,
      startTime: '2025-03-01 10:00:00',
      endTime: '2027-03-01 10:00:00',
      trial: false,
    });
  });

  it('grants the level at once: the header’s level changes, a reminder says so', async () => {
    await fund(app, member.account, 600_000);
    expect((await levelOf(app, member)).id).toBe(3); // the trial
    const orderSn = await buyByBalance(member, 4, 1);
    expect(await levelOf(app, member)).toEqual({
      id: 4,
      description: '代理VIP',
      startTime: '2025-03-01 10:00:00',
      endTime: '2026-03-01 10:00:00',
      trial: false,
    });
    expect(await balanceOf(app, member.account)).toBe(100_100);
    expect(await ledgerSum(app, member.account)).toBe(100_100);
    const paidNote = (await remindersOf(app, member.id)).find((r) => r.title === '付款成功');
    expect(paidNote?.content).toEqual({
      text: `您的订单${orderSn}（代理VIP 1年）已付款4999.00元。您的代理VIP有效期至2026-03-01 10:00:00。`,
      links: [
        { title: '查看订单', url: '/order' },
        { title: '个人中心', url: '/personalInfo' },
      ],
    });
  });

  it('refuses paying twice, and another account’s order is unknown', async () => {
    const order = body<VipSubmitResult>(await submit(member, 4, 1, 1)).data;
    const foreign = await payByBalance(stranger, order.outTradeNo);
    expect(answer(foreign)).toEqual({
      status: 404,
      code: 3002,
      message: moneyMessages.orderNotFound,
      data: null,
    });
    expect(await statusOf(app, order.outTradeNo)).toBe('pending');
    await fund(app, member.account, 499_900);
    expect(body(await payByBalance(member, order.outTradeNo)).code).toBe(200);
    expect(answer(await payByBalance(member, order.outTradeNo))).toEqual({
      status: 409,
      code: 3003,
      message: moneyMessages.orderPaid,
      data: null,
    });
  });

  it('offers only the paid level and higher ones, and renews from the current end', async () => {
    // 2 years bought so far: 2025-03-01 → 2027-03-01, one year more fits under the cap
    expect(await membershipsOf(member.id)).toEqual([
      { level: 4, start: '2025-03-01T02:00:00.000Z', end: '2026-03-01T02:00:00.000Z' },
      { level: 4, start: '2026-03-01T02:00:00.000Z', end: '2027-03-01T02:00:00.000Z' },
    ]);
    expect(levels((await options(member, false)).data)).toEqual([4]);
    expect((await options(member, true)).data).toMatchObject({ minNum: 1, maxNum: 1 });
    expect(body<VipPrice>(await price(member, 4, 1)).data).toMatchObject({
      oldLevelAmount: 0,
      payAmount: 499_900,
      startTime: '2027-03-01 10:00:00',
      endTime: '2028-03-01 10:00:00',
    });
  });

  it('answers a null price beyond 3 years and 90 days, and refuses such an order', async () => {
    expect(body(await price(member, 4, 2))).toEqual({ code: 200, message: '成功', data: null });
    expect(answer(await submit(member, 4, 2, 1))).toEqual({
      status: 400,
      code: 3001,
      message: accountMessages.beyondCap,
      data: null,
    });
  });

  it('refuses a level below the paid one with the level held', async () => {
    const expected = {
      status: 409,
      code: 3003,
      message: accountMessages.alreadyLevel('代理VIP'),
      data: null,
    };
    expect(answer(await price(member, 3, 1))).toEqual(expected);
    expect(answer(await submit(member, 2, 1))).toEqual(expected);
  });
});

describe('upgrading a paid level', () => {
  it('credits the unused part of the old level, then ends it when the new one starts', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 39_900 + 499_900);
    await buyByBalance(member, 2, 1);
    expect((await options(member, true)).data.memberLevelDtos.map((l) => l.id)).toEqual([2]);
    expect(levels((await options(member, false)).data)).toEqual([2, 3, 4]);
    clock.advance(60_000);
    const quote = body<VipPrice>(await price(member, 4, 1)).data;
    // 364 whole days of personal VIP left, at its one-year price
    expect(quote).toMatchObject({
      oldLevelAmount: Math.floor((39_900 * 364) / 365),
      payAmount: 499_900 - Math.floor((39_900 * 364) / 365),
      startTime: '2025-03-01 10:01:00',
    });
    await buyByBalance(member, 4, 1);
    expect(await membershipsOf(member.id)).toEqual([
      { level: 2, start: '2025-03-01T02:00:00.000Z', end: '2025-03-01T02:01:00.000Z' },
      { level: 4, start: '2025-03-01T02:01:00.000Z', end: '2026-03-01T02:01:00.000Z' },
    ]);
    expect(await balanceOf(app, member.account)).toBe(499_900 - quote.payAmount);
  });

  it('shows a negative amount when the old level is worth more, and refuses that order', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 699_900);
    await buyByBalance(member, 3, 3);
    const quote = body<VipPrice>(await price(member, 4, 1)).data;
    expect(quote.payAmount).toBeLessThan(0);
    expect(answer(await submit(member, 4, 1, 1))).toEqual({
      status: 400,
      code: 3001,
      message: accountMessages.yearsTooFew,
      data: null,
    });
  });
});

describe('a sub-account', () => {
  it('cannot buy VIP: code 500 with the message the page shows', async () => {
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    const refused = {
      status: 403,
      code: ApiCode.upgradeRefused,
      message: accountMessages.subAccountCannotBuy,
      data: null,
    };
    expect(answer(await call(app, sub, 'GET', `${VIP_PATHS.options}?isRenew=false`))).toEqual(
      refused,
    );
    expect(answer(await price(sub, 3, 1))).toEqual(refused);
    expect(answer(await submit(sub, 3, 1))).toEqual(refused);
  });
});

describe('a sub-account and its main account’s VIP order', () => {
  it('cannot pay it from the shared wallet nor get its QR codes', async () => {
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    await fund(app, main.account, 299_900);
    const order = body<VipSubmitResult>(await submit(main, 3, 1, 1)).data;
    const refused = {
      status: 403,
      code: ApiCode.upgradeRefused,
      message: accountMessages.subAccountCannotBuy,
      data: null,
    };
    expect(answer(await payByBalance(sub, order.outTradeNo))).toEqual(refused);
    expect(answer(await call(app, sub, 'GET', PAYMENT_PATHS.wxSubmit(order.outTradeNo)))).toEqual(
      refused,
    );
    expect(answer(await call(app, sub, 'GET', PAYMENT_PATHS.aliSubmit(order.outTradeNo)))).toEqual(
      refused,
    );
    expect(await statusOf(app, order.outTradeNo)).toBe('pending');
    expect(await balanceOf(app, main.account)).toBe(299_900);
    // the main account still pays it
    expect(body(await payByBalance(main, order.outTradeNo)).code).toBe(200);
  });
});

describe('one VIP order pending at a time', () => {
  it('a new VIP order cancels the pending one, which can then no longer be paid', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 2 * 499_900);
    const first = body<VipSubmitResult>(await submit(member, 4, 1, 1)).data;
    const second = body<VipSubmitResult>(await submit(member, 4, 1, 1)).data;
    expect(await statusOf(app, first.outTradeNo)).toBe('cancelled');
    expect(await statusOf(app, second.outTradeNo)).toBe('pending');
    expect(answer(await payByBalance(member, first.outTradeNo))).toEqual({
      status: 409,
      code: 3003,
      message: moneyMessages.orderClosed,
      data: null,
    });
    expect(body(await payByBalance(member, second.outTradeNo)).code).toBe(200);
    expect(await balanceOf(app, member.account)).toBe(499_900);
    expect(await membershipsOf(member.id)).toHaveLength(1);
  });

  it('submits at the same moment leave one order pending', async () => {
    const member = await newMainAccount(app);
    const orders = await Promise.all([1, 2, 3].map(() => submit(member, 3, 1)));
    const statuses = await Promise.all(
      orders.map((res) => statusOf(app, body<VipSubmitResult>(res).data.outTradeNo)),
    );
    expect(statuses.sort()).toEqual(['cancelled', 'cancelled', 'pending']);
  });
});

describe('the upgrade credit: never more than was paid', () => {
  it('企业VIP 3 years upgraded at once to 代理VIP 3 years credits the ¥6999 paid', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 699_900 + 600_000);
    await buyByBalance(member, 3, 3);
    expect(body<VipPrice>(await price(member, 4, 3)).data).toMatchObject({
      totalAmount: 1_299_900,
      oldLevelAmount: 699_900,
      payAmount: 600_000,
    });
    await buyByBalance(member, 4, 3);
    expect(await balanceOf(app, member.account)).toBe(0);
  });

  it('个人VIP 3 years (¥899) credits at most ¥899', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 89_900);
    await buyByBalance(member, 2, 3);
    const quote = body<VipPrice>(await price(member, 3, 3)).data;
    expect(quote.oldLevelAmount).toBe(89_900);
    expect(quote.payAmount).toBe(699_900 - 89_900);
  });

  it('an upgrade’s credit counts what the upgraded order itself was credited', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 299_900 + 200_000 + 10);
    await buyByBalance(member, 3, 1);
    // 企业VIP upgraded at once: ¥2999 credited, ¥2000 paid; the 代理VIP year is worth ¥4999
    await buyByBalance(member, 4, 1);
    expect(await balanceOf(app, member.account)).toBe(10);
    const { rows } = await app.db.query<{ details: { quote: { oldLevelAmount: number } } }>(
      `SELECT details FROM orders WHERE main_member_id = $1 AND status = 'paid'
       ORDER BY id DESC LIMIT 1`,
      [member.account],
    );
    expect(rows[0]!.details.quote.oldLevelAmount).toBe(299_900);
  });
});

describe('paying from the balance at a price that changed since the order', () => {
  it('refuses with 409, takes and grants nothing, and cancels the order', async () => {
    const member = await newMainAccount(app);
    await fund(app, member.account, 39_900);
    await buyByBalance(member, 2, 1);
    // as if bought a year ago: a day and a minute of 个人VIP left
    const DAY = 24 * 3600 * 1000;
    const endsAt = new Date(clock.now().getTime() + DAY + 60_000);
    await app.db.query(
      `UPDATE memberships SET start_time = $2, end_time = $3
       WHERE member_id = $1 AND level_id = 2`,
      [member.id, new Date(endsAt.getTime() - 365 * DAY), endsAt],
    );
    await fund(app, member.account, 299_900);
    const upgrade = body<VipSubmitResult>(await submit(member, 3, 1, 1)).data;
    expect(upgrade).toMatchObject({ payType: 2, totalAmount: 299_900 - Math.floor(39_900 / 365) });
    // paid two minutes later: less than a whole day is left now, so the credit is gone
    clock.advance(120_000);
    expect(answer(await payByBalance(member, upgrade.outTradeNo))).toEqual({
      status: 409,
      code: 3003,
      message: moneyMessages.vipPriceChanged,
      data: null,
    });
    expect(await statusOf(app, upgrade.outTradeNo)).toBe('cancelled');
    expect(await balanceOf(app, member.account)).toBe(299_900);
    expect(await ledgerSum(app, member.account)).toBe(299_900);
    expect((await membershipsOf(member.id)).map((m) => m.level)).toEqual([2]);
    // ordered again at today's price, it is paid
    await buyByBalance(member, 3, 1);
    expect(await balanceOf(app, member.account)).toBe(0);
  });
});
