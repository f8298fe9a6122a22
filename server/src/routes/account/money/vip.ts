import {
  CLOUD_ORDER_PATHS,
  VIP_PATHS,
  accountMessages,
  vipOptionsQuerySchema,
  vipOptionsSchema,
  vipPriceBodySchema,
  vipPriceSchema,
  vipSubmitBodySchema,
  vipSubmitResultSchema,
  type VipPrice,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, conflict } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { formatShanghai } from '../../../http/time';
import type { ZodPlugin } from '../../../http/zod';
import { PURCHASABLE_LEVELS, currentPaidLevel, levelDescription } from '../../../money/memberships';
import {
  VIP_CATEGORY,
  cancelPendingOrders,
  createOrder,
  orderCategoryOf,
} from '../../../money/orders';
import { payFromBalance } from '../../../money/pay-from-balance';
import {
  MIN_VIP_YEARS,
  VIP_YEAR_PRICES_CENTS,
  maxVipYears,
  quoteVip,
  type CurrentLevel,
  type VipQuote,
} from '../../../money/vip-pricing';
import { readWallet } from '../../../money/wallet';
import { currentMember, type AuthMember } from '../../../plugins/app/require-member';
import { bearerSecurity, responses } from '../../schemas';
import { accountOf, refuseSubAccount } from './account';

const tags = ['money'];

const toPriceView = (q: VipQuote): VipPrice => ({
  productPrice: q.productPrice,
  promotionAmount: q.promotionAmount,
  oldLevelAmount: q.oldLevelAmount,
  totalAmount: q.totalAmount,
  payAmount: q.payAmount,
  startTime: formatShanghai(q.startsAt),
  endTime: formatShanghai(q.endsAt),
});

/** Levels offered: a renewal only renews the paid level held; otherwise none below it. */
function offeredLevels(current: CurrentLevel | null, renew: boolean): number[] {
  if (renew) return current ? [current.levelId] : [];
  return PURCHASABLE_LEVELS.filter((id) => !current || id >= current.levelId);
}

/**
 * A quote for the account now, or the refusal the pages show: 'beyond-cap' is answered by
 * the caller (a null price, or a refused order), the others are errors.
 */
function quoteOrRefuse(
  levelId: number,
  years: number,
  current: CurrentLevel | null,
  now: Date,
): VipQuote | 'beyond-cap' {
  const quote = quoteVip(levelId, years, current, now);
  if (quote === 'not-on-sale') throw badRequest(accountMessages.notOnSale);
  if (quote === 'lower-level') {
    throw conflict(accountMessages.alreadyLevel(levelDescription(current!.levelId)));
  }
  return quote;
}

/**
 * A sub-account may pay its main account's other orders, but not a VIP order: buying VIP is
 * refused to it at every step (options, price, submit, paying, QR codes) alike.
 */
export function refuseSubAccountVipOrder(member: AuthMember, category: string | null): void {
  if (category === VIP_CATEGORY) refuseSubAccount(member);
}

/** VIP purchase (spec 3 §4 'VIP purchase', §7): options, price, order, paying from balance. */
export const vipRoutes: ZodPlugin = async (app) => {
  /** The main account asking to buy (a sub-account is refused), and the level it holds now. */
  async function buyer(request: FastifyRequest) {
    const member = currentMember(request);
    refuseSubAccount(member);
    const now = app.now();
    return { member, now, current: await currentPaidLevel(app.db, member.id, now) };
  }

  app.get(
    VIP_PATHS.options,
    {
      schema: {
        tags,
        summary: '可购买的会员等级与年限（isRenew=true 只含当前付费等级）',
        security: bearerSecurity,
        querystring: vipOptionsQuerySchema,
        response: responses(vipOptionsSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const { now, current } = await buyer(request);
      const levels = offeredLevels(current, request.query.isRenew === 'true');
      // one year range for all levels: the most any of them allows (the price call refuses
      // a count too long for the level chosen with a null price)
      const maxNum = Math.max(MIN_VIP_YEARS, ...levels.map((id) => maxVipYears(id, current, now)));
      return ok({
        memberLevelDtos: levels.map((id) => ({
          id,
          description: levelDescription(id),
          yearPrices: [...VIP_YEAR_PRICES_CENTS[id]!],
        })),
        minNum: MIN_VIP_YEARS,
        maxNum,
      });
    },
  );

  app.post(
    VIP_PATHS.price,
    {
      schema: {
        tags,
        summary: '会员价格（data 为 null：超过最大延长期限 3 年 90 天）',
        security: bearerSecurity,
        body: vipPriceBodySchema,
        response: responses(vipPriceSchema.nullable()),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const { now, current } = await buyer(request);
      const { levelId, levelDateNum } = request.body;
      const quote = quoteOrRefuse(levelId, levelDateNum, current, now);
      return ok(quote === 'beyond-cap' ? null : toPriceView(quote));
    },
  );

  app.post(
    VIP_PATHS.submit,
    {
      schema: {
        tags,
        summary: '提交会员订单（payType 2：余额足够支付）',
        security: bearerSecurity,
        body: vipSubmitBodySchema,
        response: responses(vipSubmitResultSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const { member, now, current } = await buyer(request);
      const { levelId, levelDateNum: years, balanceAmount } = request.body;
      const quote = quoteOrRefuse(levelId, years, current, now);
      if (quote === 'beyond-cap') throw badRequest(accountMessages.beyondCap);
      if (quote.payAmount < 0) throw badRequest(accountMessages.yearsTooFew);
      const wallet = await readWallet(app.db, member.id);
      const byBalance =
        quote.payAmount === 0 || (balanceAmount > 0 && wallet.balanceCents >= quote.payAmount);
      const payType = byBalance ? 2 : 1;
      // One VIP order pending at a time: an older one was quoted for a state this order
      // changes (paid after it, it would renew at an upgrade's price or pass the cap).
      const order = await app.db.transaction(async (tx) => {
        await cancelPendingOrders(tx, member.id, VIP_CATEGORY);
        return createOrder(
          tx,
          {
            memberId: member.id,
            mainMemberId: member.id,
            category: VIP_CATEGORY,
            name: `${levelDescription(levelId)} ${years}年`,
            priceCents: VIP_YEAR_PRICES_CENTS[levelId]![0],
            num: years,
            payAmountCents: quote.payAmount,
            payType,
            // the fulfilment reads levelId and years; the quote's oldLevelAmount is the
            // credit this order received, part of what a later upgrade credits back
            details: { levelId, years, quote: toPriceView(quote) },
          },
          now,
        );
      });
      return ok({
        outTradeNo: order.orderSn,
        payType,
        number: years,
        totalAmount: quote.payAmount,
        orderTime: formatShanghai(now),
      });
    },
  );

  app.get(
    CLOUD_ORDER_PATHS.payVipByBalance(':outTradeNo'),
    {
      schema: {
        tags,
        summary: '余额支付订单（余额不足：code 5020）',
        security: bearerSecurity,
        params: z.object({ outTradeNo: z.string().max(64) }),
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const member = currentMember(request);
      const { outTradeNo } = request.params;
      if (member.mainMemberId !== null) {
        refuseSubAccountVipOrder(
          member,
          await orderCategoryOf(app.db, outTradeNo, accountOf(member)),
        );
      }
      await payFromBalance(app.db, outTradeNo, accountOf(member), app.now());
      return ok(null);
    },
  );
};
