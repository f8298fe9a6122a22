import type { FastifyInstance } from 'fastify';
import { ApiCode } from 'shared-api/contract';
import { ApiError } from '../../src/http/api-error';
import { moneyMessages } from '../../src/money/messages';
import { cancelOrder, createOrder } from '../../src/money/orders';
import { payFromBalance } from '../../src/money/pay-from-balance';
import { changeBalance, walletOf } from '../../src/money/wallet';
import { build } from '../helper';
import { newMember } from './members';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const topUp = (mainMemberId: number, cents: number) =>
  app.db.transaction((tx) =>
    changeBalance(tx, { mainMemberId, changeCents: cents, reason: 'recharge', orderId: null }),
  );

const order = (mainMemberId: number, cents: number) =>
  createOrder(app.db, {
    memberId: mainMemberId,
    mainMemberId,
    category: 'download',
    name: '申请数据下载',
    priceCents: cents,
    payAmountCents: cents,
    payType: 2,
  });

async function ledgerOf(mainMemberId: number) {
  const { rows } = await app.db.query<{ sum: string; min: string | null; n: string }>(
    `SELECT coalesce(sum(change_cents), 0) AS sum, min(balance_after_cents) AS min, count(*) AS n
     FROM wallet_ledger WHERE main_member_id = $1`,
    [mainMemberId],
  );
  return { sum: Number(rows[0]!.sum), min: Number(rows[0]!.min), rows: Number(rows[0]!.n) };
}

const refusalOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

it('100 parallel balance payments against a balance covering 50 pay exactly 50', async () => {
  const member = await newMember(app);
  await topUp(member, 50 * 100);
  const orders = await Promise.all(Array.from({ length: 100 }, () => order(member, 100)));
  const outcomes = await Promise.allSettled(
    orders.map((o) => payFromBalance(app.db, o.orderSn, member)),
  );
  const paid = outcomes.filter((o) => o.status === 'fulfilled');
  const refused = outcomes.filter((o) => o.status === 'rejected');
  expect(paid).toHaveLength(50);
  for (const r of refused) expect((r.reason as ApiError).apiCode).toBe(ApiCode.payError);

  const { rows } = await app.db.query<{ status: string; n: string }>(
    'SELECT status, count(*) AS n FROM orders WHERE main_member_id = $1 GROUP BY status',
    [member],
  );
  expect(Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))).toEqual({
    paid: 50,
    pending: 50,
  });
  expect((await walletOf(app.db, member)).balanceCents).toBe(0);
  const ledger = await ledgerOf(member);
  expect(ledger).toEqual({ sum: 0, min: 0, rows: 51 });
});

it('a repeated payment changes nothing; another account’s order is unknown to the caller', async () => {
  const member = await newMember(app);
  const stranger = await newMember(app);
  await topUp(member, 1000);
  const o = await order(member, 300);
  await payFromBalance(app.db, o.orderSn, member);
  const again = await refusalOf(payFromBalance(app.db, o.orderSn, member));
  expect(again.message).toBe(moneyMessages.orderPaid);
  const foreign = await refusalOf(payFromBalance(app.db, o.orderSn, stranger));
  expect(foreign.message).toBe(moneyMessages.orderNotFound);
  expect((await walletOf(app.db, member)).balanceCents).toBe(700);
  expect(await ledgerOf(member)).toEqual({ sum: 700, min: 700, rows: 2 });
});

it('a cancelled order cannot be paid, and a payment the balance cannot cover leaves it pending', async () => {
  const member = await newMember(app);
  await topUp(member, 100);
  const cancelled = await order(member, 50);
  await cancelOrder(app.db, cancelled.orderSn, member);
  expect((await refusalOf(payFromBalance(app.db, cancelled.orderSn, member))).message).toBe(
    moneyMessages.orderClosed,
  );
  const tooDear = await order(member, 101);
  const refused = await refusalOf(payFromBalance(app.db, tooDear.orderSn, member));
  expect(refused.message).toBe(moneyMessages.insufficientBalance);
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM orders WHERE order_sn = $1',
    [tooDear.orderSn],
  );
  expect(rows[0]!.status).toBe('pending');
  expect((await walletOf(app.db, member)).balanceCents).toBe(100);
});
