import type { FastifyInstance } from 'fastify';

const BENCH_MEMBER = 'bench-search-agency';
/** A main account needs a mobile; the bench's database has no real members. */
const BENCH_MOBILE = '19999999999';
const AGENCY_VIP = 4;
const YEAR_MS = 365 * 86_400_000;

/**
 * The member the bench searches as (searches need a login, spec 3 §6): an agency VIP whose
 * quota (30,000 a day) is enough for a run, with today's count reset so the bench times the
 * real check — the statement that increments under the quota — not an uncapped shortcut.
 * Answers the Authorization header value.
 */
export async function benchMemberAuthorization(app: FastifyInstance): Promise<string> {
  const now = app.now();
  const found = await app.db.query<{ id: number }>('SELECT id FROM members WHERE name = $1', [
    BENCH_MEMBER,
  ]);
  const id =
    found.rows[0]?.id ??
    (
      await app.db.query<{ id: number }>(
        'INSERT INTO members (name, mobile, created_at) VALUES ($1, $2, $3) RETURNING id',
        [BENCH_MEMBER, BENCH_MOBILE, now],
      )
    ).rows[0]!.id;
  await app.db.query('DELETE FROM memberships WHERE member_id = $1', [id]);
  await app.db.query(
    'INSERT INTO memberships (member_id, level_id, start_time, end_time) VALUES ($1, $2, $3, $4)',
    [id, AGENCY_VIP, new Date(now.getTime() - 1000), new Date(now.getTime() + YEAR_MS)],
  );
  await app.db.query('DELETE FROM search_quota_days WHERE member_id = $1', [id]);
  const { token } = await app.tokens.issue({ id, name: BENCH_MEMBER });
  return `Bearer ${token}`;
}
