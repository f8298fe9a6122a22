import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../src/http/api-error';
import { currentPaidLevel } from '../../src/money/memberships';
import { moneyMessages } from '../../src/money/messages';
import { createOrder } from '../../src/money/orders';
import { payFromBalance } from '../../src/money/pay-from-balance';
import { applyPaymentNotice } from '../../src/money/provider-payments';
import { quoteVip } from '../../src/money/vip-pricing';
import { changeBalance, walletOf } from '../../src/money/wallet';
import { SandboxProvider } from '../../src/payments/sandbox';
import { build, testClock } from '../helper';
import { newMember } from './members';

const DAY = 24 * 3600 * 1000;
const sandbox = new SandboxProvider('vip-fulfilment-secret');
const clock = testClock('2025-03-01T02:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now });
});
afterAll(() => app.close());

/**
 * A VIP order at the price quoted now, as submit places it, but without submit's cancelling
 * of the other pending VIP orders: these tests check what delivery does on its own.
 */
async function quotedOrder(member: number, levelId: number, years: number) {
  const now = clock.now();
  const quote = quoteVip(levelId, years, await currentPaidLevel(app.db, member, now), now);
  if (typeof quote === 'string') throw new Error(`refused: ${quote}`);
  const order = await createOrder(
    app.db,
    {
      memberId: member,
      mainMemberId: member,
      category: 'vip',
      name: `VIP ${levelId} ${years}年`,
      priceCents: quote.productPrice,
      payAmountCents: quote.payAmount,
      payType: 1,
      details: { levelId, years, quote: { oldLevelAmount: quote.oldLevelAmount } },
    },
    now,
  );
  return { orderSn: order.orderSn, cents: quote.payAmount };
}

const payByNotice = (order: { orderSn: string; cents: number }) =>
  applyPaymentNotice(
    app.db,
    sandbox.name,
    sandbox.verifyNotification(sandbox.signNotification(order.orderSn, order.cents))!,
    clock.now(),
  );

async function payByBalance(member: number, order: { orderSn: string; cents: number }) {
  await app.db.transaction((tx) =>
    changeBalance(tx, {
      mainMemberId: member,
      changeCents: order.cents,
      reason: 'recharge',
      orderId: null,
    }),
  );
  return payFromBalance(app.db, order.orderSn, member, clock.now()).then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { status: e.statusCode, message: e.message } : e),
  );
}

async function periods(member: number) {
  const { rows } = await app.db.query<{ level_id: number; start_time: Date; end_time: Date }>(
    `SELECT level_id, start_time, end_time FROM memberships
     WHERE member_id = $1 ORDER BY start_time, level_id DESC`,
    [member],
  );
  return rows.map((r) => [
    r.level_id,
    new Date(r.start_time).toISOString().slice(0, 10),
    new Date(r.end_time).toISOString().slice(0, 10),
  ]);
}

const statusOf = async (orderSn: string) =>
  (
    await app.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [
      orderSn,
    ])
  ).rows[0]!.status;

const balanceOf = async (member: number) => (await walletOf(app.db, member)).balanceCents;

async function ledgerOf(member: number) {
  const { rows } = await app.db.query<{ change_cents: string; reason: string }>(
    'SELECT change_cents, reason FROM wallet_ledger WHERE main_member_id = $1 ORDER BY id',
    [member],
  );
  return rows.map((r) => [Number(r.change_cents), r.reason]);
}

async function lastReminder(member: number) {
  const { rows } = await app.db.query<{ content: { text: string } }>(
    'SELECT content FROM reminders WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [member],
  );
  return rows[0]?.content.text;
}

const priceChanged = { status: 409, message: moneyMessages.vipPriceChanged };

afterEach(() => {
  clock.advance(DAY); // each test starts on a fresh day of its own
});

it('two renewals paid at the same moment follow each other instead of overlapping', async () => {
  const member = await newMember(app);
  const first = await quotedOrder(member, 3, 1);
  const second = await quotedOrder(member, 3, 1);
  await Promise.all([payByNotice(first), payByNotice(second)]);
  expect(await periods(member)).toEqual([
    [3, '2025-03-01', '2026-03-01'],
    [3, '2026-03-01', '2027-03-01'],
  ]);
});

it('a notice repeated for a VIP order grants the level once', async () => {
  const member = await newMember(app);
  const order = await quotedOrder(member, 2, 2);
  const notice = sandbox.verifyNotification(sandbox.signNotification(order.orderSn, 69_900))!;
  expect(await applyPaymentNotice(app.db, sandbox.name, notice, clock.now())).toBe('paid');
  expect(await applyPaymentNotice(app.db, sandbox.name, notice, clock.now())).toBe('already-paid');
  expect(await periods(member)).toEqual([[2, '2025-03-02', '2027-03-02']]);
});

