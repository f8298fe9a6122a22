import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../src/http/api-error';
import { moneyMessages } from '../../src/money/messages';
import { cancelOrder, createOrder, RECHARGE_CATEGORY } from '../../src/money/orders';
import { payFromBalance } from '../../src/money/pay-from-balance';
import { applyPaymentNotice } from '../../src/money/provider-payments';
import { changeBalance, walletOf } from '../../src/money/wallet';
import { SandboxProvider } from '../../src/payments/sandbox';
import { build } from '../helper';
import { newMember } from './members';

let app: FastifyInstance;
const sandbox = new SandboxProvider('test-payment-secret', 'http://localhost/shebiao/dev/pay');
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const topUpOrder = (member: number, cents: number) =>
  createOrder(app.db, {
    memberId: member,
    mainMemberId: member,
    category: RECHARGE_CATEGORY,
    name: '账户充值',
    priceCents: cents,
    payAmountCents: cents,
    payType: 1,
  });

const statusOf = async (orderSn: string) =>
  (
    await app.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [
      orderSn,
    ])
  ).rows[0]!.status;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? e.message : e),
  );

it('the sandbox code URL opens its wallet page with the order and amount', async () => {
  const { codeUrl } = await sandbox.submit({
    orderSn: 'A1',
    amountCents: 1234,
    subject: '充值',
    origin: 'https://portal.example:8443',
  });
  const url = new URL(codeUrl);
  expect(url.origin).toBe('http://localhost');
  expect(url.pathname).toBe('/shebiao/dev/pay');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    orderSn: 'A1',
    amount: '1234',
    subject: '充值',
  });
});

it('a signed notice pays a top-up once; the same notice again changes nothing', async () => {
  const member = await newMember(app);
  const order = await topUpOrder(member, 5000);
  const signed = sandbox.signNotification(order.orderSn, 5000);
  const notice = sandbox.verifyNotification(signed)!;
  expect(await applyPaymentNotice(app.db, sandbox.name, notice)).toBe('paid');
  expect(await applyPaymentNotice(app.db, sandbox.name, notice)).toBe('already-paid');
  expect(await statusOf(order.orderSn)).toBe('paid');
  expect((await walletOf(app.db, member)).balanceCents).toBe(5000);
});

it('by default the wallet page is on the origin the customer reached the portal at', async () => {
  const { codeUrl } = await new SandboxProvider('s').submit({
    orderSn: 'A2',
    amountCents: 1,
    subject: '会员',
    origin: 'https://portal.example:8443',
  });
  expect(codeUrl).toMatch(
    /^https:\/\/portal\.example:8443\/shebiao\/cloud-payment\/sandbox\/wallet\?/,
  );
});

it('the sandbox names one trade per order, so confirming an order twice is one payment', async () => {
  const member = await newMember(app);
  const order = await topUpOrder(member, 1234);
  const first = sandbox.signNotification(order.orderSn, 1234);
  const again = sandbox.signNotification(order.orderSn, 1234);
  expect(again.tradeNo).toBe(first.tradeNo);
  expect(sandbox.signNotification('another-order', 1234).tradeNo).not.toBe(first.tradeNo);
  expect(await applyPaymentNotice(app.db, sandbox.name, sandbox.verifyNotification(first)!)).toBe(
    'paid',
  );
  expect(await applyPaymentNotice(app.db, sandbox.name, sandbox.verifyNotification(again)!)).toBe(
    'already-paid',
  );
  expect((await walletOf(app.db, member)).balanceCents).toBe(1234);
});

it('forged or altered notices do not verify', () => {
  const signed = sandbox.signNotification('B1', 100);
  expect(sandbox.verifyNotification({ ...signed, amountCents: 100000 })).toBeNull();
  expect(sandbox.verifyNotification({ ...signed, orderSn: 'B2' })).toBeNull();
  expect(sandbox.verifyNotification({ ...signed, sign: '0'.repeat(64) })).toBeNull();
  const forger = new SandboxProvider('not-the-secret', 'http://localhost/shebiao/dev/pay');
  expect(sandbox.verifyNotification(forger.signNotification('B1', 100))).toBeNull();
  expect(sandbox.verifyNotification('garbage')).toBeNull();
});

it('a wrong amount is refused and changes nothing', async () => {
  const member = await newMember(app);
  const order = await topUpOrder(member, 300);
  const cheap = sandbox.verifyNotification(sandbox.signNotification(order.orderSn, 1))!;
  expect(await refusal(applyPaymentNotice(app.db, sandbox.name, cheap))).toBe(
    moneyMessages.amountMismatch,
  );
  await cancelOrder(app.db, order.orderSn, member);
  expect(await refusal(applyPaymentNotice(app.db, sandbox.name, cheap))).toBe(
    moneyMessages.amountMismatch,
  );
  expect(await statusOf(order.orderSn)).toBe('cancelled');
  expect((await walletOf(app.db, member)).balanceCents).toBe(0);
});

