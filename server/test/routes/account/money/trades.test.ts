import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  CLOUD_ORDER_PATHS,
  PAYMENT_PATHS,
  type PaymentRequiredData,
  type TradeOrder,
} from 'shared-api/contract';
import { z } from 'zod';
import { ok } from '../../../../src/http/envelope';
import { moneyMessages } from '../../../../src/money/messages';
import { requirePayment } from '../../../../src/money/require-payment';
import { currentMember } from '../../../../src/plugins/app/require-member';
import { body, build } from '../../../helper';
import {
  answer,
  balanceOf,
  call,
  fund,
  ledgerSum,
  newMainAccount,
  newSubAccount,
  statusOf,
  type Caller,
} from './money-helpers';

/** A paid feature as the data-download issue will write one: 0.1 yuan per record. */
const PAID_PATH = '/shebiao/test/paid-download';

let app: FastifyInstance;
let deliveries = 0;
beforeAll(async () => {
  // registered as a plugin: it loads after the app's own plugins, so requireMember exists
  app = await build({}, (root) => {
    root.register(async (instance) => {
      instance.post(
        PAID_PATH,
        {
          schema: { body: z.object({ from: z.number().int(), to: z.number().int() }) },
          onRequest: instance.requireMember,
        },
        async (request) => {
          const { from, to } = request.body as { from: number; to: number };
          await requirePayment(instance, currentMember(request), {
            category: 'download',
            name: `申请数据下载 ${from}-${to}`,
            amountCents: (to - from + 1) * 10,
            details: { kind: 'shenqing', from, to },
          });
          deliveries += 1;
          return ok('uuid-of-the-file');
        },
      );
    });
  });
});
afterAll(() => app.close());

const download = (caller: Caller, from = 1, to = 200) =>
  call(app, caller, 'POST', PAID_PATH, { from, to });
const submitTrade = (caller: Caller, tradeCode: string) =>
  call(app, caller, 'POST', CLOUD_ORDER_PATHS.submitTrade(tradeCode), { tradeCode });

/** Asks for the paid thing; expects code 6000 and answers the trade it names. */
async function paymentAsked(caller: Caller, from = 1, to = 200): Promise<PaymentRequiredData> {
  const res = await download(caller, from, to);
  expect(res.statusCode).toBe(402);
  const envelope = body<PaymentRequiredData>(res);
  expect(envelope.code).toBe(ApiCode.paymentRequired);
  expect(envelope.message).toBe(moneyMessages.paymentRequired);
  return envelope.data;
}

it('answers 6000 with the trade; paying it lets the repeated call through once', async () => {
  const member = await newMainAccount(app);
  const trade = await paymentAsked(member);
  expect(trade).toEqual({
    tradeCode: expect.stringMatching(/^\d{20}$/),
    totalAmount: 2_000,
    productName: '申请数据下载 1-200',
  });
  // asking again before paying names the same trade, not a second order
  expect((await paymentAsked(member)).tradeCode).toBe(trade.tradeCode);
  const order = body<TradeOrder>(await submitTrade(member, trade.tradeCode));
  expect(order.data).toEqual({ outTradeNo: trade.tradeCode, totalAmount: 2_000 });

  await fund(app, member.account, 5_000);
  const paid = await call(app, member, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(trade.tradeCode));
  expect(body(paid).code).toBe(200);
  const before = deliveries;
  const repeated = await download(member);
  expect(body(repeated)).toEqual({ code: 200, message: '成功', data: 'uuid-of-the-file' });
  expect(deliveries).toBe(before + 1);
  // the payment is used up: the next download is a new trade
  const next = await paymentAsked(member);
  expect(next.tradeCode).not.toBe(trade.tradeCode);
  expect(await balanceOf(app, member.account)).toBe(3_000);
  expect(await ledgerSum(app, member.account)).toBe(3_000);
});

it('a payment for other details does not open this call', async () => {
  const member = await newMainAccount(app);
  const trade = await paymentAsked(member, 1, 200);
  await fund(app, member.account, 2_000);
  await call(app, member, 'GET', CLOUD_ORDER_PATHS.payVipByBalance(trade.tradeCode));
  await paymentAsked(member, 201, 400);
  expect(body(await download(member, 1, 200)).code).toBe(200);
});

it('a trade paid by QR code opens the call for a sub-account of the same account', async () => {
  const main = await newMainAccount(app);
  const sub = await newSubAccount(app, main);
  const trade = await paymentAsked(sub);
  const code = await call(app, main, 'GET', PAYMENT_PATHS.aliSubmit(trade.tradeCode));
  expect(body(code).code).toBe(200);
  const signed = app.payments.sandbox!.signNotification(trade.tradeCode, trade.totalAmount);
  await app.inject({ method: 'POST', url: PAYMENT_PATHS.notify('sandbox'), payload: signed });
  expect(body(await download(main)).code).toBe(200);
  expect(await balanceOf(app, main.account)).toBe(0);
});

it('closing the dialog cancels the trade; another account cannot see or close it', async () => {
  const member = await newMainAccount(app);
  const stranger = await newMainAccount(app);
  const trade = await paymentAsked(member);
  const unknown = { status: 404, code: 3002, message: moneyMessages.orderNotFound, data: null };
  expect(answer(await submitTrade(stranger, trade.tradeCode))).toEqual(unknown);
  expect(
    answer(await call(app, stranger, 'GET', CLOUD_ORDER_PATHS.close(trade.tradeCode))),
  ).toEqual(unknown);
  expect(await statusOf(app, trade.tradeCode)).toBe('pending');

  expect(body(await call(app, member, 'GET', CLOUD_ORDER_PATHS.close(trade.tradeCode))).code).toBe(
    200,
  );
  expect(await statusOf(app, trade.tradeCode)).toBe('cancelled');
  expect(answer(await submitTrade(member, trade.tradeCode))).toEqual({
    status: 409,
    code: 3003,
    message: moneyMessages.orderClosed,
    data: null,
  });
  // the next try is a new trade
  expect((await paymentAsked(member)).tradeCode).not.toBe(trade.tradeCode);
});
