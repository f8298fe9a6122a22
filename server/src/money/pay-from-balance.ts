import type { Db } from '../db/types';
import { VipPriceChanged, fulfilOrder } from './fulfilment';
import {
  PAID_ORDER_RETURNING,
  RECHARGE_CATEGORY,
  notPendingRefusal,
  toPaidOrder,
  type Order,
  type PaidOrderRow,
} from './orders';
import { BALANCE_PROVIDER, changeBalance } from './wallet';

/**
 * Pays a pending order of the account from its wallet, in one transaction: the order turns
 * paid, the balance drops by its amount and the order is delivered together, or nothing
 * happens (not enough money, not pending, not this account's). A top-up cannot be paid from
 * the balance it would fill. A VIP order whose price has changed since it was placed is
 * refused and cancelled: the member orders again at today's price.
 */
export async function payFromBalance(
  db: Db,
  orderSn: string,
  mainMemberId: number,
  now = new Date(),
): Promise<Order> {
  try {
    return await payPendingFromBalance(db, orderSn, mainMemberId, now);
  } catch (err) {
    // the payment rolled back; the cancel is its own statement, so a QR payment of the same
    // order arriving later is kept in the wallet instead of granting the old price
    if (err instanceof VipPriceChanged) {
      await db.query(
        `UPDATE orders SET status = 'cancelled'
         WHERE order_sn = $1 AND main_member_id = $2 AND status = 'pending'`,
        [orderSn, mainMemberId],
      );
    }
    throw err;
  }
}

async function payPendingFromBalance(
  db: Db,
  orderSn: string,
  mainMemberId: number,
  now: Date,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PaidOrderRow>(
      `UPDATE orders SET status = 'paid', paid_at = $4, provider = $5, pay_type = 2
       WHERE order_sn = $1 AND main_member_id = $2 AND status = 'pending'
         AND product_category <> $3
       ${PAID_ORDER_RETURNING}`,
      [orderSn, mainMemberId, RECHARGE_CATEGORY, now, BALANCE_PROVIDER],
    );
    if (rows.length === 0) throw await notPendingRefusal(tx, orderSn, mainMemberId);
    const order = toPaidOrder(rows[0]!);
    if (order.payAmountCents > 0) {
      await changeBalance(tx, {
        mainMemberId,
        changeCents: -order.payAmountCents,
        reason: 'payment',
        orderId: order.id,
      });
    }
    await fulfilOrder(tx, order, now);
    return { id: order.id, payAmountCents: order.payAmountCents, orderSn, status: 'paid' as const };
  });
}
