import { PAYMENT_PATHS, type Envelope } from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import type { ZodPlugin } from '../../http/zod';
import { moneyMessages } from '../../money/messages';
import { formatYuan } from '../../money/yuan';
import type { SandboxProvider } from '../../payments/sandbox';
import { renderSandboxWallet } from '../../payments/sandbox-wallet-page';
import { responses } from '../schemas';
import { orderNumber } from './trade-params';

const walletQuerySchema = z.object({
  orderSn: orderNumber,
  amount: z.coerce.number().int().nonnegative(),
  subject: z.string().max(200).default(''),
});

/**
 * The sandbox provider's side (only when it is the configured provider): the page its code
 * URL opens, and the confirm call that page makes. Confirming signs a notification for the
 * order's real amount and delivers it to the notify route, exactly the path a real
 * provider's notification takes.
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
      return reply.code(delivered.statusCode).send(delivered.json<Envelope<unknown>>());
    },
  );
};
