import {
  searchQuerySchema,
  type IssueCount,
  type JianceResult,
  type SimilarityMatch,
} from 'shared-api/contract';
import type { Db, Queryable } from '../../db/types';
import { findSimilarImages } from '../../image-search/find-similar';
import { IMAGE_RESULT_LIMIT } from '../../image-search/image-search-page';
import { gradeOf } from '../../image-search/match-reasons';
import { CONTAINS_CANDIDATES, KEY_CANDIDATES, similarSearch } from '../../search/similar-search';
import { issueInRange, type ResultIssue } from './issues';
import { toMatchRows } from './match-rows';

/** Marks found in the 12 issues, best first, each with why it matched. */
interface Hits {
  ids: number[];
  matches: ReadonlyMap<number, SimilarityMatch>;
}

export interface JiancePage {
  /** the issue shown; not given: the latest */
  issue: number | undefined;
  pageno: number;
  pagesize: number;
}

/** /jiance text tab: mode 4 (the same rules, reasons and grades) within the 12 issues. */
export async function jianceTextHits(
  db: Queryable,
  keyword: string,
  issues: readonly ResultIssue[],
): Promise<Hits> {
  const query = {
    ...searchQuerySchema.parse({ keyword }),
    // every hit: the counts per issue are over all of them
    pageno: 1,
    pagesize: KEY_CANDIDATES + CONTAINS_CANDIDATES,
  };
  const found = await similarSearch(db, query, null, {
    firstIssues: issues.map((i) => i.issue),
  });
  return { ids: found.ids, matches: found.matches };
}

/** /jiance image tab: the image index within the 12 issues, any class. */
export async function jianceImageHits(
  db: Db,
  picture: Buffer,
  issues: readonly ResultIssue[],
): Promise<Hits> {
  const hits = await findSimilarImages(db, picture, {
    classes: [],
    limit: IMAGE_RESULT_LIMIT,
    firstIssues: issues.map((i) => i.issue),
  });
  return {
    ids: hits.map((h) => h.markId),
    matches: new Map(
      hits.map((h) => [
        h.markId,
        { score: h.score, grade: gradeOf(h.score), reasons: h.reasons, highlight: [] },
      ]),
    ),
  };
}

/** Each hit's first issue, and the count per issue of the 12 (newest first, 0 included). */
export async function hitsByIssue(db: Queryable, hits: Hits, issues: readonly ResultIssue[]) {
  const { rows } = await db.query<{ id: number; first_issue: number }>(
    'SELECT id, first_issue FROM trademarks WHERE id = ANY($1::int[])',
    [hits.ids],
  );
  const issueOf = new Map(rows.map((r) => [r.id, r.first_issue]));
  const counts: IssueCount[] = issues.map((i) => ({
    ISSUE: i.issue,
    DATE: i.date,
    COUNT: hits.ids.filter((id) => issueOf.get(id) === i.issue).length,
  }));
  return { issueOf, counts };
}

/** A /jiance result page: the chosen issue's hits (paged) and the counts of all 12. */
export async function jiancePage(
  db: Queryable,
  hits: Hits,
  issues: readonly ResultIssue[],
  page: JiancePage,
): Promise<JianceResult> {
  const { issueOf, counts } = await hitsByIssue(db, hits, issues);
  if (issues.length === 0) return { list: [], total: 0, issue: null, issues: [] };
  const shown = page.issue === undefined ? issues[0]! : issueInRange(issues, page.issue);
  const inIssue = hits.ids.filter((id) => issueOf.get(id) === shown.issue);
  const start = (page.pageno - 1) * page.pagesize;
  const list = await toMatchRows(
    db,
    inIssue.slice(start, start + page.pagesize).map((id) => {
      const match = hits.matches.get(id)!;
      return { trademarkId: id, ...match, issue: shown };
    }),
  );
  return { list, total: inIssue.length, issue: shown.issue, issues: counts };
}
