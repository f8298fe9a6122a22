import { badRequest, conflict, notFound } from '../http/api-error';
import type { Db, Queryable } from '../db/types';
import type { PaymentNotice } from '../payments/provider';
import { moneyMessages } from './messages';
import { changeBalance } from './wallet';

/** The order category whose payment tops up the wallet rather than buying something. */
export const RECHARGE_CATEGORY = 'recharge';

export type NoticeOutcome = 'paid' | 'already-paid';

/**
 * Applies a verified provider notification: the pending order with that number and amount
 * becomes paid by that trade (a top-up also credits the wallet, in the same transaction).
 * Providers resend notifications, so the same trade again changes nothing; a different
 * trade for a paid order, a wrong amount or a closed order is refused and changes nothing.
 */
export async function applyPaymentNotice(
  db: Db,
  provider: string,
  notice: PaymentNotice,
): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      main_member_id: number;
      product_category: string;
    }>(
      `UPDATE orders SET status = 'paid', paid_at = now(), provider = $3, provider_trade_no = $4
       WHERE order_sn = $1 AND pay_amount_cents = $2 AND status = 'pending'
       RETURNING id, main_member_id, product_category`,
      [notice.orderSn, notice.amountCents, provider, notice.tradeNo],
    );
    const paid = rows[0];
    if (!paid) return explainUnapplied(tx, provider, notice);
    if (paid.product_category === RECHARGE_CATEGORY) {
      await changeBalance(tx, {
        mainMemberId: paid.main_member_id,
        changeCents: notice.amountCents,
        reason: 'recharge',
        orderId: paid.id,
      });
    }
    return 'paid';
  });
}

async function explainUnapplied(
  tx: Queryable,
  provider: string,
  notice: PaymentNotice,
): Promise<NoticeOutcome> {
  const { rows } = await tx.query<{
    status: string;
    pay_amount_cents: string;
    provider: string | null;
    provider_trade_no: string | null;
  }>(
    'SELECT status, pay_amount_cents, provider, provider_trade_no FROM orders WHERE order_sn = $1',
    [notice.orderSn],
  );
  const order = rows[0];
  if (!order) throw notFound(moneyMessages.orderNotFound);
  if (order.status === 'paid') {
    if (order.provider === provider && order.provider_trade_no === notice.tradeNo) {
      return 'already-paid';
    }
    throw conflict(moneyMessages.orderPaid);
  }
  if (Number(order.pay_amount_cents) !== notice.amountCents) {
    throw badRequest(moneyMessages.amountMismatch);
  }
  throw conflict(moneyMessages.orderClosed);
}
