export { shanghaiDate } from './dates';
export { createWatch, freeWatchEnd, type SlotLevel } from './create-watch';
export {
  editQuote,
  updateWatch,
  WATCH_EDIT_RULE,
  type EditHistory,
  type EditRule,
} from './edit-watch';
export { issueFilter, issueInRange, latestIssues, type ResultIssue } from './issues';
export { unlockJianceDetail } from './jiance-detail';
export { jianceImageHits, jiancePage, jianceTextHits, hitsByIssue } from './jiance-search';
export { matchCounts, storedMatches, toMatchRows } from './match-rows';
export { renewWatch } from './renew-watch';
export { createQuote } from './slots';
export { watchExportRows } from './watch-export';
export { listWatches, watchRecordsPage } from './watch-list';
export { MONITOR_CATEGORY, deliverMonitorOrder } from './watch-orders';
export {
  isExpired,
  ownWatch,
  shanghaiDaySql,
  toWatchView,
  watchValue,
  type WatchRecord,
} from './watch-store';
