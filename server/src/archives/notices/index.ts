/** Notice marks and subject notices (README.md beside this file). */
export { createNoticeMark } from './create-notice-mark';
export { NOTICE_EDIT_RULE, updateNoticeMark } from './edit-notice-mark';
export { noticeMarkExportRows, subjectNoticeExportRows } from './notice-export';
export { issueCounts, noticeIssues, visibleIssues } from './notice-issues';
export {
  latestNotices,
  listNoticeMarks,
  noticeMarkRecordsPage,
  toNoticeMarkView,
} from './notice-list';
export { ARCHIVE_CATEGORY, deliverArchiveOrder } from './notice-orders';
export { remindNoticeFollowers } from './notice-reminders';
export { noticeMarkFacet, noticeMarkResults } from './notice-results';
export { countNoticesByNumber } from './notice-rows';
export { noticeCreateQuote } from './notice-slots';
export { isExpired, ownNoticeMark, type NoticeMarkRecord } from './notice-store';
export { knownNumber, registerNumber } from './number-marks';
export { renewNoticeMark } from './renew-notice-mark';
export { noticeSubject, subjectNoticeFacet, subjectNotices } from './subject-notices';
