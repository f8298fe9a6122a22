import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  CLOUD_ORDER_PATHS,
  PAYMENT_PATHS,
  VIP_PATHS,
  accountMessages,
  type AliCode,
  type VipSubmitResult,
  type WxCode,
} from 'shared-api/contract';
import { moneyMessages } from '../../../../src/money/messages';
import { SandboxProvider } from '../../../../src/payments/sandbox';
import { body, build, testClock } from '../../../helper';
import {
  answer,
  balanceOf,
  call,
  ledgerSum,
  levelOf,
  newMainAccount,
  newSubAccount,
  remindersOf,
  statusOf,
  type Caller,
} from './money-helpers';

const clock = testClock('2025-03-01T02:00:00Z');
/** Our own sandbox, so the test can sign notifications the way the wallet page does. */
const sandbox = new SandboxProvider('payments-test-secret');
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now, paymentProvider: sandbox });
});
afterAll(() => app.close());

const rechargeOrder = async (caller: Caller, price: string) =>
  body<string>(await call(app, caller, 'GET', CLOUD_ORDER_PATHS.recharge(price))).data;
const wxCode = (caller: Caller, orderNo: string) =>
  call(app, caller, 'GET', PAYMENT_PATHS.wxSubmit(orderNo));
const verify = (caller: Caller, orderNo: string) =>
  call(app, caller, 'POST', PAYMENT_PATHS.wxVerify(orderNo), { orderSn: orderNo });
const notify = (payload: object, provider = 'sandbox') =>
  app.inject({ method: 'POST', url: PAYMENT_PATHS.notify(provider), payload });
const confirm = (orderSn: string) =>
  app.inject({ method: 'POST', url: PAYMENT_PATHS.sandboxConfirm, payload: { orderSn } });

const ledgerRows = async (account: number) =>
  (await app.db.query('SELECT 1 FROM wallet_ledger WHERE main_member_id = $1', [account])).rows
    .length;

/** What a phone does with the QR code: open its URL (same server), then press 确认支付. */
async function scanAndConfirm(codeUrl: string) {
  const url = new URL(codeUrl);
  const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const orderSn = url.searchParams.get('orderSn')!;
  return { page: page.body, confirmed: await confirm(orderSn) };
}

describe('top-up orders', () => {
  it('creates a pending top-up of the price in yuan; data is its order number', async () => {
    const member = await newMainAccount(app);
    const orderSn = await rechargeOrder(member, '100.5');
    expect(orderSn).toMatch(/^\d{20}$/);
    const { rows } = await app.db.query<{ pay_amount_cents: string; product_category: string }>(
      'SELECT pay_amount_cents, product_category FROM orders WHERE order_sn = $1',
      [orderSn],
    );
    expect(rows[0]).toEqual({ pay_amount_cents: expect.anything(), product_category: 'recharge' });
    expect(Number(rows[0]!.pay_amount_cents)).toBe(10_050);
    expect(await statusOf(app, orderSn)).toBe('pending');
  });

  it.each([
    ['30000.01', accountMessages.topUpTooMuch],
    ['50000', accountMessages.topUpTooMuch],
    ['0', accountMessages.amountInvalid],
    ['0.00', accountMessages.amountInvalid],
    ['-5', accountMessages.amountInvalid],
    ['1.234', accountMessages.amountInvalid],
    ['1e3', accountMessages.amountInvalid],
    ['abc', accountMessages.amountInvalid],
  ])('refuses %s yuan', async (price, message) => {
    const member = await newMainAccount(app);
    const res = await call(app, member, 'GET', CLOUD_ORDER_PATHS.recharge(price));
    expect(answer(res)).toEqual({ status: 400, code: 3001, message, data: null });
  });

  it('accepts exactly 30000 yuan', async () => {
    const member = await newMainAccount(app);
    expect(await rechargeOrder(member, '30000')).toMatch(/^\d+$/);
  });
});

