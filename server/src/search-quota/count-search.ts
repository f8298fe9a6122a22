import { SEARCH_DAILY_QUOTAS } from 'shared-api/contract';
import type { Db } from '../db/types';
import { shanghaiDay } from '../exports/file-names';

/** Level → daily quota as the statement reads it (JSON null: uncapped). */
const QUOTAS_JSON = JSON.stringify(SEARCH_DAILY_QUOTAS);

/**
 * One statement per search: finds the main account (a sub-account counts on it, spec 3 §6)
 * and its level now (the same rule as members.currentLevel: the active membership of highest
 * rank, else level 1), then adds one to the account's row of the Shanghai day unless the
 * row already reached the level's quota. The insert-or-increment is atomic, so parallel
 * searches cannot pass the quota; no row comes back when the call is refused.
 */
const COUNT_SQL = `
WITH account AS (
  SELECT COALESCE(main_member_id, id) AS id FROM members WHERE id = $1
), level AS (
  SELECT COALESCE((
    SELECT ms.level_id FROM memberships ms JOIN member_levels l ON l.id = ms.level_id
    WHERE ms.member_id = (SELECT id FROM account) AND ms.start_time <= $2 AND ms.end_time > $2
    ORDER BY l.rank DESC LIMIT 1), 1) AS id
)
INSERT INTO search_quota_days AS q (member_id, day, used, daily_limit)
SELECT account.id, $3::date, 1, ($4::jsonb ->> level.id::text)::int FROM account, level
ON CONFLICT (member_id, day) DO UPDATE
  SET used = q.used + 1, daily_limit = EXCLUDED.daily_limit
  WHERE EXCLUDED.daily_limit IS NULL OR q.used < EXCLUDED.daily_limit
RETURNING q.used, q.daily_limit AS "limit"`;

export interface CountedSearch {
  used: number;
  limit: number | null;
}

/**
 * The common case in one primary-key update: the account's row of the day exists and is
 * under the limit it holds. The day's first search, a refusal and an uncapped account (NULL
 * limit) take COUNT_SQL, which reads the level again: an upgrade lifts the limit at once; a
 * level that ends during the day keeps its limit until midnight.
 */
const BUMP_SQL = `
UPDATE search_quota_days SET used = used + 1
WHERE member_id = $1 AND day = $2::date AND used < daily_limit
RETURNING used, daily_limit AS "limit"`;

/** Counts one search of the member; null when today's quota is used up (nothing counted). */
export async function countSearch(
  db: Db,
  member: { id: number; mainMemberId: number | null },
  now: Date,
): Promise<CountedSearch | null> {
  // 'YYYYMMDD' is a valid date literal in PostgreSQL and PGlite alike
  const day = shanghaiDay(now);
  const bumped = await db.query<CountedSearch>(BUMP_SQL, [member.mainMemberId ?? member.id, day]);
  if (bumped.rows[0]) return bumped.rows[0];
  const res = await db.query<CountedSearch>(COUNT_SQL, [member.id, now, day, QUOTAS_JSON]);
  return res.rows[0] ?? null;
}

/** Today's count of the member's account, without counting (0 before its first search). */
export async function searchesToday(db: Db, memberId: number, now: Date): Promise<number> {
  const res = await db.query<{ used: number }>(
    `SELECT q.used FROM search_quota_days q
     WHERE q.member_id = (SELECT COALESCE(main_member_id, id) FROM members WHERE id = $1)
       AND q.day = $2::date`,
    [memberId, shanghaiDay(now)],
  );
  return res.rows[0]?.used ?? 0;
}