describe('money for an order that can no longer take it is kept in the wallet, once', () => {
  const noticeFor = (orderSn: string, cents: number, tradeNo?: string) =>
    sandbox.verifyNotification(sandbox.signNotification(orderSn, cents, tradeNo))!;

  async function ledgerOf(member: number) {
    const { rows } = await app.db.query<{ change_cents: string; reason: string }>(
      'SELECT change_cents, reason FROM wallet_ledger WHERE main_member_id = $1 ORDER BY id',
      [member],
    );
    return rows.map((r) => [Number(r.change_cents), r.reason]);
  }

  async function remindersOf(member: number) {
    const { rows } = await app.db.query<{ title: string; content: { text: string } }>(
      'SELECT title, content FROM reminders WHERE member_id = $1 ORDER BY id',
      [member],
    );
    return rows.map((r) => [r.title, r.content.text]);
  }

  const downloadOrder = (member: number, cents: number) =>
    createOrder(app.db, {
      memberId: member,
      mainMemberId: member,
      category: 'download',
      name: '申请数据下载',
      priceCents: cents,
      payAmountCents: cents,
      payType: 1,
    });

  it('an order cancelled while the phone was paying: credited, the order stays cancelled', async () => {
    const member = await newMember(app);
    const order = await downloadOrder(member, 300);
    await cancelOrder(app.db, order.orderSn, member);
    const late = noticeFor(order.orderSn, 300);
    expect(await applyPaymentNotice(app.db, sandbox.name, late)).toBe('credited');
    // the provider resends: nothing more
    expect(await applyPaymentNotice(app.db, sandbox.name, late)).toBe('already-paid');
    expect(await statusOf(order.orderSn)).toBe('cancelled');
    expect((await walletOf(app.db, member)).balanceCents).toBe(300);
    expect(await ledgerOf(member)).toEqual([[300, `refund-to-balance:sandbox:${late.tradeNo}`]]);
    expect(await remindersOf(member)).toEqual([
      [
        '付款已转入余额',
        `您的订单${order.orderSn}（申请数据下载）已取消，收到的付款3.00元已转入账户余额。`,
      ],
    ]);
  });

  it('a closed order: credited', async () => {
    const member = await newMember(app);
    const order = await topUpOrder(member, 700);
    await app.db.query("UPDATE orders SET status = 'closed' WHERE id = $1", [order.id]);
    expect(await applyPaymentNotice(app.db, sandbox.name, noticeFor(order.orderSn, 700))).toBe(
      'credited',
    );
    expect((await walletOf(app.db, member)).balanceCents).toBe(700);
    expect((await remindersOf(member))[0]![1]).toContain('已关闭');
  });

  it('an order paid by another trade: each further trade is credited once', async () => {
    const member = await newMember(app);
    const order = await downloadOrder(member, 5000);
    const first = noticeFor(order.orderSn, 5000);
    // a real customer paying one order twice: the provider names two trades
    const second = noticeFor(order.orderSn, 5000, 'SBX-second-payment');
    const third = noticeFor(order.orderSn, 5000, 'SBX-third-payment');
    expect(await applyPaymentNotice(app.db, sandbox.name, first)).toBe('paid');
    expect(await applyPaymentNotice(app.db, sandbox.name, second)).toBe('credited');
    expect(await applyPaymentNotice(app.db, sandbox.name, second)).toBe('already-paid');
    expect(await applyPaymentNotice(app.db, sandbox.name, first)).toBe('already-paid');
    expect(await applyPaymentNotice(app.db, sandbox.name, third)).toBe('credited');
    expect((await walletOf(app.db, member)).balanceCents).toBe(10_000);
    expect(await statusOf(order.orderSn)).toBe('paid');
  });

  it('an order paid from the balance meanwhile: the QR payment is credited', async () => {
    const member = await newMember(app);
    await app.db.transaction((tx) =>
      changeBalance(tx, {
        mainMemberId: member,
        changeCents: 800,
        reason: 'recharge',
        orderId: null,
      }),
    );
    const order = await downloadOrder(member, 800);
    await payFromBalance(app.db, order.orderSn, member);
    const notice = noticeFor(order.orderSn, 800);
    expect(await applyPaymentNotice(app.db, sandbox.name, notice)).toBe('credited');
    expect(await applyPaymentNotice(app.db, sandbox.name, notice)).toBe('already-paid');
    expect((await walletOf(app.db, member)).balanceCents).toBe(800);
    expect((await ledgerOf(member)).map(([cents]) => cents)).toEqual([800, -800, 800]);
    expect((await remindersOf(member)).at(-1)![1]).toContain('已支付，收到的付款8.00元');
  });

  it('resent at the same moment, a notice is credited once', async () => {
    const member = await newMember(app);
    const order = await downloadOrder(member, 900);
    await cancelOrder(app.db, order.orderSn, member);
    const notice = noticeFor(order.orderSn, 900);
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => applyPaymentNotice(app.db, sandbox.name, notice)),
    );
    expect(outcomes.sort()).toEqual(['already-paid', 'already-paid', 'credited']);
    expect((await walletOf(app.db, member)).balanceCents).toBe(900);
  });
});
