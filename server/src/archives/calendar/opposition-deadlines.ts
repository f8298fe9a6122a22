import { oppositionDeadline } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import type { ResultIssue } from '../../monitoring/watches';

/** Marks named in an opposition event's description; the result page has them all. */
export const OPPOSITION_MARKS_LISTED = 10;

/** One watch's matches in one issue: they share the issue's opposition deadline. */
export interface WatchIssueMatches {
  watchId: number;
  watchType: number;
  /** the watched name; null for a picture watch */
  watchName: string | null;
  sha: string | null;
  issue: number;
  issueDate: string;
  deadline: string;
  matches: number;
  /** the strongest matches, '华为（12345678 第9类）' */
  marks: string[];
}

/**
 * The account's watch matches in `issues` (the latest 12 published), one entry per watch and
 * issue: every mark announced in an issue can be opposed until the same day, so one event a
 * watch and issue tells the deadline without hundreds of events on one day.
 */
export async function watchIssueMatches(
  db: Queryable,
  account: number,
  issues: readonly ResultIssue[],
): Promise<WatchIssueMatches[]> {
  if (issues.length === 0) return [];
  const { rows } = await db.query<Omit<WatchIssueMatches, 'issueDate' | 'deadline'>>(
    `SELECT w.id AS "watchId", w.watch_type AS "watchType", w.name AS "watchName",
       w.picture_sha256 AS sha, m.issue_no AS issue, count(*)::int AS matches,
       (array_agg(COALESCE(t.name, '') || '（' || COALESCE(t.reg_no, '') || ' 第'
          || COALESCE(t.class_id::text, '') || '类）'
        ORDER BY m.score DESC, m.trademark_id))[1:${OPPOSITION_MARKS_LISTED}] AS marks
     FROM watches w
     JOIN watch_matches m ON m.watch_id = w.id
     LEFT JOIN trademarks t ON t.id = m.trademark_id
     WHERE w.main_member_id = $1 AND m.issue_no = ANY($2::int[])
     GROUP BY w.id, m.issue_no
     ORDER BY m.issue_no, w.id`,
    [account, issues.map((i) => i.issue)],
  );
  const dateOf = new Map(issues.map((i) => [i.issue, i.date]));
  return rows.map((row) => {
    const issueDate = dateOf.get(row.issue)!;
    return { ...row, issueDate, deadline: oppositionDeadline(issueDate) };
  });
}
