import { FILTER_VALUES_LIMIT, SEARCH_FILTER_FIELDS } from 'shared-api/contract';
import type { Queryable } from '../db/types';

export type FacetCounts = Array<Record<string, number>>;

/** What each facet groups by, over the result set `r` (see facetCounts). */
const FACET_SELECTS: readonly string[] = [
  'SELECT 0 AS f, class_id::text AS v, count(*) AS c FROM r GROUP BY class_id',
  'SELECT 1, name, count(*) FROM r GROUP BY name',
  'SELECT 2, status::text, count(*) FROM r GROUP BY status',
  'SELECT 3, extract(year FROM app_date)::int::text, count(*) FROM r GROUP BY 2',
  'SELECT 4, holder_cn, count(*) FROM r GROUP BY holder_cn',
  `SELECT 5, a.name, count(*) FROM r JOIN areas a ON a.code = r.province_code GROUP BY a.name`,
  'SELECT 6, holder_en, count(*) FROM r WHERE holder_en IS NOT NULL GROUP BY holder_en',
];

/**
 * The filter bar's counts for a whole result set (spec 1 §3 'filter'), in one round trip:
 * the set is read once into `r`, and each facet keeps its most frequent values.
 * `matching` is a SELECT of trademarks' id, class_id, name, status, app_date, holder_cn,
 * province_code and holder_en.
 */
export async function facetCounts(
  db: Queryable,
  matching: string,
  params: unknown[],
): Promise<FacetCounts> {
  const parts = FACET_SELECTS.map(
    (select) => `(${select} ORDER BY 3 DESC, 2 LIMIT ${FILTER_VALUES_LIMIT})`,
  );
  const sql = `WITH r AS MATERIALIZED (${matching}) ${parts.join(' UNION ALL ')}`;
  const { rows } = await db.query<{ f: number; v: string; c: string | number }>(sql, params);
  const facets: FacetCounts = SEARCH_FILTER_FIELDS.map(() => ({}));
  for (const row of rows) facets[row.f]![row.v] = Number(row.c);
  return facets;
}

/** The same counts for a result already in memory (similarity modes score in Node). */
export interface FacetSource {
  class_id: number;
  name: string;
  status: number;
  app_year: number;
  holder_cn: string;
  area: string | null;
  holder_en: string | null;
}

export function facetCountsOf(rows: readonly FacetSource[]): FacetCounts {
  const counts = SEARCH_FILTER_FIELDS.map(() => new Map<string, number>());
  const bump = (facet: number, value: string | null) => {
    if (value === null) return;
    const map = counts[facet]!;
    map.set(value, (map.get(value) ?? 0) + 1);
  };
  for (const row of rows) {
    bump(0, String(row.class_id));
    bump(1, row.name);
    bump(2, String(row.status));
    bump(3, String(row.app_year));
    bump(4, row.holder_cn);
    bump(5, row.area);
    bump(6, row.holder_en);
  }
  return counts.map((map) =>
    Object.fromEntries(
      [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, FILTER_VALUES_LIMIT),
    ),
  );
}
