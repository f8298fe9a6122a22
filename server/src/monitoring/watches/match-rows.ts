import { oppositionDeadline, type WatchMatch } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { fetchSearchRows } from '../../search/mark-rows';
import type { ResultIssue } from './issues';

/** A stored match, or a /jiance hit, before it becomes a row. */
export interface FoundMatch {
  trademarkId: number;
  score: number;
  grade: string;
  reasons: string[];
  highlight: number[];
  issue: ResultIssue;
}

/**
 * Search rows (mark-rows.ts, the one row builder) for the matched marks, in the order given,
 * each with why it matched, its issue and the last day to oppose it.
 */
export async function toMatchRows(db: Queryable, found: FoundMatch[]): Promise<WatchMatch[]> {
  const rows = await fetchSearchRows(
    db,
    found.map((f) => f.trademarkId),
  );
  const byId = new Map(found.map((f) => [f.trademarkId, f]));
  return rows.map((row) => {
    const f = byId.get(row.ID)!;
    return {
      ...row,
      match: { score: f.score, grade: f.grade, reasons: f.reasons, highlight: f.highlight },
      issue: f.issue.issue,
      issueDate: f.issue.date,
      oppositionDeadline: oppositionDeadline(f.issue.date),
    };
  });
}

/**
 * One watch's stored matches in some of the issues: the strongest first (score, so grade),
 * then the newest application. `page` null: all of them (the export).
 */
export async function storedMatches(
  db: Queryable,
  watchId: number,
  issues: readonly ResultIssue[],
  page: { offset: number; limit: number } | null,
): Promise<{ found: FoundMatch[]; total: number }> {
  const issueNos = issues.map((i) => i.issue);
  const { rows } = await db.query<{
    trademark_id: number;
    issue_no: number;
    score: number;
    grade: string;
    reasons: string[];
    highlight: number[];
    total: number;
  }>(
    `SELECT m.trademark_id, m.issue_no, m.score, m.grade, m.reasons, m.highlight,
       count(*) OVER ()::int AS total
     FROM watch_matches m LEFT JOIN trademarks t ON t.id = m.trademark_id
     WHERE m.watch_id = $1 AND m.issue_no = ANY($2::int[])
     ORDER BY m.score DESC, t.app_date DESC NULLS LAST, m.trademark_id DESC
     ${page ? 'LIMIT $3 OFFSET $4' : ''}`,
    page ? [watchId, issueNos, page.limit, page.offset] : [watchId, issueNos],
  );
  const issueOf = new Map(issues.map((i) => [i.issue, i]));
  return {
    found: rows.map((r) => ({
      trademarkId: r.trademark_id,
      score: r.score,
      grade: r.grade,
      reasons: r.reasons,
      highlight: r.highlight,
      issue: issueOf.get(r.issue_no)!,
    })),
    total:
      rows[0]?.total ?? (page && page.offset > 0 ? await countMatches(db, watchId, issueNos) : 0),
  };
}

async function countMatches(db: Queryable, watchId: number, issueNos: number[]) {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM watch_matches WHERE watch_id = $1 AND issue_no = ANY($2::int[])',
    [watchId, issueNos],
  );
  return rows[0]!.n;
}

/** Match counts per watch and issue over `issues` (the facet and the overview grid). */
export async function matchCounts(
  db: Queryable,
  watchIds: number[],
  issues: readonly ResultIssue[],
): Promise<Map<number, Record<string, number>>> {
  const { rows } = await db.query<{ watch_id: number; issue_no: number; n: number }>(
    `SELECT watch_id, issue_no, count(*)::int AS n FROM watch_matches
     WHERE watch_id = ANY($1::int[]) AND issue_no = ANY($2::int[])
     GROUP BY watch_id, issue_no`,
    [watchIds, issues.map((i) => i.issue)],
  );
  const counts = new Map<number, Record<string, number>>();
  for (const id of watchIds) {
    // every issue of the grid has a cell, 0 included
    counts.set(id, Object.fromEntries(issues.map((i) => [String(i.issue), 0])));
  }
  for (const row of rows) counts.get(row.watch_id)![String(row.issue_no)] = row.n;
  return counts;
}