describe('paying a top-up by QR code through the sandbox wallet', () => {
  let member: Caller;
  let orderSn: string;
  beforeAll(async () => {
    member = await newMainAccount(app);
    orderSn = await rechargeOrder(member, '88.80');
  });

  it('answers WeChat and Alipay codes that open the wallet page on the request’s origin', async () => {
    const wx = body<WxCode>(await wxCode(member, orderSn)).data;
    expect(wx).toEqual({
      code_url: expect.stringMatching(
        /^http:\/\/localhost(:80)?\/shebiao\/cloud-payment\/sandbox\/wallet\?/,
      ),
      orderSn,
      totalAmount: 8_880,
      orderTime: '2025-03-01 10:00:00',
    });
    const ali = body<AliCode>(await call(app, member, 'GET', PAYMENT_PATHS.aliSubmit(orderSn)));
    expect(ali.data).toMatchObject({ orderSn, totalAmount: 8_880 });
    expect(new URL(ali.data.qrCode).searchParams.get('orderSn')).toBe(orderSn);
    // behind a proxy the public host and scheme come from the forwarded headers
    const proxied = await buildBehindProxy();
    try {
      const proxiedMember = await newMainAccount(proxied);
      const sn = body<string>(
        await call(proxied, proxiedMember, 'GET', CLOUD_ORDER_PATHS.recharge('1')),
      ).data;
      const res = await proxied.inject({
        method: 'GET',
        url: PAYMENT_PATHS.wxSubmit(sn),
        headers: {
          authorization: `Bearer ${proxiedMember.token}`,
          'x-forwarded-host': 'tm.example.cn',
          'x-forwarded-proto': 'https',
        },
      });
      expect(body<WxCode>(res).data.code_url).toMatch(
        /^https:\/\/tm\.example\.cn\/shebiao\/cloud-payment\/sandbox\/wallet\?/,
      );
    } finally {
      await proxied.close();
    }
  });

  it('polls as pending (code 202, HTTP 200) until paid', async () => {
    expect(answer(await verify(member, orderSn))).toEqual({
      status: 200,
      code: ApiCode.paymentPending,
      message: accountMessages.paymentPending,
      data: null,
    });
  });

  it('the wallet page shows the subject and amount; confirming credits the wallet once', async () => {
    const wx = body<WxCode>(await wxCode(member, orderSn)).data;
    const { page, confirmed } = await scanAndConfirm(wx.code_url);
    expect(page).toContain('模拟钱包');
    expect(page).toContain('账户充值');
    expect(page).toContain('¥88.80');
    expect(page).toContain('确认支付');
    expect(page).toContain(PAYMENT_PATHS.sandboxConfirm);
    expect(body(confirmed)).toEqual({ code: 200, message: '成功', data: { outcome: 'paid' } });
    expect(answer(await verify(member, orderSn))).toEqual({
      status: 200,
      code: 200,
      message: accountMessages.paid,
      data: null,
    });
    expect(await balanceOf(app, member.account)).toBe(8_880);
    const paidNote = (await remindersOf(app, member.id)).find((r) => r.title === '付款成功');
    expect(paidNote?.content.text).toBe(
      `您的订单${orderSn}（账户充值）已付款88.80元。账户余额已增加88.80元。`,
    );
    // confirming the same order again is the same trade, not a second payment: it answers
    // that the order is paid and credits nothing (it used to credit 88.80 each time)
    expect(body(await confirm(orderSn))).toEqual({
      code: 200,
      message: moneyMessages.orderPaid,
      data: { outcome: 'already-paid' },
    });
    expect(body(await confirm(orderSn)).data).toEqual({ outcome: 'already-paid' });
    expect(await balanceOf(app, member.account)).toBe(8_880);
    expect(await ledgerRows(member.account)).toBe(1);
    expect((await remindersOf(app, member.id)).map((r) => r.title)).not.toContain('付款已转入余额');
  });

  it('escapes what the code URL carries', async () => {
    const subject = encodeURIComponent('<script>alert(1)</script>');
    const page = await app.inject({
      method: 'GET',
      url: `${PAYMENT_PATHS.sandboxWallet}?orderSn=1&amount=5&subject=${subject}`,
    });
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('¥0.05');
  });

  it('refuses a code for an order that is no longer pending', async () => {
    expect(answer(await wxCode(member, orderSn))).toEqual({
      status: 409,
      code: 3003,
      message: moneyMessages.orderPaid,
      data: null,
    });
  });
});

