import { z } from 'zod';
import type { Queryable } from '../db/types';
import { formatShanghai } from '../http/time';
import { insertReminder } from '../plugins/app/reminders';
import { grantVip, levelDescription } from './memberships';
import { moneyReminders } from './messages';
import type { PaidOrder } from './orders';
import { changeBalance } from './wallet';
import { formatYuan } from './yuan';

/**
 * What paying an order delivers, by product category, run inside the transaction that marks
 * it paid: the delivery and the payment happen together or not at all. It answers a line
 * for the 'payment received' reminder (null: nothing to add). Categories without an entry
 * (downloads, monitoring …) are delivered when the feature repeats the call that asked for
 * the payment (money/require-payment.ts); a feature that must deliver at payment time adds
 * its entry here.
 */
export type Delivery = (tx: Queryable, order: PaidOrder, now: Date) => Promise<string | null>;

/** What submitUpgrade stores on a VIP order. */
export const vipOrderDetailsSchema = z.object({
  levelId: z.number().int(),
  years: z.number().int().min(1),
});

const deliveries: Readonly<Record<string, Delivery>> = {
  async recharge(tx, order) {
    await changeBalance(tx, {
      mainMemberId: order.mainMemberId,
      changeCents: order.payAmountCents,
      reason: 'recharge',
      orderId: order.id,
    });
    return moneyReminders.rechargeText(formatYuan(order.payAmountCents));
  },
  async vip(tx, order, now) {
    const { levelId, years } = vipOrderDetailsSchema.parse(order.details);
    const { endsAt } = await grantVip(
      tx,
      { memberId: order.mainMemberId, levelId, years, orderId: order.id },
      now,
    );
    return moneyReminders.vipText(levelDescription(levelId), formatShanghai(endsAt));
  },
};

/** Delivers a just-paid order and tells the member who placed it that the payment arrived. */
export async function fulfilOrder(tx: Queryable, order: PaidOrder, now: Date): Promise<void> {
  const deliver = deliveries[order.category];
  const delivered = deliver ? await deliver(tx, order, now) : null;
  const paid = moneyReminders.paidText(order.orderSn, order.name, formatYuan(order.payAmountCents));
  await insertReminder(
    tx,
    order.memberId,
    moneyReminders.paidTitle,
    {
      text: delivered ? `${paid}${delivered}` : paid,
      links: [moneyReminders.orderLink, moneyReminders.profileLink],
    },
    now,
  );
}
