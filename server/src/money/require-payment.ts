import type { FastifyInstance } from 'fastify';
import { ApiCode, type PaymentRequiredData } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { AuthMember } from '../plugins/app/require-member';
import { moneyMessages } from './messages';
import { createOrder } from './orders';

/** What a paid feature charges for one call (a download of 200 records, a monitoring run …). */
export interface PaymentNeed {
  /** PRODUCT_CATEGORIES key, e.g. 'download' */
  category: string;
  /** shown in the order table and the payment dialog, e.g. '申请数据下载 1-200' */
  name: string;
  amountCents: number;
  /** what exactly is bought: the same details find the paid order again */
  details: Record<string, unknown>;
}

/**
 * Uses up one paid, not yet used order of the account for exactly these details and answers
 * its id (null: none). A feature delivered at payment time (monitoring) reads what the
 * order delivered through this id. The UPDATE re-checks consumed_at, so two calls racing
 * for the same payment cannot both use it.
 */
export async function consumePaidOrder(
  db: Queryable,
  account: number,
  category: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE orders SET consumed_at = $4
     WHERE id = (SELECT id FROM orders
                 WHERE main_member_id = $1 AND product_category = $2 AND details = $3::jsonb
                   AND status = 'paid' AND consumed_at IS NULL
                 ORDER BY paid_at, id LIMIT 1)
       AND consumed_at IS NULL
     RETURNING id`,
    [account, category, JSON.stringify(details), now],
  );
  return rows[0]?.id ?? null;
}

/**
 * The code-6000 flow of spec 3 §4 'In-dialog payment'. A feature calls this before doing
 * paid work: if the account has paid for these details and not used the payment yet, the
 * payment is used up and the call goes on; otherwise a pending order (the trade) is created
 * or reused and the call answers code 6000 with it, the shell's dialog takes the payment and
 * repeats the call, which then gets here and goes on. Nothing to pay: it goes on at once.
 */
export async function requirePayment(
  app: FastifyInstance,
  member: AuthMember,
  need: PaymentNeed,
): Promise<void> {
  if (need.amountCents <= 0) return;
  const account = member.mainMemberId ?? member.id;
  const now = app.now();
  const details = JSON.stringify(need.details);
  if ((await consumePaidOrder(app.db, account, need.category, need.details, now)) !== null) return;

  // The user may retry before paying: the same trade again rather than a pile of orders.
  const pending = await app.db.query<{ order_sn: string }>(
    `SELECT order_sn FROM orders
     WHERE main_member_id = $1 AND product_category = $2 AND details = $3::jsonb
       AND status = 'pending' AND pay_amount_cents = $4
     ORDER BY id DESC LIMIT 1`,
    [account, need.category, details, need.amountCents],
  );
  const tradeCode =
    pending.rows[0]?.order_sn ??
    (
      await createOrder(
        app.db,
        {
          memberId: member.id,
          mainMemberId: account,
          category: need.category,
          name: need.name,
          priceCents: need.amountCents,
          payAmountCents: need.amountCents,
          payType: 1,
          details: need.details,
        },
        now,
      )
    ).orderSn;
  const data: PaymentRequiredData = {
    tradeCode,
    totalAmount: need.amountCents,
    productName: need.name,
  };
  throw new ApiError(402, ApiCode.paymentRequired, moneyMessages.paymentRequired, data);
}