describe('provider notifications', () => {
  it('a repeated notification of the same trade answers success and changes nothing', async () => {
    const member = await newMainAccount(app);
    const orderSn = await rechargeOrder(member, '10');
    const signed = sandbox.signNotification(orderSn, 1_000);
    expect(body(await notify(signed)).data).toEqual({ outcome: 'paid' });
    expect(body(await notify(signed)).data).toEqual({ outcome: 'already-paid' });
    expect(await balanceOf(app, member.account)).toBe(1_000);
    expect(await ledgerSum(app, member.account)).toBe(1_000);
  });

  it('a forged, altered or foreign-signed notification is refused and changes nothing', async () => {
    const member = await newMainAccount(app);
    const orderSn = await rechargeOrder(member, '10');
    const signed = sandbox.signNotification(orderSn, 1_000);
    const forger = new SandboxProvider('not-our-secret');
    const refused = {
      status: 400,
      code: 3001,
      message: moneyMessages.noticeInvalid,
      data: null,
    };
    expect(answer(await notify({ ...signed, sign: 'f'.repeat(64) }))).toEqual(refused);
    expect(answer(await notify({ ...signed, amountCents: 100_000 }))).toEqual(refused);
    expect(answer(await notify(forger.signNotification(orderSn, 1_000)))).toEqual(refused);
    expect(answer(await notify({ orderSn }))).toEqual(refused);
    // a provider the server does not use has no notification path
    expect((await notify(signed, 'wxpay')).statusCode).toBe(404);
    expect(await statusOf(app, orderSn)).toBe('pending');
    expect(await balanceOf(app, member.account)).toBe(0);
  });

  it('a signed notice for an order that does not exist is refused', async () => {
    expect(answer(await notify(sandbox.signNotification('99999', 100)))).toEqual({
      status: 404,
      code: 3002,
      message: moneyMessages.orderNotFound,
      data: null,
    });
  });

  it('a signed notice of the wrong amount is refused and changes nothing', async () => {
    const member = await newMainAccount(app);
    const orderSn = await rechargeOrder(member, '10');
    expect(answer(await notify(sandbox.signNotification(orderSn, 1)))).toEqual({
      status: 400,
      code: 3001,
      message: moneyMessages.amountMismatch,
      data: null,
    });
    expect(await statusOf(app, orderSn)).toBe('pending');
  });
});

describe('ownership and closing', () => {
  it('another account’s order has no code, no status and cannot be closed', async () => {
    const owner = await newMainAccount(app);
    const stranger = await newMainAccount(app);
    const orderSn = await rechargeOrder(owner, '10');
    const unknown = {
      status: 404,
      code: 3002,
      message: moneyMessages.orderNotFound,
      data: null,
    };
    expect(answer(await wxCode(stranger, orderSn))).toEqual(unknown);
    expect(answer(await call(app, stranger, 'GET', PAYMENT_PATHS.aliSubmit(orderSn)))).toEqual(
      unknown,
    );
    expect(answer(await verify(stranger, orderSn))).toEqual(unknown);
    expect(answer(await call(app, stranger, 'GET', CLOUD_ORDER_PATHS.close(orderSn)))).toEqual(
      unknown,
    );
    expect(await statusOf(app, orderSn)).toBe('pending');
  });

  it('a sub-account pays and polls its main account’s orders', async () => {
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    const orderSn = await rechargeOrder(sub, '20');
    const wx = body<WxCode>(await wxCode(main, orderSn)).data;
    await scanAndConfirm(wx.code_url);
    expect(body(await verify(sub, orderSn)).code).toBe(200);
    expect(await balanceOf(app, main.account)).toBe(2_000);
  });

  it('closing cancels a pending order: polling answers 3003, a late payment goes to the wallet', async () => {
    const member = await newMainAccount(app);
    const orderSn = await rechargeOrder(member, '10');
    const closed = await call(app, member, 'GET', CLOUD_ORDER_PATHS.close(orderSn));
    expect(body(closed)).toEqual({ code: 200, message: '成功', data: null });
    expect(await statusOf(app, orderSn)).toBe('cancelled');
    const closedAnswer = {
      status: 409,
      code: 3003,
      message: moneyMessages.orderClosed,
      data: null,
    };
    expect(answer(await verify(member, orderSn))).toEqual(closedAnswer);
    expect(answer(await call(app, member, 'GET', CLOUD_ORDER_PATHS.close(orderSn)))).toEqual(
      closedAnswer,
    );
    // the phone paid after the dialog was closed: the order stays cancelled, the money is kept
    expect(body(await confirm(orderSn)).data).toEqual({ outcome: 'credited' });
    // confirmed twice on the phone: still one payment, kept once
    expect(body(await confirm(orderSn)).data).toEqual({ outcome: 'already-paid' });
    expect(await ledgerRows(member.account)).toBe(1);
    expect(await statusOf(app, orderSn)).toBe('cancelled');
    expect(await balanceOf(app, member.account)).toBe(1_000);
    expect(await ledgerSum(app, member.account)).toBe(1_000);
  });

  it('a top-up cannot be paid from the balance it would fill', async () => {
    const member = await newMainAccount(app);
    const orderSn = await rechargeOrder(member, '10');
    const res = await call(app, member, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(orderSn));
    expect(answer(res)).toEqual({
      status: 400,
      code: 3001,
      message: moneyMessages.rechargeByBalance,
      data: null,
    });
    expect(await statusOf(app, orderSn)).toBe('pending');
  });

  it('refuses malformed order numbers and unknown ones', async () => {
    const member = await newMainAccount(app);
    const malformed = await wxCode(member, 'abc');
    expect(answer(malformed)).toEqual({
      status: 400,
      code: 3001,
      message: '订单号格式不正确',
      data: null,
    });
    expect(answer(await confirm('123'))).toMatchObject({ status: 404, code: 3002 });
  });
});

