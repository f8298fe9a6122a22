import { accountLimits } from 'shared-api/contract';
import type { Db } from '../db/types';
import { formatShanghai } from '../http/time';
import { insertReminder } from '../plugins/app/reminders';
import { levelDescription } from './memberships';
import { moneyReminders } from './messages';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sends the 'VIP about to expire' reminder (issue 5) for every paid membership ending within
 * `days` that nothing paid continues (a renewal starts where it ends) and that was not
 * reminded yet. Marking and reminding share one transaction, and the mark is a conditional
 * UPDATE, so a rerun or a second server instance sends nothing twice. Answers how many.
 */
export async function remindExpiringMemberships(
  db: Db,
  now: Date,
  days: number = accountLimits.expiryReminderDays,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ member_id: number; level_id: number; end_time: Date }>(
      `UPDATE memberships m SET expiry_reminded_at = $1
       WHERE m.order_id IS NOT NULL AND m.expiry_reminded_at IS NULL
         AND m.end_time > $1 AND m.end_time <= $2
         AND NOT EXISTS (
           SELECT 1 FROM memberships n
           WHERE n.member_id = m.member_id AND n.order_id IS NOT NULL AND n.id <> m.id
             AND n.start_time <= m.end_time AND n.end_time > m.end_time)
       RETURNING m.member_id, m.level_id, m.end_time`,
      [now, new Date(now.getTime() + days * DAY_MS)],
    );
    for (const row of rows) {
      const description = levelDescription(row.level_id);
      const end = formatShanghai(new Date(row.end_time));
      await insertReminder(
        tx,
        row.member_id,
        moneyReminders.expiryTitle(description),
        {
          text: moneyReminders.expiryText(description, end),
          links: [moneyReminders.renewLink],
        },
        now,
      );
    }
    return rows.length;
  });
}
