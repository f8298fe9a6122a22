import { delay, http } from 'msw';
import { accountMessages, CLOUD_ORDER_PATHS, PAYMENT_PATHS } from 'shared-api';
import { envelope, ok } from 'shared-api/testing';

/** Test support: the payment calls answering in the contract's shapes, with a log of calls. */
interface PaymentOptions {
  /** The poll that answers 'paid' (1 = the first); never when absent. */
  paidAfterPolls?: number;
  orderNo?: string;
  /** How long each poll's answer takes (on the test's clock when timers are faked). */
  pollAnswerMs?: number;
}

export function paymentHandlers(options: PaymentOptions = {}) {
  const orderNo = options.orderNo ?? '20260301100000000001';
  const log = { recharge: [] as string[], codes: [] as string[], polls: [] as string[] };
  const code = (no: string) => ({
    orderSn: no,
    totalAmount: 10050,
    orderTime: '2026-03-01 10:00:00',
  });
  const verify =
    (wallet: string) =>
    async ({ params }: { params: Record<string, unknown> }) => {
      log.polls.push(`${wallet}:${String(params.no)}`);
      if (options.pollAnswerMs) await delay(options.pollAnswerMs);
      const paid =
        options.paidAfterPolls !== undefined && log.polls.length >= options.paidAfterPolls;
      return paid ? ok(null) : envelope(202, accountMessages.paymentPending);
    };
  const handlers = [
    http.get(CLOUD_ORDER_PATHS.recharge(':price'), ({ params }) => {
      log.recharge.push(String(params.price));
      return ok(orderNo);
    }),
    http.get(PAYMENT_PATHS.wxSubmit(':no'), ({ params }) => {
      log.codes.push(`wx:${String(params.no)}`);
      return ok({
        code_url: `https://pay.test/wx/${String(params.no)}`,
        ...code(String(params.no)),
      });
    }),
    http.get(PAYMENT_PATHS.aliSubmit(':no'), ({ params }) => {
      log.codes.push(`ali:${String(params.no)}`);
      return ok({
        qrCode: `https://pay.test/ali/${String(params.no)}`,
        ...code(String(params.no)),
      });
    }),
    http.post(PAYMENT_PATHS.wxVerify(':no'), verify('wx')),
    http.post(PAYMENT_PATHS.aliVerify(':no'), verify('ali')),
  ];
  return { handlers, log, orderNo };
}
