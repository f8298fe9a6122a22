import { SUBJECT_TYPES, type MatchAgentResult, type SubjectType } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { containsPattern, requiredGrams } from '../../search/sql-params';
import { nameKey } from './name-key';

/**
 * Most register names looked at for one keyword. Below it the answer is exact (every name
 * containing the keyword, ranked by marks); a keyword as broad as 有限公司 ranks the first
 * MATCH_CANDIDATES names the index finds, which keeps the call fast on a 1M register.
 */
export const MATCH_CANDIDATES = 1000;

/** Where each subject type's names live, and how a mark points at one. */
const REGISTER_NAMES: Record<SubjectType, { table: string; name: string; markColumn: string }> = {
  [SUBJECT_TYPES.holder]: { table: 'holders', name: 'name_cn', markColumn: 'holder_id' },
  [SUBJECT_TYPES.agency]: { table: 'agencies', name: 'name', markColumn: 'agency_id' },
};

/**
 * getMatchAgent (spec 2 §5/§7): holder (3) or agency (4) names of the register whose name key
 * contains the keyword's, the names with most marks first. Spellings of one key (全角括号,
 * 有限责任公司) are one suggestion: the spelling with most marks, with the marks of all of
 * them, which is the archive a subject of that name would get.
 *
 * The candidates come from the GIN index over the keys' character pairs (migration 021, the
 * approach of migration 009's applicant search; pg_trgm is not available on PGlite), plus the
 * exact key from the btree; marks are counted per candidate by the holder/agency index.
 */
export async function matchNames(
  db: Queryable,
  keyword: string,
  type: SubjectType,
  count: number,
): Promise<MatchAgentResult> {
  const key = await nameKey(db, keyword);
  if (!key) return { proxy: [] };
  const { table, name, markColumn } = REGISTER_NAMES[type];
  const keyOf = `archive_name_key(r.${name})`;
  const { rows } = await db.query<{ name: string; markCount: number }>(
    `WITH candidates AS (
       (SELECT r.id, r.${name} AS name, ${keyOf} AS key FROM ${table} r WHERE ${keyOf} = $1)
       UNION
       (SELECT r.id, r.${name}, ${keyOf} FROM ${table} r
        WHERE text_grams(${keyOf}) @> $2::text[] AND ${keyOf} LIKE $3 LIMIT $4)
     ), counted AS MATERIALIZED (
       -- materialised: each candidate is counted once, not once per use of n
       SELECT c.name, c.key,
         (SELECT count(*) FROM trademarks t WHERE t.${markColumn} = c.id)::int AS n
       FROM candidates c
     )
     SELECT (array_agg(name ORDER BY n DESC, name))[1] AS name, sum(n)::int AS "markCount"
     FROM counted GROUP BY key HAVING sum(n) > 0
     ORDER BY 2 DESC, 1 LIMIT $5`,
    [key, requiredGrams(key), containsPattern(key), MATCH_CANDIDATES, count],
  );
  return { proxy: rows };
}
