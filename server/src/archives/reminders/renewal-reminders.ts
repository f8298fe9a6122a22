import { RENEWAL_REMINDERS } from 'shared-api/contract';
import type { Db, Queryable } from '../../db/types';
import { shanghaiDayStart } from '../../http/time';
import { shanghaiDate } from '../../monitoring/watches';
import { insertReminder } from '../../plugins/app/reminders';
import { accountSubjects, marksUnderSubjects } from '../renewal-marks';
import { renewalReminderBody, renewalReminderText } from './reminder-text';
import { dueReminders, dueWindow, endDateRange, ledgerKey, type DueReminder } from './thresholds';

/**
 * Records `due` in the ledger and answers the ones this call recorded. ON CONFLICT DO
 * NOTHING RETURNING: a row another run already holds (committed, or inserted by a
 * concurrent run, whose commit this waits for) comes back empty, so it is sent by one only.
 */
async function recordInLedger(
  tx: Queryable,
  account: number,
  due: readonly DueReminder[],
  now: Date,
) {
  const { rows } = await tx.query<{ trademark_id: number; reminder_key: string }>(
    `INSERT INTO renewal_reminders (main_member_id, trademark_id, reminder_key, sent_at)
     SELECT $1, d.trademark_id, d.reminder_key, $4
     FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS d (trademark_id, reminder_key, n)
     ORDER BY d.n
     ON CONFLICT DO NOTHING
     RETURNING trademark_id, reminder_key`,
    [account, due.map((d) => d.mark.trademarkId), due.map(ledgerKey), now],
  );
  const recorded = new Set(rows.map((r) => `${r.trademark_id}|${r.reminder_key}`));
  return due.filter((d) => recorded.has(`${d.mark.trademarkId}|${ledgerKey(d)}`));
}

/** Whether the account got its renewal reminder since Shanghai midnight. */
async function remindedToday(db: Queryable, account: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM reminders WHERE member_id = $1 AND title = $2 AND created_at >= $3 LIMIT 1',
    [account, renewalReminderText.title, shanghaiDayStart(now)],
  );
  return rows.length > 0;
}

/** Thrown to roll back an account's run that lost the race to another process. */
class AlreadyRemindedToday extends Error {}

/**
 * One account's run: its marks whose thresholds fall in the run's window go into the ledger,
 * and those to notify become one reminder summarising them, in the same transaction.
 * Members get at most one renewal reminder a day: an account reminded earlier today waits
 * for tomorrow's first run (the window still holds its thresholds then). The check is made
 * again after the ledger insert, which waits for a concurrent run's commit, so two server
 * processes cannot both remind the account today. Answers 1 if it sent a reminder.
 */
export async function remindAccount(db: Db, account: number, now: Date): Promise<number> {
  const today = shanghaiDate(now);
  const window = dueWindow(today);
  const subjects = await accountSubjects(db, account);
  const ranges = RENEWAL_REMINDERS.map((reminder) => endDateRange(reminder, window));
  const due = dueReminders(await marksUnderSubjects(db, subjects, ranges, null), today);
  if (due.length === 0 || (await remindedToday(db, account, now))) return 0;
  try {
    return await db.transaction(async (tx) => {
      const sent = (await recordInLedger(tx, account, due, now)).filter((d) => d.notify);
      if (sent.length === 0) return 0;
      if (await remindedToday(tx, account, now)) throw new AlreadyRemindedToday();
      await insertReminder(
        tx,
        account,
        renewalReminderText.title,
        { text: renewalReminderBody(sent), links: [renewalReminderText.link] },
        now,
      );
      return 1;
    });
  } catch (err) {
    if (err instanceof AlreadyRemindedToday) return 0;
    throw err;
  }
}

/**
 * The daily docketing of issue 13: every account with subjects gets its renewal reminders
 * (12, 6 and 1 months before a mark's end date, and when its grace period starts), each
 * once. Safe to run on every server process at any time: the ledger decides who sends. One
 * account failing does not hold back the others; `onError` hears of it. Answers how many
 * reminders went out.
 */
export async function sendRenewalReminders(
  db: Db,
  now: Date,
  onError: (account: number, err: unknown) => void = () => undefined,
): Promise<number> {
  const { rows } = await db.query<{ account: number }>(
    'SELECT DISTINCT main_member_id AS account FROM subjects ORDER BY 1',
  );
  let sent = 0;
  for (const { account } of rows) {
    try {
      sent += await remindAccount(db, account, now);
    } catch (err) {
      onError(account, err);
    }
  }
  return sent;
}
