import { RENEWAL_REMINDERS, addMonths, type RenewalReminderKey } from 'shared-api/contract';
import { nextDay } from '../calendar/ical';
import type { DayRange, RenewalMark } from '../renewal-marks';

/**
 * How far back a threshold may lie and still be reminded of. A server that was down for a
 * few days catches up; a threshold older than this (the first run after this feature went
 * live, a mark imported late into the register) is left alone rather than reminded of
 * weeks after the fact — the next threshold of the mark will come.
 */
export const REMINDER_LOOKBACK_DAYS = 7;

type Reminder = (typeof RENEWAL_REMINDERS)[number];

/**
 * The day a reminder falls due for a mark ending `exclEnd`: 12, 6 or 1 months before
 * (clamped to the month's end, as addMonths does), and for the grace period the day after
 * the end date, its first day.
 */
export function thresholdOf(reminder: Reminder, exclEnd: string): string {
  return reminder.key === 'grace' ? nextDay(exclEnd) : addMonths(exclEnd, -reminder.monthsBefore);
}

const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The end dates whose threshold for `reminder` can fall in [from, to]: a few days wider
 * than exact, since month-end clamping maps several end dates (29–31 March) to one
 * threshold (28 February). dueReminders then checks each mark exactly.
 */
export function endDateRange(reminder: Reminder, range: DayRange): DayRange {
  const months = reminder.key === 'grace' ? 0 : reminder.monthsBefore;
  const shift = reminder.key === 'grace' ? -1 : 0;
  return {
    from: shiftDays(addMonths(range.from, months), shift - 3),
    to: shiftDays(addMonths(range.to, months), shift + 3),
  };
}

/** The window of thresholds a run on `today` looks at. */
export const dueWindow = (today: string): DayRange => ({
  from: shiftDays(today, -REMINDER_LOOKBACK_DAYS),
  to: today,
});

/** One reminder of one mark that a run settles. */
export interface DueReminder {
  mark: RenewalMark;
  key: RenewalReminderKey;
  threshold: string;
  /**
   * false when the threshold passed before the account's first subject holding the mark was
   * added: the member chose to follow the mark after that moment, so the reminder is
   * recorded as settled without being sent (e.g. no '12 months left' for a mark with 2).
   */
  notify: boolean;
}

/** The ledger key: the reminder and the term it is for, so a renewed mark is reminded again. */
export const ledgerKey = (due: Pick<DueReminder, 'key' | 'mark'>) =>
  `${due.key}:${due.mark.exclEnd}`;

/**
 * Every reminder of `marks` whose threshold lies in the run's window, in a fixed order (by
 * mark, then reminder) so that concurrent runs lock ledger rows in the same order.
 */
export function dueReminders(marks: readonly RenewalMark[], today: string): DueReminder[] {
  const window = dueWindow(today);
  const due: DueReminder[] = [];
  for (const mark of [...marks].sort((a, b) => a.trademarkId - b.trademarkId)) {
    for (const reminder of RENEWAL_REMINDERS) {
      const threshold = thresholdOf(reminder, mark.exclEnd);
      if (threshold < window.from || threshold > window.to) continue;
      due.push({ mark, key: reminder.key, threshold, notify: threshold >= mark.since });
    }
  }
  return due;
}
