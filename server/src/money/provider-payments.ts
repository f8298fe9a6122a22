import { badRequest, conflict, notFound } from '../http/api-error';
import type { Db, Queryable } from '../db/types';
import type { PaymentNotice } from '../payments/provider';
import { fulfilOrder } from './fulfilment';
import { moneyMessages } from './messages';
import { PAID_ORDER_RETURNING, toPaidOrder, type PaidOrderRow } from './orders';

export type NoticeOutcome = 'paid' | 'already-paid';

/**
 * Applies a verified provider notification: the pending order with that number and amount
 * becomes paid by that trade and is delivered (a top-up credits the wallet, a VIP order
 * grants the level) in the same transaction. Providers resend notifications, so the same
 * trade again changes nothing; a different trade for a paid order, a wrong amount or a
 * closed order is refused and changes nothing.
 */
export async function applyPaymentNotice(
  db: Db,
  provider: string,
  notice: PaymentNotice,
  now = new Date(),
): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PaidOrderRow>(
      `UPDATE orders SET status = 'paid', paid_at = $5, provider = $3, provider_trade_no = $4,
         pay_type = 1
       WHERE order_sn = $1 AND pay_amount_cents = $2 AND status = 'pending'
       ${PAID_ORDER_RETURNING}`,
      [notice.orderSn, notice.amountCents, provider, notice.tradeNo, now],
    );
    const paid = rows[0];
    if (!paid) return explainUnapplied(tx, provider, notice);
    await fulfilOrder(tx, toPaidOrder(paid), now);
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
