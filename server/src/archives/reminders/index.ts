/** Renewal reminders (README.md beside this file). */
export { remindAccount, sendRenewalReminders } from './renewal-reminders';
export { REMINDER_LOOKBACK_DAYS, dueReminders, thresholdOf } from './thresholds';
export { archivesUpkeepPlugin } from './upkeep';
