import { badRequest, notFound } from '../http/api-error';
import type { Db, Queryable } from '../db/types';
import { insertReminder } from '../plugins/app/reminders';
import type { PaymentNotice } from '../payments/provider';
import { fulfilOrder } from './fulfilment';
import { moneyMessages, moneyReminders } from './messages';
import { PAID_ORDER_RETURNING, toPaidOrder, type OrderStatus, type PaidOrderRow } from './orders';
import { REFUND_TO_BALANCE, changeBalance } from './wallet';
import { formatYuan } from './yuan';

/**
 * 'paid': the notice paid its order. 'credited': the order could no longer take it, the
 * money went to the wallet. 'already-paid': this trade was applied before, nothing changed.
 */
export const NOTICE_OUTCOMES = ['paid', 'credited', 'already-paid'] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

interface NoticedOrder {
  id: number;
  order_sn: string;
  member_id: number;
  main_member_id: number;
  product_name: string;
  status: OrderStatus;
  pay_amount_cents: string;
  provider: string | null;
  provider_trade_no: string | null;
}

/**
 * Applies a verified provider notification in one transaction. The pending order with that
 * number and amount becomes paid by that trade and is delivered (a top-up credits the
 * wallet, a VIP order grants the level). The customer really paid, so money for an order
 * that can no longer take it (cancelled or closed while the phone was paying, or paid by the
 * balance or another trade meanwhile) is credited to the account's wallet instead of lost.
 * Providers resend notifications: the same trade again changes nothing. A wrong amount is
 * refused and changes nothing.
 */
export async function applyPaymentNotice(
  db: Db,
  provider: string,
  notice: PaymentNotice,
  now = new Date(),
): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    // the lock makes a resent notice wait for this one and then see what it did
    const { rows } = await tx.query<NoticedOrder>(
      `SELECT id, order_sn, member_id, main_member_id, product_name, status, pay_amount_cents,
         provider, provider_trade_no
       FROM orders WHERE order_sn = $1 FOR UPDATE`,
      [notice.orderSn],
    );
    const order = rows[0];
    if (!order) throw notFound(moneyMessages.orderNotFound);
    if (order.provider === provider && order.provider_trade_no === notice.tradeNo) {
      return 'already-paid';
    }
    if (Number(order.pay_amount_cents) !== notice.amountCents) {
      throw badRequest(moneyMessages.amountMismatch);
    }
    if (order.status !== 'pending') return creditToWallet(tx, order, provider, notice, now);
    const paid = await tx.query<PaidOrderRow>(
      `UPDATE orders SET status = 'paid', paid_at = $2, provider = $3, provider_trade_no = $4,
         pay_type = 1
       WHERE id = $1 ${PAID_ORDER_RETURNING}`,
      [order.id, now, provider, notice.tradeNo],
    );
    await fulfilOrder(tx, toPaidOrder(paid.rows[0]!), now);
    return 'paid';
  });
}

const STATE_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  closed: '已关闭',
};

/**
 * Keeps a trade's money that its order could not take in the wallet, once per trade: the
 * ledger's UNIQUE (order_id, reason) carries the trade in the reason, so a resent notice
 * finds its row while a second real trade for the same order is credited too.
 */
async function creditToWallet(
  tx: Queryable,
  order: NoticedOrder,
  provider: string,
  notice: PaymentNotice,
  now: Date,
): Promise<NoticeOutcome> {
  // a zero amount has nothing to keep
  if (notice.amountCents === 0) return 'credited';
  const reason = `${REFUND_TO_BALANCE}:${provider}:${notice.tradeNo}`;
  const credited = await tx.query(
    'SELECT 1 FROM wallet_ledger WHERE order_id = $1 AND reason = $2',
    [order.id, reason],
  );
  if (credited.rows.length > 0) return 'already-paid';
  await changeBalance(tx, {
    mainMemberId: order.main_member_id,
    changeCents: notice.amountCents,
    reason,
    orderId: order.id,
  });
  await insertReminder(
    tx,
    order.member_id,
    moneyReminders.creditedTitle,
    {
      text: moneyReminders.creditedText(
        order.order_sn,
        order.product_name,
        STATE_TEXT[order.status],
        formatYuan(notice.amountCents),
      ),
      links: [moneyReminders.orderLink],
    },
    now,
  );
  return 'credited';
}
