import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import { EXPORT_TOKEN_TTL_MS } from './messages';

/**
 * The token of the two-call Excel export (migration 011): the ticked marks are stored under
 * a random token for a few minutes. A token can be used again until it expires, so a retried
 * or repeated download works.
 */
export async function createExportToken(
  db: Queryable,
  memberId: number,
  uids: string[],
  now: Date,
): Promise<string> {
  // sweeping here keeps the table small without a timer in every server process
  await db.query('DELETE FROM export_tokens WHERE expires_at < $1', [now]);
  const token = randomUUID();
  await db.query(
    `INSERT INTO export_tokens (token, member_id, uids, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [token, memberId, uids, new Date(now.getTime() + EXPORT_TOKEN_TTL_MS), now],
  );
  return token;
}

/** The UIDs stored under the member's unexpired token; null for any other token. */
export async function readExportToken(
  db: Queryable,
  memberId: number,
  token: string,
  now: Date,
): Promise<string[] | null> {
  const res = await db.query<{ uids: string[] }>(
    `SELECT uids FROM export_tokens
     WHERE token = $1 AND member_id = $2 AND expires_at >= $3`,
    [token, memberId, now],
  );
  return res.rows[0]?.uids ?? null;
}
