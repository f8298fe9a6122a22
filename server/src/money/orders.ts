import { randomInt } from 'node:crypto';
import { conflict, notFound } from '../http/api-error';
import type { Db, Queryable } from '../db/types';
import { moneyMessages } from './messages';
import { changeBalance } from './wallet';

export type OrderStatus = 'pending' | 'paid' | 'closed' | 'cancelled';

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
       product_price_cents, product_num, pay_amount_cents, pay_type, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, order_sn`,
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
    ],
  );
  return {
    id: rows[0]!.id,
    orderSn: rows[0]!.order_sn,
    status: 'pending',
    payAmountCents: order.payAmountCents,
  };
}

/** Why a pending-only change found no pending order of this account. */
async function refusal(db: Queryable, orderSn: string, mainMemberId: number) {
  const { rows } = await db.query<{ status: OrderStatus }>(
    'SELECT status FROM orders WHERE order_sn = $1 AND main_member_id = $2',
    [orderSn, mainMemberId],
  );
  const status = rows[0]?.status;
  // another account's order is answered as unknown: its existence is not the caller's business
  if (!status) return notFound(moneyMessages.orderNotFound);
  return conflict(status === 'paid' ? moneyMessages.orderPaid : moneyMessages.orderClosed);
}

/**
 * Pays a pending order of the account from its wallet, in one transaction: the order turns
 * paid and the balance drops by its amount together, or neither happens (not enough money,
 * not pending, not this account's).
 */
export async function payFromBalance(
  db: Db,
  orderSn: string,
  mainMemberId: number,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; pay_amount_cents: string }>(
      `UPDATE orders SET status = 'paid', paid_at = now(), provider = 'balance'
       WHERE order_sn = $1 AND main_member_id = $2 AND status = 'pending'
       RETURNING id, pay_amount_cents`,
      [orderSn, mainMemberId],
    );
    if (rows.length === 0) throw await refusal(tx, orderSn, mainMemberId);
    const order = { id: rows[0]!.id, payAmountCents: Number(rows[0]!.pay_amount_cents) };
    if (order.payAmountCents > 0) {
      await changeBalance(tx, {
        mainMemberId,
        changeCents: -order.payAmountCents,
        reason: 'payment',
        orderId: order.id,
      });
    }
    return { ...order, orderSn, status: 'paid' as const };
  });
}

/** The account cancels a pending order (spec 3 §4: closing the payment dialog). */
export async function cancelOrder(db: Db, orderSn: string, mainMemberId: number): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE orders SET status = 'cancelled'
     WHERE order_sn = $1 AND main_member_id = $2 AND status = 'pending'`,
    [orderSn, mainMemberId],
  );
  if (rowCount === 0) throw await refusal(db, orderSn, mainMemberId);
}