describe('a VIP order is granted only at the price a quote at payment time asks', () => {
  it('two upgrades 3→4 by QR: the second is not renewed at the upgrade price, its money is kept', async () => {
    const member = await newMember(app);
    await payByNotice(await quotedOrder(member, 3, 1));
    clock.advance(10 * DAY);
    const first = await quotedOrder(member, 4, 1);
    const second = await quotedOrder(member, 4, 1);
    expect(first.cents).toBe(499_900 - Math.floor((299_900 * 355) / 365));
    expect(await payByNotice(first)).toBe('paid');
    expect(await payByNotice(second)).toBe('paid');
    expect(await periods(member)).toEqual([
      [3, '2025-03-03', '2025-03-13'],
      [4, '2025-03-13', '2026-03-13'],
    ]);
    expect(await statusOf(second.orderSn)).toBe('paid');
    expect(await balanceOf(member)).toBe(second.cents);
    expect(await ledgerOf(member)).toEqual([[second.cents, 'refund-to-balance']]);
    expect(await lastReminder(member)).toBe(
      `您的订单${second.orderSn}（VIP 4 1年）已付款${(second.cents / 100).toFixed(2)}元。` +
        `会员价格已变化，本订单未开通会员，${(second.cents / 100).toFixed(2)}元已转入账户余额，请重新下单。`,
    );
  });

  it('the second upgrade paid from the balance is refused with 409 and cancelled, nothing taken', async () => {
    const member = await newMember(app);
    await payByNotice(await quotedOrder(member, 3, 1));
    const first = await quotedOrder(member, 4, 1);
    const second = await quotedOrder(member, 4, 1);
    expect(await payByBalance(member, first)).toBeNull();
    expect(await payByBalance(member, second)).toEqual(priceChanged);
    expect(await statusOf(second.orderSn)).toBe('cancelled');
    expect(await balanceOf(member)).toBe(second.cents);
    expect((await periods(member)).filter(([level]) => level === 4)).toHaveLength(1);
  });

  it('three 3-year orders paid give 3 years, not 9: the cap holds', async () => {
    const member = await newMember(app);
    const orders = [
      await quotedOrder(member, 3, 3),
      await quotedOrder(member, 3, 3),
      await quotedOrder(member, 3, 3),
    ];
    expect(await payByNotice(orders[0]!)).toBe('paid');
    expect(await payByBalance(member, orders[1]!)).toEqual(priceChanged);
    expect(await payByNotice(orders[2]!)).toBe('paid');
    const today = clock.now().toISOString().slice(0, 10);
    expect(await periods(member)).toEqual([
      [3, today, `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`],
    ]);
    // the balance payment was rolled back (its top-up stays); the QR payment was kept
    expect(await balanceOf(member)).toBe(2 * 699_900);
    expect(await statusOf(orders[1]!.orderSn)).toBe('cancelled');
  });

  it('an upgrade paid after the old level ran out does not keep its credit', async () => {
    const member = await newMember(app);
    await payByNotice(await quotedOrder(member, 2, 1));
    clock.advance(363 * DAY); // two days of personal VIP left
    const byQr = await quotedOrder(member, 3, 1);
    const byBalance = await quotedOrder(member, 3, 1);
    expect(byQr.cents).toBe(299_900 - Math.floor((39_900 * 2) / 365));
    clock.advance(3 * DAY);
    expect(await payByBalance(member, byBalance)).toEqual(priceChanged);
    expect(await payByNotice(byQr)).toBe('paid');
    expect((await periods(member)).map(([level]) => level)).toEqual([2]);
    expect(await balanceOf(member)).toBe(byBalance.cents + byQr.cents);
  });

  it('a lower level paid after a higher one is not granted; the money is kept', async () => {
    const member = await newMember(app);
    const agency = await quotedOrder(member, 4, 1);
    const personal = await quotedOrder(member, 2, 1);
    await payByNotice(agency);
    expect(await payByNotice(personal)).toBe('paid');
    expect((await periods(member)).map(([level]) => level)).toEqual([4]);
    expect(await balanceOf(member)).toBe(39_900);
  });
});

it('a balance payment and a QR payment of two upgrades at once: one granted, the other kept', async () => {
  for (let round = 0; round < 5; round += 1) {
    const member = await newMember(app);
    await payByNotice(await quotedOrder(member, 3, 1));
    const byBalance = await quotedOrder(member, 4, 1);
    const byQr = await quotedOrder(member, 4, 1);
    const [balanceOutcome, qrOutcome] = await Promise.all([
      payByBalance(member, byBalance),
      payByNotice(byQr),
    ]);
    expect(qrOutcome).toBe('paid');
    expect((await periods(member)).filter(([level]) => level === 4)).toHaveLength(1);
    // whichever lost, its money is in the wallet: the balance payment's top-up stays when
    // it was refused, the QR payment is credited when it came second
    expect(await balanceOf(member)).toBe(balanceOutcome === null ? byQr.cents : byBalance.cents);
    const { rows } = await app.db.query<{ sum: string }>(
      'SELECT coalesce(sum(change_cents), 0) AS sum FROM wallet_ledger WHERE main_member_id = $1',
      [member],
    );
    expect(Number(rows[0]!.sum)).toBe(await balanceOf(member));
  }
});
