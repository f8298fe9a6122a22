import {
  CLOUD_ORDER_PATHS,
  PRODUCT_CATEGORIES,
  rechargePriceParamSchema,
  redeemCardBodySchema,
  redeemCardResultSchema,
  tradeOrderSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { httpMessages } from '../../../http/messages';
import type { ZodPlugin } from '../../../http/zod';
import { redeemCard } from '../../../money/cards';
import { RECHARGE_CATEGORY, cancelOrder, createOrder, pendingOrderOf } from '../../../money/orders';
import { topUpCents } from '../../../money/top-up';
import { currentMember } from '../../../plugins/app/require-member';
import { bearerSecurity, responses } from '../../schemas';
import { accountOf } from './account';
import { orderNumber } from './trade-params';

const tags = ['money'];
const RECHARGE_NAME = PRODUCT_CATEGORIES.find((c) => c.key === RECHARGE_CATEGORY)!.name;

/** Orders to pay (spec 3 §7 'VIP purchase' table): top-up, trades of code 6000, closing, cards. */
export const cloudOrderRoutes: ZodPlugin = async (app) => {
  app.get(
    CLOUD_ORDER_PATHS.recharge(':price'),
    {
      schema: {
        tags,
        summary: '创建充值订单（price 元，最多两位小数，单笔不超过 30000）；data 为订单号',
        security: bearerSecurity,
        params: rechargePriceParamSchema,
        response: responses(z.string()),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const cents = topUpCents(request.params.price);
      const member = currentMember(request);
      const order = await createOrder(
        app.db,
        {
          memberId: member.id,
          mainMemberId: accountOf(member),
          category: RECHARGE_CATEGORY,
          name: RECHARGE_NAME,
          priceCents: cents,
          payAmountCents: cents,
          payType: 1,
        },
        app.now(),
      );
      return ok(order.orderSn);
    },
  );

  app.post(
    CLOUD_ORDER_PATHS.submitTrade(':tradeCode'),
    {
      schema: {
        tags,
        summary: 'code 6000 的交易 → 待支付订单（订单号与金额）',
        security: bearerSecurity,
        params: z.object({ tradeCode: orderNumber }),
        response: responses(tradeOrderSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const order = await pendingOrderOf(
        app.db,
        request.params.tradeCode,
        accountOf(currentMember(request)),
      );
      return ok({ outTradeNo: order.orderSn, totalAmount: order.payAmountCents });
    },
  );

  app.get(
    CLOUD_ORDER_PATHS.close(':orderNo'),
    {
      schema: {
        tags,
        summary: '取消待支付订单（关闭支付弹窗）',
        security: bearerSecurity,
        params: z.object({ orderNo: orderNumber }),
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      await cancelOrder(app.db, request.params.orderNo, accountOf(currentMember(request)));
      return ok(null);
    },
  );

  // Card passwords are short enough to guess at: a member gets a few tries per window.
  const cardTries = app.rateLimit({
    max: app.limits.cardRedeemMax,
    windowMs: app.limits.cardRedeemWindowMs,
    key: (request) => `card|${request.member?.id ?? request.ip}`,
    message: httpMessages.tooManyRequests,
  });

  app.post(
    CLOUD_ORDER_PATHS.redeemCard,
    {
      schema: {
        tags,
        summary: '储值卡充值（卡号 + 卡密，一张卡只能使用一次）',
        security: bearerSecurity,
        body: redeemCardBodySchema,
        response: responses(redeemCardResultSchema),
      },
      onRequest: app.requireMember,
      preHandler: cardTries,
    },
    async (request) => {
      const member = currentMember(request);
      const { cardNo, cardPassword } = request.body;
      const redeemed = await redeemCard(
        app.db,
        { memberId: member.id, mainMemberId: accountOf(member) },
        cardNo,
        cardPassword,
        app.now(),
      );
      return ok({ amount: redeemed.amountCents, balance: redeemed.balanceCents });
    },
  );
};
