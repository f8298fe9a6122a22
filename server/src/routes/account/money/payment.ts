import {
  ApiCode,
  PAYMENT_PATHS,
  accountMessages,
  aliCodeSchema,
  verifyPayBodySchema,
  wxCodeSchema,
  type Envelope,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { conflict } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { formatShanghai } from '../../../http/time';
import type { ZodPlugin } from '../../../http/zod';
import { moneyMessages } from '../../../money/messages';
import { orderStatusOf, pendingOrderOf } from '../../../money/orders';
import type { PaymentChannel } from '../../../payments/plugin';
import { currentMember } from '../../../plugins/app/require-member';
import { bearerSecurity, responses } from '../../schemas';
import { accountOf } from './account';
import { refuseSubAccountVipOrder } from './vip';
import { orderNumber } from './trade-params';

const tags = ['payment'];
const orderNoParams = z.object({ orderNo: orderNumber });

/**
 * The portal's origin as the customer's browser reached it. Behind a proxy, Fastify reads
 * X-Forwarded-Host and X-Forwarded-Proto when TRUST_PROXY says the proxy may set them.
 */
const publicOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** QR codes and status polling of spec 3 §4 'Payment page flow' and 'In-dialog payment'. */
export const paymentRoutes: ZodPlugin = async (app) => {
  /** A code for one of the account's pending orders from the channel's provider. */
  async function codeFor(request: FastifyRequest, orderNo: string, channel: PaymentChannel) {
    const member = currentMember(request);
    const order = await pendingOrderOf(app.db, orderNo, accountOf(member));
    refuseSubAccountVipOrder(member, order.category);
    const { codeUrl } = await app.payments.forChannel(channel).submit({
      orderSn: order.orderSn,
      amountCents: order.payAmountCents,
      subject: order.name,
      origin: publicOrigin(request),
    });
    return {
      codeUrl,
      orderSn: order.orderSn,
      totalAmount: order.payAmountCents,
      orderTime: formatShanghai(order.createdAt),
    };
  }

  app.get(
    PAYMENT_PATHS.wxSubmit(':orderNo'),
    {
      schema: {
        tags,
        summary: '微信支付二维码（code_url）',
        security: bearerSecurity,
        params: orderNoParams,
        response: responses(wxCodeSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const { codeUrl, ...order } = await codeFor(request, request.params.orderNo, 'wxpay');
      return ok({ code_url: codeUrl, ...order });
    },
  );

  app.get(
    PAYMENT_PATHS.aliSubmit(':orderNo'),
    {
      schema: {
        tags,
        summary: '支付宝二维码（qrCode）',
        security: bearerSecurity,
        params: orderNoParams,
        response: responses(aliCodeSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const { codeUrl, ...order } = await codeFor(request, request.params.orderNo, 'alipay');
      return ok({ qrCode: codeUrl, ...order });
    },
  );

  // Paid: code 200. Not yet: code 202 (HTTP 200, the page keeps polling). Closed: 3003.
  const pending: Envelope<null> = {
    code: ApiCode.paymentPending,
    message: accountMessages.paymentPending,
    data: null,
  };
  for (const path of [PAYMENT_PATHS.wxVerify(':orderNo'), PAYMENT_PATHS.aliVerify(':orderNo')]) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: '查询支付结果（已支付 code 200；待支付 code 202；已关闭 code 3003）',
          security: bearerSecurity,
          params: orderNoParams,
          body: verifyPayBodySchema.optional(),
          response: responses(z.null()),
        },
        onRequest: app.requireMember,
      },
      async (request) => {
        const member = currentMember(request);
        const status = await orderStatusOf(app.db, request.params.orderNo, accountOf(member));
        if (status === 'paid') return ok(null, accountMessages.paid);
        if (status === 'pending') return pending;
        throw conflict(moneyMessages.orderClosed);
      },
    );
  }
};
