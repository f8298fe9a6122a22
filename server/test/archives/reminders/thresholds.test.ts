import { RENEWAL_REMINDERS } from 'shared-api/contract';
import {
  REMINDER_LOOKBACK_DAYS,
  dueReminders,
  dueWindow,
  endDateRange,
  ledgerKey,
  thresholdOf,
} from '../../../src/archives/reminders/thresholds';
import type { RenewalMark } from '../../../src/archives/renewal-marks';

const reminder = (key: string) => RENEWAL_REMINDERS.find((r) => r.key === key)!;
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

const mark = (trademarkId: number, exclEnd: string, since = '2000-01-01'): RenewalMark => ({
  trademarkId,
  regNo: String(30_000_000 + trademarkId),
  classId: 30,
  name: `标${trademarkId}`,
  holder: '某公司',
  exclEnd,
  graceEnd: '',
  since,
});

describe('thresholds', () => {
  it('12, 6 and 1 months before the end date, month ends clamped; grace the day after', () => {
    expect(thresholdOf(reminder('before12m'), '2026-02-28')).toBe('2025-02-28');
    expect(thresholdOf(reminder('before6m'), '2025-08-31')).toBe('2025-02-28');
    expect(thresholdOf(reminder('before1m'), '2024-03-31')).toBe('2024-02-29');
    expect(thresholdOf(reminder('grace'), '2025-12-31')).toBe('2026-01-01');
  });

  it('the end-date range a run queries holds every end date whose threshold is in the window', () => {
    // brute force over three years of end dates and a year of run days, leap year included
    const ends = days('2024-01-01', 3 * 366);
    const missed: string[] = [];
    // every run day of a leap year's first quarter (February's end) and one a week after
    const runDays = days('2024-01-01', 366).filter((_, i) => i < 100 || i % 7 === 0);
    for (const today of runDays) {
      const window = dueWindow(today);
      for (const r of RENEWAL_REMINDERS) {
        const range = endDateRange(r, window);
        for (const end of ends) {
          const threshold = thresholdOf(r, end);
          const due = threshold >= window.from && threshold <= window.to;
          if (due && (end < range.from || end > range.to)) missed.push(`${r.key} ${today} ${end}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('due: thresholds in the last LOOKBACK days up to today, in mark then reminder order', () => {
    expect(REMINDER_LOOKBACK_DAYS).toBe(7);
    const today = '2025-06-01';
    const due = dueReminders(
      [
        mark(5, '2025-05-31'), // grace started today
        mark(1, '2026-06-01'), // 12 months: today
        mark(2, '2026-05-25'), // 12 months: 7 days ago, still in the window
        mark(3, '2026-05-24'), // 12 months: 8 days ago, too old
        mark(4, '2026-06-02'), // tomorrow
      ],
      today,
    );
    expect(due.map((d) => [d.mark.trademarkId, d.key, d.threshold, d.notify])).toEqual([
      [1, 'before12m', '2025-06-01', true],
      [2, 'before12m', '2025-05-25', true],
      [5, 'grace', '2025-06-01', true],
    ]);
    expect(ledgerKey(due[0]!)).toBe('before12m:2026-06-01');
  });

  it('a threshold before the subject was added is due but not notified', () => {
    const [due] = dueReminders([mark(1, '2026-05-30', '2025-06-01')], '2025-06-01');
    expect(due).toMatchObject({ key: 'before12m', threshold: '2025-05-30', notify: false });
    const [onStart] = dueReminders([mark(1, '2026-06-01', '2025-06-01')], '2025-06-01');
    expect(onStart).toMatchObject({ threshold: '2025-06-01', notify: true });
  });
});
