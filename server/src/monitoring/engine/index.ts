/** The watch engine's few entry points (README.md beside this file). */
export { backfillWatches, latestIssues } from './backfill';
export { watchResultLink } from './issue-reminders';
export {
  openWatchJob,
  openWatchJobsWhereWatched,
  runWatchJob,
  WATCH_BATCH_MARKS,
  type WatchJobOptions,
} from './watch-job';
