import { monitorMessages, WATCH_EXPORT_MAX_ISSUES } from 'shared-api';

/**
 * Spec 2 §5, for watch and notice results alike: both issues are required and the export
 * spans at most 3 issues (end minus start not above 2). Returns the refusal, or null. Issues
 * are the gazette's consecutive numbers. (The notice words are the same: noticeMessages.)
 */
export function refuseExportRange(start: number | null, stop: number | null): string | null {
  if (start === null || stop === null) return monitorMessages.issueRequired;
  if (stop < start) return monitorMessages.issueOrder;
  if (stop - start > WATCH_EXPORT_MAX_ISSUES - 1) return monitorMessages.tooManyIssues;
  return null;
}