describe('buying VIP by scanning', () => {
  it('submitUpgrade → code → wallet page → confirm → verifyPay 200 → level granted, reminder', async () => {
    const member = await newMainAccount(app);
    const submitted = await call(app, member, 'POST', VIP_PATHS.submit, {
      levelId: 4,
      levelDateNum: 1,
      balanceAmount: 0,
    });
    const order = body<VipSubmitResult>(submitted).data;
    expect(order.payType).toBe(1);
    const wx = body<WxCode>(await wxCode(member, order.outTradeNo)).data;
    expect(wx.totalAmount).toBe(499_900);
    const { page, confirmed } = await scanAndConfirm(wx.code_url);
    expect(page).toContain('代理VIP 1年');
    expect(page).toContain('¥4999.00');
    expect(body(confirmed).code).toBe(200);
    expect(body(await verify(member, order.outTradeNo)).code).toBe(200);
    expect(await levelOf(app, member)).toMatchObject({
      id: 4,
      startTime: '2025-03-01 10:00:00',
      endTime: '2026-03-01 10:00:00',
    });
    const titles = (await remindersOf(app, member.id)).map((r) => r.title);
    expect(titles).toContain('付款成功');
    // paid by QR: the wallet did not move
    expect(await balanceOf(app, member.account)).toBe(0);
  });
});

describe('a VIP order replaced while its QR code was being paid', () => {
  it('the late payment goes to the wallet; the new order is granted alone', async () => {
    const member = await newMainAccount(app);
    const submitVip = async () =>
      body<VipSubmitResult>(
        await call(app, member, 'POST', VIP_PATHS.submit, {
          levelId: 3,
          levelDateNum: 1,
          balanceAmount: 0,
        }),
      ).data;
    const first = await submitVip();
    const firstCode = body<WxCode>(await wxCode(member, first.outTradeNo)).data.code_url;
    const second = await submitVip();
    expect(await statusOf(app, first.outTradeNo)).toBe('cancelled');
    // the phone still pays the first code: the money is kept, the level is not granted twice
    expect(body((await scanAndConfirm(firstCode)).confirmed).data).toEqual({
      outcome: 'credited',
    });
    const secondCode = body<WxCode>(await wxCode(member, second.outTradeNo)).data.code_url;
    expect(body((await scanAndConfirm(secondCode)).confirmed).data).toEqual({ outcome: 'paid' });
    expect(await levelOf(app, member)).toMatchObject({ id: 3, endTime: '2026-03-01 10:00:00' });
    expect(await balanceOf(app, member.account)).toBe(299_900);
    expect(await ledgerSum(app, member.account)).toBe(299_900);
    expect((await remindersOf(app, member.id)).map((r) => r.title)).toEqual(
      expect.arrayContaining(['付款已转入余额', '付款成功']),
    );
  });
});

/** The same app options, but trusting a proxy's X-Forwarded-* headers (TRUST_PROXY). */
function buildBehindProxy(): Promise<FastifyInstance> {
  return build({ now: clock.now, paymentProvider: sandbox, trustProxy: true });
}
