import type { SearchQuery, SimilarityMatch } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { compareNames, normalizeName, querySimilarityKeys } from '../similarity';
import { facetCountsOf, type FacetSource } from './facets';
import { classCondition, filterConditions } from './filters';
import type { SearchPage } from './quick-search';
import { nameMatch } from './match-conditions';
import { SqlParams } from './sql-params';

/** A page of a similarity search: ids with why each matched. */
export interface SimilarPage extends SearchPage {
  matches: Map<number, SimilarityMatch>;
}

interface Candidate extends FacetSource {
  id: number;
  app_date: string;
}

/**
 * Marks holding the query's name in a longer one ("华为" in "华为科技") come from the contains
 * index; for a short, common query they can be thousands, so only the shortest names, the
 * ones an examiner looks at first, are scored.
 */
export const CONTAINS_CANDIDATES = 1000;
/** Guard against a query whose keys meet a large part of the register. */
export const KEY_CANDIDATES = 20000;

const CANDIDATE_COLUMNS = `t.id, t.name, t.class_id, t.status, t.app_date::text AS app_date,
  extract(year FROM t.app_date)::int AS app_year, t.holder_cn, a.name AS area, t.holder_en`;
const FROM = 'trademarks t LEFT JOIN areas a ON a.code = t.province_code';

async function candidates(db: Queryable, keyword: string, scope: (p: SqlParams) => string[]) {
  const byKeys = new SqlParams();
  const keys = byKeys.add(querySimilarityKeys(keyword));
  const keyWhere = [`t.sim_keys && ${keys}::text[]`, ...scope(byKeys)].join(' AND ');
  const byName = new SqlParams();
  const norm = normalizeName(keyword);
  // the marks holding the query: mode 1's condition
  const nameWhere = [nameMatch(norm).where(byName), ...scope(byName)].join(' AND ');
  const [keyed, containing] = await Promise.all([
    db.query<Candidate>(
      `SELECT ${CANDIDATE_COLUMNS} FROM ${FROM} WHERE ${keyWhere} LIMIT ${KEY_CANDIDATES}`,
      byKeys.values,
    ),
    norm
      ? db.query<Candidate>(
          `SELECT ${CANDIDATE_COLUMNS} FROM ${FROM} WHERE ${nameWhere}
           ORDER BY length(t.name_norm), t.app_date DESC LIMIT ${CONTAINS_CANDIDATES}`,
          byName.values,
        )
      : Promise.resolve({ rows: [] as Candidate[] }),
  ]);
  const unique = new Map<number, Candidate>();
  for (const row of [...keyed.rows, ...containing.rows]) unique.set(row.id, row);
  return [...unique.values()];
}

export interface SimilarSearchOptions {
  /** only marks first announced in one of these gazette issues (the /jiance entry) */
  firstIssues?: number[];
}

/**
 * Modes 4 and 6: PostgreSQL retrieves every mark whose similarity keys meet the query's or
 * whose name contains it (recall first), within the classes and goods asked for; the
 * similarity engine then judges each one and ranks them from identical to weakest.
 */
export async function similarSearch(
  db: Queryable,
  query: SearchQuery,
  groups: readonly string[] | null,
  options: SimilarSearchOptions = {},
): Promise<SimilarPage> {
  const scope = (params: SqlParams) => {
    const where = [...classCondition(query.NCL, params), ...filterConditions(query, params)];
    if (groups) where.push(`t.group_codes && ${params.add(groups)}::text[]`);
    if (options.firstIssues) {
      where.push(`t.first_issue = ANY(${params.add(options.firstIssues)}::int[])`);
    }
    return where;
  };
  const found = await candidates(db, query.keyword, scope);
  const judged: Array<{ row: Candidate; match: SimilarityMatch }> = [];
  for (const row of found) {
    const match = compareNames(query.keyword, row.name);
    if (match) judged.push({ row, match });
  }
  judged.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      (a.row.app_date < b.row.app_date ? 1 : a.row.app_date > b.row.app_date ? -1 : 0) ||
      b.row.id - a.row.id,
  );
  const start = (query.pageno - 1) * query.pagesize;
  const page = judged.slice(start, start + query.pagesize);
  return {
    ids: page.map((j) => j.row.id),
    total: judged.length,
    filter: query.getfilter ? facetCountsOf(judged.map((j) => j.row)) : [],
    matches: new Map(page.map((j) => [j.row.id, j.match])),
  };
}
