import type { FastifyInstance } from 'fastify';
import { accountLimits } from 'shared-api/contract';
import { createOrder } from '../../src/money/orders';
import { payFromBalance } from '../../src/money/pay-from-balance';
import { closeStaleOrders } from '../../src/money/stale-orders';
import { changeBalance } from '../../src/money/wallet';
import { build } from '../helper';
import { newMember } from './members';

// The state machine's pending → closed: an order nobody paid within the pay window.
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const order = (mainMemberId: number) =>
  createOrder(app.db, {
    memberId: mainMemberId,
    mainMemberId,
    category: 'download',
    name: '申请数据下载',
    priceCents: 100,
    payAmountCents: 100,
    payType: 1,
  });

const statusOf = async (orderSn: string) =>
  (
    await app.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [
      orderSn,
    ])
  ).rows[0]!.status;

it('closes pending orders older than the pay window and leaves paid and newer ones', async () => {
  const member = await newMember(app);
  await app.db.transaction((tx) =>
    changeBalance(tx, {
      mainMemberId: member,
      changeCents: 100,
      reason: 'recharge',
      orderId: null,
    }),
  );
  const unpaid = await order(member);
  const paid = await order(member);
  await payFromBalance(app.db, paid.orderSn, member);

  // orders are stamped with the database's clock: measure the window from now
  const window = accountLimits.orderPayWindowMs;
  expect(await closeStaleOrders(app.db, new Date(Date.now() + window - 60_000))).toBe(0);
  expect(await statusOf(unpaid.orderSn)).toBe('pending');

  expect(await closeStaleOrders(app.db, new Date(Date.now() + window + 60_000))).toBe(1);
  expect(await statusOf(unpaid.orderSn)).toBe('closed');
  expect(await statusOf(paid.orderSn)).toBe('paid');
  // a second run finds nothing more to close
  expect(await closeStaleOrders(app.db, new Date(Date.now() + window + 60_000))).toBe(0);
});
