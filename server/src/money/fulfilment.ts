import { ApiCode } from 'shared-api/contract';
import { z } from 'zod';
import { ARCHIVE_CATEGORY, deliverArchiveOrder } from '../archives/notices/notice-orders';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { formatShanghai } from '../http/time';
import { MONITOR_CATEGORY, deliverMonitorOrder } from '../monitoring/watches/watch-orders';
import { insertReminder } from '../plugins/app/reminders';
import { grantVip, levelDescription } from './memberships';
import { moneyMessages, moneyReminders } from './messages';
import type { PaidOrder } from './orders';
import { BALANCE_PROVIDER, REFUND_TO_BALANCE, changeBalance, lockWallet } from './wallet';
import { formatYuan } from './yuan';

/**
 * What paying an order delivers, by product category, run inside the transaction that marks
 * it paid: the delivery and the payment happen together or not at all. It answers a line
 * for the 'payment received' reminder (null: nothing to add). Categories without an entry
 * (downloads …) are delivered when the feature repeats the call that asked for
 * the payment (money/require-payment.ts); a feature that must deliver at payment time adds
 * its entry here.
 */
export type Delivery = (tx: Queryable, order: PaidOrder, now: Date) => Promise<string | null>;

/** What submitUpgrade stores on a VIP order (the quote beside these is read by SQL). */
export const vipOrderDetailsSchema = z.object({
  levelId: z.number().int(),
  years: z.number().int().min(1),
});

/**
 * A VIP order paid from the balance whose price is not the price now: the payment's
 * transaction rolls back (nothing taken, nothing granted) and the member orders again.
 */
export class VipPriceChanged extends ApiError {
  constructor() {
    super(409, ApiCode.conflict, moneyMessages.vipPriceChanged);
  }
}

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
    // a price change below credits the wallet while the member row is locked
    await lockWallet(tx, order.mainMemberId);
    const granted = await grantVip(
      tx,
      {
        memberId: order.mainMemberId,
        levelId,
        years,
        orderId: order.id,
        payAmountCents: order.payAmountCents,
      },
      now,
    );
    if (granted) {
      return moneyReminders.vipText(levelDescription(levelId), formatShanghai(granted.endsAt));
    }
    if (order.provider === BALANCE_PROVIDER) throw new VipPriceChanged();
    // paid by QR code: the money has arrived and cannot be sent back from here, so it is
    // kept for the member in the wallet
    if (order.payAmountCents > 0) {
      await changeBalance(tx, {
        mainMemberId: order.mainMemberId,
        changeCents: order.payAmountCents,
        reason: REFUND_TO_BALANCE,
        orderId: order.id,
      });
    }
    return moneyReminders.vipPriceChangedText(formatYuan(order.payAmountCents));
  },
  // a bought watch or renewal exists the moment its order is paid; the dialog's repeated
  // call then finds it (monitoring/watches/create-watch.ts)
  [MONITOR_CATEGORY]: deliverMonitorOrder,
  // a bought notice mark or its renewal, likewise (archives/notices/create-notice-mark.ts)
  [ARCHIVE_CATEGORY]: deliverArchiveOrder,
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
