import {
  ORDER_PATHS,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PROFILE_PATHS,
  idNameSchema,
  orderPageSchema,
  orderQueryBodySchema,
  orderSchema,
  walletSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { badRequest, notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { parseShanghai } from '../../../http/time';
import type { ZodPlugin } from '../../../http/zod';
import { moneyMessages } from '../../../money/messages';
import { accountMembers, findOrder, listOrders, type OrderFilter } from '../../../money/order-list';
import { readWallet } from '../../../money/wallet';
import { currentMember } from '../../../plugins/app/require-member';
import { bearerSecurity, responses } from '../../schemas';
import { accountOf } from './account';
import { toOrderView } from './order-view';

const tags = ['money'];

/** 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai → the instant; a date that does not exist → 3001. */
function parseOrderTime(text: string): Date {
  const date = parseShanghai(text);
  if (!date) throw badRequest(moneyMessages.timeInvalid);
  return date;
}

type OrderQuery = z.output<typeof orderQueryBodySchema>;

/** The filter as stored values; null when an id names nothing, so nothing can match. */
function resolveFilter(body: OrderQuery): OrderFilter | null {
  const category =
    body.productCategaryId === undefined
      ? undefined
      : PRODUCT_CATEGORIES.find((c) => c.id === body.productCategaryId)?.key;
  if (body.productCategaryId !== undefined && !category) return null;
  const status =
    body.status === undefined ? undefined : ORDER_STATUSES.find((s) => s.id === body.status)?.key;
  const filter: OrderFilter = {
    ...(body.memberId !== undefined ? { memberId: body.memberId } : {}),
    ...(body.payType !== undefined ? { payType: body.payType } : {}),
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
  };
  if (body.startQueryOrderTime) filter.from = parseOrderTime(body.startQueryOrderTime);
  // the end is a whole second: an order placed during it is included
  if (body.endQueryOrderTime) {
    filter.until = new Date(parseOrderTime(body.endQueryOrderTime).getTime() + 1000);
  }
  return filter;
}

/** Wallet and order centre (spec 3 §2.3, §7 'Orders'): the account's, sub-accounts included. */
export const orderRoutes: ZodPlugin = async (app) => {
  app.get(
    PROFILE_PATHS.wallet,
    {
      schema: {
        tags,
        summary: '钱包余额（分；子账户为主账户的钱包）',
        security: bearerSecurity,
        response: responses(walletSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const wallet = await readWallet(app.db, accountOf(currentMember(request)));
      return ok({
        mainMemberId: wallet.mainMemberId,
        balance: wallet.balanceCents,
        integration: wallet.integration,
      });
    },
  );

  app.post(
    ORDER_PATHS.query,
    {
      schema: {
        tags,
        summary: '订单列表（筛选：下单成员、支付方式、产品、状态、下单时间）',
        security: bearerSecurity,
        body: orderQueryBodySchema,
        response: responses(orderPageSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const { pageNum, pageSize } = request.body;
      const filter = resolveFilter(request.body);
      const page = filter
        ? await listOrders(app.db, accountOf(currentMember(request)), filter, request.body)
        : { total: 0, rows: [] };
      return ok({ pageNum, pageSize, total: page.total, list: page.rows.map(toOrderView) });
    },
  );

  app.get(
    ORDER_PATHS.details(':orderSn'),
    {
      schema: {
        tags,
        summary: '订单详情',
        security: bearerSecurity,
        params: z.object({ orderSn: z.string().max(64) }),
        response: responses(orderSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const row = await findOrder(
        app.db,
        accountOf(currentMember(request)),
        request.params.orderSn,
      );
      if (!row) throw notFound(moneyMessages.orderNotFound);
      return ok(toOrderView(row));
    },
  );

  app.get(
    ORDER_PATHS.productNames,
    {
      schema: {
        tags,
        summary: '订单筛选：产品类别',
        security: bearerSecurity,
        response: responses(z.array(idNameSchema)),
      },
      onRequest: app.requireMember,
    },
    async () => ok(PRODUCT_CATEGORIES.map(({ id, name }) => ({ id, name }))),
  );

  app.get(
    ORDER_PATHS.memberNames,
    {
      schema: {
        tags,
        summary: '订单筛选：下单成员（主账户及其子账户）',
        security: bearerSecurity,
        response: responses(z.array(idNameSchema)),
      },
      onRequest: app.requireMember,
    },
    async (request) => ok(await accountMembers(app.db, accountOf(currentMember(request)))),
  );
};
