import { WATCH_PAID_YEARS } from 'shared-api/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/types';
import { addYears, shanghaiDate } from './dates';
import { insertWatch } from './insert-watch';

/** PRODUCT_CATEGORIES key of every monitoring order: watches, renewals, /jiance details. */
export const MONITOR_CATEGORY = 'monitor';

/**
 * What a monitoring order buys, stored as its details. requirePayment finds a paid order
 * again by equal details, so a repeated call must build exactly the same object.
 */
const createDetails = z.object({
  action: z.literal('create'),
  watchType: z.union([z.literal(1), z.literal(2)]),
  name: z.string().optional(),
  pictureSha256: z.string().optional(),
  remarkApplicant: z.string(),
  remarkKeyword: z.string(),
  classes: z.array(z.number().int()),
  groups: z.array(z.string()),
});
const renewDetails = z.object({ action: z.literal('renew'), watchId: z.number().int() });
/** A /jiance detail view: nothing to deliver, the repeated call uses the payment up. */
const detailDetails = z.object({
  action: z.literal('detail'),
  watchType: z.number().int(),
  trademarkId: z.number().int(),
});
export const monitorOrderDetailsSchema = z.discriminatedUnion('action', [
  createDetails,
  renewDetails,
  detailDetails,
]);
export type WatchCreateDetails = z.infer<typeof createDetails>;
export type WatchRenewDetails = z.infer<typeof renewDetails>;
export type JianceDetailDetails = z.infer<typeof detailDetails>;

const reminderLines = {
  created: (end: string) => `监测商标已添加，监测至${end}。`,
  renewed: (end: string) => `监测商标已续期至${end}。`,
} as const;

/**
 * The 'monitor' delivery of money/fulfilment.ts, run in the transaction that marks the order
 * paid: a bought watch is created (its order_id is the order, so the repeated create call
 * finds it), a renewal adds WATCH_PAID_YEARS to the watch, from today if it had expired.
 */
export async function deliverMonitorOrder(
  tx: Queryable,
  order: { id: number; mainMemberId: number; details: Record<string, unknown> },
  now: Date,
): Promise<string | null> {
  const details = monitorOrderDetailsSchema.parse(order.details);
  const today = shanghaiDate(now);
  if (details.action === 'create') {
    const endDate = addYears(today, WATCH_PAID_YEARS);
    await insertWatch(tx, {
      account: order.mainMemberId,
      value:
        details.watchType === 1
          ? { type: 1, name: details.name ?? '' }
          : { type: 2, pictureSha256: details.pictureSha256 ?? '' },
      remarkApplicant: details.remarkApplicant,
      remarkKeyword: details.remarkKeyword,
      scope: { classes: details.classes, groups: details.groups },
      startDate: today,
      endDate,
      orderId: order.id,
      createdAt: now,
    });
    return reminderLines.created(endDate);
  }
  if (details.action === 'renew') {
    const { rows } = await tx.query<{ end_date: string }>(
      `UPDATE watches SET paid = true,
         end_date = (greatest(end_date, $3::date) + make_interval(years => $4))::date
       WHERE id = $1 AND main_member_id = $2
       RETURNING to_char(end_date, 'YYYY-MM-DD') AS end_date`,
      [details.watchId, order.mainMemberId, today, WATCH_PAID_YEARS],
    );
    return rows[0] ? reminderLines.renewed(rows[0].end_date) : null;
  }
  return null;
}
