import { ApiCode, INT4_MAX, PAYMENT_PATHS, type Envelope } from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import type { ZodPlugin } from '../../../http/zod';
import { moneyMessages } from '../../../money/messages';
import type { NoticeOutcome } from '../../../money/provider-payments';
import { formatYuan } from '../../../money/yuan';
import type { SandboxProvider } from '../../../payments/sandbox';
import { renderSandboxWallet } from '../../../payments/sandbox-wallet-page';
import { responses } from '../../schemas';
import { orderNumber } from './trade-params';

const walletQuerySchema = z.object({
  orderSn: orderNumber,
  /** cents, shown on the page; orders' amounts are far below an `integer`'s range */
  amount: z.coerce.number().int().nonnegative().max(INT4_MAX),
  subject: z.string().max(200).default(''),
});

/**
 * The sandbox provider's side (only when it is the configured provider): the page its code
 * URL opens, and the confirm call that page makes. Confirming signs a notification of the
 * order's one sandbox trade for its real amount and delivers it to the notify route, exactly
 * the path a real provider's notification takes. Confirming the same order again names the
 * same trade, so it changes nothing and answers that the order is already paid.
 */
export const sandboxWalletRoutes: ZodPlugin<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  app.get(
    PAYMENT_PATHS.sandboxWallet,
    {
      schema: {
        tags: ['payment'],
        summary: '沙箱支付：模拟钱包页面（二维码打开的页面，HTML）',
        querystring: walletQuerySchema,
      },
    },
    async (request, reply) => {
      const { orderSn, amount, subject } = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          renderSandboxWallet({
            orderSn,
            subject,
            amountYuan: formatYuan(amount),
            confirmPath: PAYMENT_PATHS.sandboxConfirm,
          }),
        );
    },
  );

  app.post(
    PAYMENT_PATHS.sandboxConfirm,
    {
      schema: {
        tags: ['payment'],
        summary: '沙箱支付：确认支付（向支付通知接口发送签名通知）',
        body: z.object({ orderSn: orderNumber }),
        response: responses(z.unknown()),
      },
    },
    async (request, reply) => {
      const { rows } = await app.db.query<{ pay_amount_cents: string }>(
        'SELECT pay_amount_cents FROM orders WHERE order_sn = $1',
        [request.body.orderSn],
      );
      if (!rows[0]) throw notFound(moneyMessages.orderNotFound);
      const notice = sandbox.signNotification(
        request.body.orderSn,
        Number(rows[0].pay_amount_cents),
      );
      const delivered = await app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.notify(sandbox.name),
        payload: notice,
      });
      const answer = delivered.json<Envelope<{ outcome?: NoticeOutcome } | null>>();
      if (answer.code === ApiCode.ok && answer.data?.outcome === 'already-paid') {
        return reply.send(ok(answer.data, moneyMessages.orderPaid));
      }
      return reply.code(delivered.statusCode).send(answer);
    },
  );
};
