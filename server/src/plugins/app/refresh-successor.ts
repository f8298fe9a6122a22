import { sha256 } from '../../auth/random';
import { openSuccessor, sealSuccessor } from '../../auth/sealed-successor';
import type { Queryable } from '../../db/types';

/**
 * The refresh grace window's storage: a used refresh token's row remembers the token that
 * replaced it, so that the same used token presented again shortly after (two tabs
 * refreshing at once) can be answered with the same pair instead of counting as theft. The
 * state is in the database, so every server process on it answers alike.
 */

/** Records on the used row which token replaced it, sealed (auth/sealed-successor.ts). */
export async function keepSuccessor(
  tx: Queryable,
  key: Buffer,
  used: { id: number; token: string },
  successor: { id: number; token: string },
): Promise<void> {
  await tx.query(
    'UPDATE refresh_tokens SET successor_id = $2, successor_sealed = $3 WHERE id = $1',
    [used.id, successor.id, sealSuccessor(key, used.token, successor.token, String(successor.id))],
  );
}

export interface GraceSuccessor {
  refreshToken: string;
  /** When the successor was issued: its access token is signed again for that moment. */
  issuedAt: Date;
  memberId: number;
  familyId: string;
  name: string;
}

/**
 * The successor of a token used after `usedAfter`, while neither was revoked, the successor
 * has not expired and the member is active; else null (then reuse is theft, as before).
 */
export async function findGraceSuccessor(
  tx: Queryable,
  key: Buffer,
  usedToken: string,
  window: { usedAfter: Date; now: Date },
): Promise<GraceSuccessor | null> {
  const { rows } = await tx.query<
    Omit<GraceSuccessor, 'refreshToken'> & {
      successorId: number;
      sealed: string;
    }
  >(
    `SELECT s.id AS "successorId", s.created_at AS "issuedAt", r.successor_sealed AS sealed,
       r.member_id AS "memberId", r.family_id AS "familyId", m.name
     FROM refresh_tokens r
     JOIN refresh_tokens s ON s.id = r.successor_id
     JOIN members m ON m.id = r.member_id
     WHERE r.token_hash = $1 AND r.revoked_at IS NULL AND r.used_at > $2
       AND r.successor_sealed IS NOT NULL
       AND s.revoked_at IS NULL AND s.expires_at > $3 AND m.status = 1`,
    [sha256(usedToken), window.usedAfter, window.now],
  );
  const row = rows[0];
  if (!row) return null;
  const refreshToken = openSuccessor(key, usedToken, row.sealed, String(row.successorId));
  if (!refreshToken) return null;
  return {
    refreshToken,
    issuedAt: new Date(row.issuedAt),
    memberId: row.memberId,
    familyId: row.familyId,
    name: row.name,
  };
}
