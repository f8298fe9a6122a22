import type { SearchQuery } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { normalizeName } from '../similarity';
import { facetCounts, type FacetCounts } from './facets';
import { filterConditions } from './filters';
import {
  applicantMatch,
  codeMatch,
  comprehensiveMatch,
  nameMatch,
  normalizeCode,
  type MatchCondition,
} from './match-conditions';
import { SqlParams } from './sql-params';

export type QuickMode = 0 | 1 | 2 | 3;

/** One page of a search: the marks' ids in result order, the total and the facet counts. */
export interface SearchPage {
  ids: number[];
  total: number;
  filter: FacetCounts;
}

/** The columns facets group by (facets.ts). */
const FACET_COLUMNS =
  't.id, t.class_id, t.name, t.status, t.app_date, t.holder_cn, t.province_code, t.holder_en';

function matchFor(mode: QuickMode, keyword: string): MatchCondition | null {
  const norm = normalizeName(keyword);
  switch (mode) {
    case 0:
      return comprehensiveMatch(keyword, norm);
    case 1:
      return norm ? nameMatch(norm) : null;
    case 2:
      return codeMatch(normalizeCode(keyword));
    case 3:
      return applicantMatch(keyword.trim());
  }
}

/**
 * Modes 0–3 (spec 1 §2): PostgreSQL finds, counts and pages the marks through the name,
 * number and applicant indexes of migration 009. Closest matches first, then the newest
 * applications.
 */
export async function quickSearch(
  db: Queryable,
  mode: QuickMode,
  query: SearchQuery,
): Promise<SearchPage> {
  const match = matchFor(mode, query.keyword);
  if (!match) return { ids: [], total: 0, filter: [] };
  const params = new SqlParams();
  const where = [match.where(params), ...filterConditions(query, params)].join(' AND ');
  const values = [...params.values];
  // the page query goes on numbering after the condition's parameters
  const rank = match.rank(params);
  const limit = params.add(query.pagesize);
  const offset = params.add((query.pageno - 1) * query.pagesize);
  const [page, count, filter] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT t.id FROM trademarks t WHERE ${where}
       ORDER BY ${rank}, t.app_date DESC, t.id DESC
       LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    ),
    db.query<{ total: string }>(
      `SELECT count(*) AS total FROM trademarks t WHERE ${where}`,
      values,
    ),
    query.getfilter
      ? facetCounts(db, `SELECT ${FACET_COLUMNS} FROM trademarks t WHERE ${where}`, values)
      : Promise.resolve([]),
  ]);
  return {
    ids: page.rows.map((row) => row.id),
    total: Number(count.rows[0]?.total ?? 0),
    filter,
  };
}
