import type { FastifyInstance } from 'fastify';
import { createOrder } from '../../src/money/orders';
import { applyPaymentNotice } from '../../src/money/provider-payments';
import { SandboxProvider } from '../../src/payments/sandbox';
import { build } from '../helper';
import { newMember } from './members';

const sandbox = new SandboxProvider('vip-fulfilment-secret');
const now = new Date('2025-03-01T02:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const vipOrder = (member: number, levelId: number, years: number, cents: number) =>
  createOrder(
    app.db,
    {
      memberId: member,
      mainMemberId: member,
      category: 'vip',
      name: `VIP ${levelId}`,
      priceCents: cents,
      payAmountCents: cents,
      payType: 1,
      details: { levelId, years },
    },
    now,
  );

const payByNotice = (orderSn: string, cents: number) =>
  applyPaymentNotice(
    app.db,
    sandbox.name,
    sandbox.verifyNotification(sandbox.signNotification(orderSn, cents))!,
    now,
  );

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

it('two renewals paid at the same moment follow each other instead of overlapping', async () => {
  const member = await newMember(app);
  const first = await vipOrder(member, 3, 1, 299_900);
  const second = await vipOrder(member, 3, 1, 299_900);
  await Promise.all([payByNotice(first.orderSn, 299_900), payByNotice(second.orderSn, 299_900)]);
  expect(await periods(member)).toEqual([
    [3, '2025-03-01', '2026-03-01'],
    [3, '2026-03-01', '2027-03-01'],
  ]);
});

it('a lower level paid after a higher one runs beside it and ends nothing', async () => {
  const member = await newMember(app);
  const agency = await vipOrder(member, 4, 1, 499_900);
  const personal = await vipOrder(member, 2, 1, 39_900);
  await payByNotice(agency.orderSn, 499_900);
  await payByNotice(personal.orderSn, 39_900);
  expect(await periods(member)).toEqual([
    [4, '2025-03-01', '2026-03-01'],
    [2, '2025-03-01', '2026-03-01'],
  ]);
});

it('a notice repeated for a VIP order grants the level once', async () => {
  const member = await newMember(app);
  const order = await vipOrder(member, 2, 2, 69_900);
  const notice = sandbox.verifyNotification(sandbox.signNotification(order.orderSn, 69_900))!;
  expect(await applyPaymentNotice(app.db, sandbox.name, notice, now)).toBe('paid');
  expect(await applyPaymentNotice(app.db, sandbox.name, notice, now)).toBe('already-paid');
  expect(await periods(member)).toEqual([[2, '2025-03-01', '2027-03-01']]);
});
