import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../src/http/api-error';
import { moneyMessages } from '../../src/money/messages';
import { cancelOrder, createOrder, RECHARGE_CATEGORY } from '../../src/money/orders';
import { applyPaymentNotice } from '../../src/money/provider-payments';
import { walletOf } from '../../src/money/wallet';
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
  // a second trade for a paid order is refused: never paid twice
  const other = sandbox.verifyNotification(sandbox.signNotification(order.orderSn, 5000))!;
  expect(await refusal(applyPaymentNotice(app.db, sandbox.name, other))).toBe(
    moneyMessages.orderPaid,
  );
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

it('forged or altered notices do not verify', () => {
  const signed = sandbox.signNotification('B1', 100);
  expect(sandbox.verifyNotification({ ...signed, amountCents: 100000 })).toBeNull();
  expect(sandbox.verifyNotification({ ...signed, orderSn: 'B2' })).toBeNull();
  expect(sandbox.verifyNotification({ ...signed, sign: '0'.repeat(64) })).toBeNull();
  const forger = new SandboxProvider('not-the-secret', 'http://localhost/shebiao/dev/pay');
  expect(sandbox.verifyNotification(forger.signNotification('B1', 100))).toBeNull();
  expect(sandbox.verifyNotification('garbage')).toBeNull();
});

it('a wrong amount or a cancelled order is refused and changes nothing', async () => {
  const member = await newMember(app);
  const order = await topUpOrder(member, 300);
  const cheap = sandbox.verifyNotification(sandbox.signNotification(order.orderSn, 1))!;
  expect(await refusal(applyPaymentNotice(app.db, sandbox.name, cheap))).toBe(
    moneyMessages.amountMismatch,
  );
  await cancelOrder(app.db, order.orderSn, member);
  const late = sandbox.verifyNotification(sandbox.signNotification(order.orderSn, 300))!;
  expect(await refusal(applyPaymentNotice(app.db, sandbox.name, late))).toBe(
    moneyMessages.orderClosed,
  );
  expect(await statusOf(order.orderSn)).toBe('cancelled');
  expect((await walletOf(app.db, member)).balanceCents).toBe(0);
});
