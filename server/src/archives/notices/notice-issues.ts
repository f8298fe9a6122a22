import { NOTICE_RESULT_ISSUES, noticeMessages } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/api-error';
import { issueFilter, latestIssues, type ResultIssue } from '../../monitoring/watches/issues';

export { issueFilter, type ResultIssue };

/**
 * The issues notices are shown for (spec 2 §9): the latest 12 published ones, newest first,
 * the same issues as the watches' results (an issue still being imported is not shown).
 */
export async function noticeIssues(db: Queryable): Promise<ResultIssue[]> {
  return (await latestIssues(db)).slice(0, NOTICE_RESULT_ISSUES);
}

/** One of `issues`, or the refusal: notices older than the latest 12 are not shown. */
export function noticeIssueInRange(issues: readonly ResultIssue[], issueNo: number): ResultIssue {
  const found = issues.find((i) => i.issue === issueNo);
  if (!found) throw badRequest(noticeMessages.issueNotInRange);
  return found;
}

/**
 * The issues a notice mark reads: those published while it was in force (issue date up to
 * its end date). An expired mark keeps the notices it had and gets no new ones, as an
 * expired watch gets no new matches; it reads no start date, as a new watch is run on the
 * latest issues at once.
 */
export const visibleIssues = (issues: readonly ResultIssue[], endDate: string): ResultIssue[] =>
  issues.filter((i) => i.date <= endDate);

/** Every issue of `issues` with its count (0 included), or only those in `visible`. */
export function issueCounts(
  issues: readonly ResultIssue[],
  counts: ReadonlyMap<number, number>,
  visible: readonly ResultIssue[] = issues,
): Record<string, number> {
  const shown = new Set(visible.map((i) => i.issue));
  return Object.fromEntries(
    issues.map((i) => [String(i.issue), shown.has(i.issue) ? (counts.get(i.issue) ?? 0) : 0]),
  );
}

/** The newest issue with notices, else the newest issue (queryMonitorsMaxIssue's default). */
export const newestWithNotices = (
  issues: readonly ResultIssue[],
  counts: Record<string, number>,
): ResultIssue | undefined => issues.find((i) => (counts[String(i.issue)] ?? 0) > 0) ?? issues[0];
