import type { SearchQuery, SimilarityMatch } from 'shared-api/contract';
import type { Db } from '../db/types';
import { facetCountsOf, type FacetSource } from '../search/facets';
import { filterConditions } from '../search/filters';
import type { SimilarPage } from '../search/similar-search';
import { SqlParams } from '../search/sql-params';
import { findSimilarImages } from './find-similar';
import { gradeOf } from './match-reasons';

/** Marks a search lists at most: the pages of a result past this are empty. */
export const IMAGE_RESULT_LIMIT = 1000;

interface FoundMark extends FacetSource {
  id: number;
}

/**
 * Mode 5 as a page of the shared search result (spec 1 §3): the similar marks in the query's
 * classes (NCL; all 45 = no limit), narrowed by the filter bar's choices, best first, with
 * the facet counts over all of them when getfilter asks.
 */
export async function imageSearchPage(
  db: Db,
  picture: Buffer,
  query: SearchQuery,
): Promise<SimilarPage> {
  const hits = await findSimilarImages(db, picture, {
    classes: query.NCL ?? [],
    limit: IMAGE_RESULT_LIMIT,
  });
  const params = new SqlParams();
  const where = [
    `t.id = ANY(${params.add(hits.map((hit) => hit.markId))}::int[])`,
    ...filterConditions(query, params),
  ];
  const { rows } = await db.query<FoundMark>(
    `SELECT t.id, t.class_id, t.name, t.status, extract(year FROM t.app_date)::int AS app_year,
       t.holder_cn, a.name AS area, t.holder_en
     FROM trademarks t LEFT JOIN areas a ON a.code = t.province_code
     WHERE ${where.join(' AND ')}`,
    params.values,
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  const kept = hits.filter((hit) => found.has(hit.markId));
  const start = (query.pageno - 1) * query.pagesize;
  const page = kept.slice(start, start + query.pagesize);
  const matches = new Map<number, SimilarityMatch>(
    page.map((hit) => [
      hit.markId,
      { score: hit.score, grade: gradeOf(hit.score), reasons: hit.reasons, highlight: [] },
    ]),
  );
  return {
    ids: page.map((hit) => hit.markId),
    total: kept.length,
    filter: query.getfilter ? facetCountsOf(kept.map((hit) => found.get(hit.markId)!)) : [],
    matches,
  };
}
