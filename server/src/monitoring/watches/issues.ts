import { WATCH_RESULT_ISSUES, monitorMessages, type IssueCount } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/api-error';

export interface ResultIssue {
  issue: number;
  /** 'YYYY-MM-DD' */
  date: string;
}

/**
 * The issues results are shown for (spec 2 §9): the latest 12 published ones, newest first.
 * An issue still being imported (published_at null) is not shown: its matches are not all in.
 */
export async function latestIssues(db: Queryable): Promise<ResultIssue[]> {
  const { rows } = await db.query<{ issue_no: number; issue_date: string }>(
    `SELECT issue_no, to_char(issue_date, 'YYYY-MM-DD') AS issue_date FROM gazette_issues
     WHERE published_at IS NOT NULL ORDER BY issue_no DESC LIMIT $1`,
    [WATCH_RESULT_ISSUES],
  );
  return rows.map((row) => ({ issue: row.issue_no, date: row.issue_date }));
}

/** One of `issues`, or the refusal: results older than the latest 12 are not shown. */
export function issueInRange(issues: readonly ResultIssue[], issueNo: number): ResultIssue {
  const found = issues.find((i) => i.issue === issueNo);
  if (!found) throw badRequest(monitorMessages.issueNotInRange);
  return found;
}

/**
 * filter[0].TM_FIRST_ISSUE (spec 2 §3): the issue shown first, then the other issues of the
 * 12 with matches (watches) or notices (notice marks), newest first.
 */
export function issueFilter(
  issues: readonly ResultIssue[],
  counts: Record<string, number>,
  shown: ResultIssue | undefined,
): Array<{ TM_FIRST_ISSUE: IssueCount[] }> {
  if (!shown) return [{ TM_FIRST_ISSUE: [] }];
  const entry = (i: ResultIssue): IssueCount => ({
    ISSUE: i.issue,
    DATE: i.date,
    COUNT: counts[String(i.issue)] ?? 0,
  });
  const others = issues.filter(
    (i) => i.issue !== shown.issue && (counts[String(i.issue)] ?? 0) > 0,
  );
  return [{ TM_FIRST_ISSUE: [entry(shown), ...others.map(entry)] }];
}
