import { randomInt } from 'node:crypto';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { Db, Queryable } from '../db/types';
import { moneyMessages } from './messages';

export type OrderStatus = 'pending' | 'paid' | 'closed' | 'cancelled';

/** The order category whose payment tops up the wallet rather than buying something. */
export const RECHARGE_CATEGORY = 'recharge';
/** Membership orders: bought by a main account only, one pending at a time. */
export const VIP_CATEGORY = 'vip';

export interface NewOrder {
  memberId: number;
  mainMemberId: number;
  category: string;
  name: string;
  priceCents: number;
  num?: number;
  payAmountCents: number;
  /** 1 online payment (QR code), 2 balance only */
  payType: 1 | 2;
  details?: Record<string, unknown>;
}

export interface Order {
  id: number;
  orderSn: string;
  status: OrderStatus;
  payAmountCents: number;
}

/** An order that has just become paid: what its fulfilment needs to deliver it. */
export interface PaidOrder {
  id: number;
  orderSn: string;
  memberId: number;
  mainMemberId: number;
  category: string;
  name: string;
  payAmountCents: number;
  details: Record<string, unknown>;
  /** what paid it: BALANCE_PROVIDER, 'card' or a payment provider's name */
  provider: string;
}

/** The RETURNING list of an UPDATE that pays an order, read back by `toPaidOrder`. */
export const PAID_ORDER_RETURNING = `RETURNING id, order_sn, member_id, main_member_id,
  product_category, product_name, pay_amount_cents, details, provider`;

export interface PaidOrderRow {
  id: number;
  order_sn: string;
  member_id: number;
  main_member_id: number;
  product_category: string;
  product_name: string;
  pay_amount_cents: string | number;
  details: Record<string, unknown> | string;
  provider: string;
}

export const toPaidOrder = (row: PaidOrderRow): PaidOrder => ({
  id: row.id,
  orderSn: row.order_sn,
  memberId: row.member_id,
  mainMemberId: row.main_member_id,
  category: row.product_category,
  name: row.product_name,
  payAmountCents: Number(row.pay_amount_cents),
  details:
    typeof row.details === 'string'
      ? (JSON.parse(row.details) as Record<string, unknown>)
      : row.details,
  provider: row.provider,
});

/** Order numbers read like the old site's: the time to the second, then random digits. */
function newOrderSn(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function createOrder(
  db: Queryable,
  order: NewOrder,
  now = new Date(),
): Promise<Order> {
  const { rows } = await db.query<{ id: number; order_sn: string }>(
    `INSERT INTO orders (order_sn, member_id, main_member_id, product_category, product_name,
       product_price_cents, product_num, pay_amount_cents, pay_type, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, order_sn`,
    [
      newOrderSn(now),
      order.memberId,
      order.mainMemberId,
      order.category,
      order.name,
      order.priceCents,
      order.num ?? 1,
      order.payAmountCents,
      order.payType,
      JSON.stringify(order.details ?? {}),
      now,
    ],
  );
  return {
    id: rows[0]!.id,
    orderSn: rows[0]!.order_sn,
    status: 'pending',
    payAmountCents: order.payAmountCents,
  };
}

/** pg_advisory_xact_lock namespace (arbitrary; the second key is the account). */
const PLACE_ORDER_LOCK = 7_270_020;

/**
 * Cancels the account's pending orders of a category; the caller then places the one order
 * left pending in the same transaction. Two submits at once take turns on an advisory lock
 * of the account, so the second cancels the first's order. Not the member row: payments
 * lock an order and then the member row, and taking them the other way round could
 * deadlock with a payment of the order being cancelled.
 */
export async function cancelPendingOrders(
  tx: Queryable,
  mainMemberId: number,
  category: string,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
    PLACE_ORDER_LOCK,
    mainMemberId,
  ]);
  await tx.query(
    `UPDATE orders SET status = 'cancelled'
     WHERE main_member_id = $1 AND product_category = $2 AND status = 'pending'`,
    [mainMemberId, category],
  );
}

/** The product category of one of the account's orders; null when it has no such order. */
export async function orderCategoryOf(
  db: Queryable,
  orderSn: string,
  mainMemberId: number,
): Promise<string | null> {
  const { rows } = await db.query<{ product_category: string }>(
    'SELECT product_category FROM orders WHERE order_sn = $1 AND main_member_id = $2',
    [orderSn, mainMemberId],
  );
  return rows[0]?.product_category ?? null;
}

/** Why a pending-only change found no pending order of this account. */
export async function notPendingRefusal(db: Queryable, orderSn: string, mainMemberId: number) {
  const { rows } = await db.query<{ status: OrderStatus; product_category: string }>(
    'SELECT status, product_category FROM orders WHERE order_sn = $1 AND main_member_id = $2',
    [orderSn, mainMemberId],
  );
  const order = rows[0];
  // another account's order is answered as unknown: its existence is not the caller's business
  if (!order) return notFound(moneyMessages.orderNotFound);
  if (order.status === 'pending' && order.product_category === RECHARGE_CATEGORY) {
    return badRequest(moneyMessages.rechargeByBalance);
  }
  return conflict(order.status === 'paid' ? moneyMessages.orderPaid : moneyMessages.orderClosed);
}

/** The account cancels a pending order (spec 3 §4: closing the payment dialog). */
export async function cancelOrder(db: Db, orderSn: string, mainMemberId: number): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE orders SET status = 'cancelled'
     WHERE order_sn = $1 AND main_member_id = $2 AND status = 'pending'`,
    [orderSn, mainMemberId],
  );
  if (rowCount === 0) throw await notPendingRefusal(db, orderSn, mainMemberId);
}

export interface PendingOrder {
  id: number;
  orderSn: string;
  category: string;
  name: string;
  payAmountCents: number;
  createdAt: Date;
}

/** The account's pending order to pay by QR code; any other state is refused as above. */
export async function pendingOrderOf(
  db: Queryable,
  orderSn: string,
  mainMemberId: number,
): Promise<PendingOrder> {
  const { rows } = await db.query<{
    id: number;
    product_category: string;
    product_name: string;
    pay_amount_cents: string;
    created_at: Date;
    status: OrderStatus;
  }>(
    `SELECT id, product_category, product_name, pay_amount_cents, created_at, status FROM orders
     WHERE order_sn = $1 AND main_member_id = $2`,
    [orderSn, mainMemberId],
  );
  const row = rows[0];
  if (!row) throw notFound(moneyMessages.orderNotFound);
  if (row.status !== 'pending') {
    throw conflict(row.status === 'paid' ? moneyMessages.orderPaid : moneyMessages.orderClosed);
  }
  return {
    id: row.id,
    orderSn,
    category: row.product_category,
    name: row.product_name,
    payAmountCents: Number(row.pay_amount_cents),
    createdAt: new Date(row.created_at),
  };
}

/** The state of one of the account's orders (verifyPay polls it); another's is unknown. */
export async function orderStatusOf(
  db: Queryable,
  orderSn: string,
  mainMemberId: number,
): Promise<OrderStatus> {
  const { rows } = await db.query<{ status: OrderStatus }>(
    'SELECT status FROM orders WHERE order_sn = $1 AND main_member_id = $2',
    [orderSn, mainMemberId],
  );
  if (!rows[0]) throw notFound(moneyMessages.orderNotFound);
  return rows[0].status;
}
