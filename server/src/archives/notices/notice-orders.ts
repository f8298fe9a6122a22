import { NOTICE_PAID_YEARS } from 'shared-api/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/types';
import { addYears, shanghaiDate } from '../../monitoring/watches/dates';
import { insertPaidNoticeMark } from './insert-notice-mark';

/** PRODUCT_CATEGORIES key of the archives' orders: notice marks and their renewals. */
export const ARCHIVE_CATEGORY = 'archive';

/**
 * What an archive order buys, stored as its details. requirePayment finds a paid order
 * again by equal details, so a repeated call must build exactly the same object.
 */
const createDetails = z.object({ action: z.literal('noticeCreate'), regNo: z.string() });
const renewDetails = z.object({
  action: z.literal('noticeRenew'),
  noticeMarkId: z.number().int(),
});
export const archiveOrderDetailsSchema = z.discriminatedUnion('action', [
  createDetails,
  renewDetails,
]);
export type NoticeCreateDetails = z.infer<typeof createDetails>;
export type NoticeRenewDetails = z.infer<typeof renewDetails>;

const reminderLines = {
  created: (regNo: string, end: string) => `公告定制已添加：注册号${regNo}，定制至${end}。`,
  renewed: (regNo: string, end: string) => `公告定制已续期：注册号${regNo}，定制至${end}。`,
} as const;

/**
 * The 'archive' delivery of money/fulfilment.ts, run in the transaction that marks the order
 * paid: a bought notice mark exists the moment the payment does (the repeated create call
 * finds it by its number), a renewal adds NOTICE_PAID_YEARS, from today if it had expired.
 * A renewed free mark becomes a bought one and frees its slot, as a renewed watch does.
 */
export async function deliverArchiveOrder(
  tx: Queryable,
  order: { id: number; mainMemberId: number; details: Record<string, unknown> },
  now: Date,
): Promise<string | null> {
  const details = archiveOrderDetailsSchema.parse(order.details);
  const today = shanghaiDate(now);
  if (details.action === 'noticeCreate') {
    const end = await insertPaidNoticeMark(tx, {
      account: order.mainMemberId,
      regNo: details.regNo,
      startDate: today,
      endDate: addYears(today, NOTICE_PAID_YEARS),
      createdAt: now,
      orderId: order.id,
      years: NOTICE_PAID_YEARS,
    });
    return reminderLines.created(details.regNo, end);
  }
  const { rows } = await tx.query<{ reg_no: string; end_date: string }>(
    `UPDATE notice_marks SET paid = true,
       end_date = (greatest(end_date, $3::date) + make_interval(years => $4))::date
     WHERE id = $1 AND main_member_id = $2
     RETURNING reg_no, to_char(end_date, 'YYYY-MM-DD') AS end_date`,
    [details.noticeMarkId, order.mainMemberId, today, NOTICE_PAID_YEARS],
  );
  return rows[0] ? reminderLines.renewed(rows[0].reg_no, rows[0].end_date) : null;
}
