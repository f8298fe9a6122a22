import type { NoticeResultPage } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import {
  issueCounts,
  issueFilter,
  newestWithNotices,
  noticeIssueInRange,
  noticeIssues,
  visibleIssues,
  type ResultIssue,
} from './notice-issues';
import { countNotices, noticesInIssue } from './notice-rows';
import type { NoticeMarkRecord } from './notice-store';

interface Page {
  pageNum: number;
  pageSize: number;
}

/** One notice mark's notice count per issue of the 12 (0 for issues it does not read). */
export async function noticeMarkFacet(
  db: Queryable,
  mark: NoticeMarkRecord,
  issues: readonly ResultIssue[],
): Promise<Record<string, number>> {
  const scope = { kind: 'numbers', regNos: [mark.regNo] } as const;
  return issueCounts(
    issues,
    await countNotices(db, scope, issues),
    visibleIssues(issues, mark.endDate),
  );
}

/**
 * queryMonitors (an issue given: it must be one of the 12) and queryMonitorsMaxIssue (none:
 * the newest issue with notices, else the newest issue): one page of the mark's notices.
 */
export async function noticeMarkResults(
  db: Queryable,
  mark: NoticeMarkRecord,
  issueNo: number | undefined,
  page: Page,
): Promise<NoticeResultPage> {
  const issues = await noticeIssues(db);
  const counts = await noticeMarkFacet(db, mark, issues);
  const shown =
    issueNo === undefined ? newestWithNotices(issues, counts) : noticeIssueInRange(issues, issueNo);
  const readable = shown && visibleIssues([shown], mark.endDate).length > 0;
  const { list, total } = readable
    ? await noticesInIssue(db, { kind: 'numbers', regNos: [mark.regNo] }, shown.issue, {}, page)
    : { list: [], total: 0 };
  return { list, total, ...page, filter: issueFilter(issues, counts, shown) };
}
