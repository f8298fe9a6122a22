import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { authMessages } from 'shared-api/contract';
import { signJwt, verifyJwt, type AccessClaims } from '../../auth/jwt';
import { randomToken, sha256 } from '../../auth/random';
import type { Queryable } from '../../db/types';
import { unauthorized } from '../../http/api-error';
import { findGraceSuccessor, keepSuccessor } from './refresh-successor';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
}

export interface TokenService {
  /** A new access token and refresh token; a new family unless `familyId` continues one. */
  issue(
    member: { id: number; name: string },
    familyId?: string,
    q?: Queryable,
  ): Promise<IssuedTokens>;
  /**
   * Trades a refresh token for a new pair. The same token again within the grace window
   * gets the same pair; reuse after it revokes the family.
   */
  rotate(refreshToken: string): Promise<IssuedTokens & { memberId: number; name: string }>;
  verifyAccess(token: string): AccessClaims | null;
  /** Ends every session of a member (password reset). */
  revokeAll(memberId: number): Promise<void>;
  /** Ends every session of a member but the one making the change (password change). */
  revokeOthers(memberId: number, keepFamilyId: string): Promise<void>;
}

const nameOf = (member: { id: number; name: string }) => ({
  memberId: member.id,
  name: member.name,
});

type RotateOutcome =
  { ok: true; memberId: number; name: string; tokens: IssuedTokens } | { ok: false };

export const tokensPlugin = fp(
  async (app) => {
    const { accessTokenTtlMs, refreshTokenTtlMs, refreshGraceMs } = app.limits;
    const nowSeconds = () => Math.floor(app.now().getTime() / 1000);

    async function insertRefreshToken(
      q: Queryable,
      memberId: number,
      familyId: string,
      now: Date,
    ): Promise<{ id: number; refreshToken: string }> {
      const refreshToken = randomToken();
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO refresh_tokens (member_id, family_id, token_hash, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          memberId,
          familyId,
          sha256(refreshToken),
          new Date(now.getTime() + refreshTokenTtlMs),
          now,
        ],
      );
      return { id: rows[0]!.id, refreshToken };
    }

    /** Signing is deterministic: the same member, family and moment give the same token. */
    function signAccess(member: { id: number; name: string }, familyId: string, at: Date) {
      const iat = Math.floor(at.getTime() / 1000);
      const claims: AccessClaims = {
        sub: String(member.id),
        name: member.name,
        fam: familyId,
        iat,
        exp: iat + Math.floor(accessTokenTtlMs / 1000),
      };
      return signJwt(claims, app.keys.jwt);
    }

    async function issue(
      member: { id: number; name: string },
      familyId: string = randomUUID(),
      q: Queryable = app.db,
    ): Promise<IssuedTokens> {
      const now = app.now();
      const { refreshToken } = await insertRefreshToken(q, member.id, familyId, now);
      return { token: signAccess(member, familyId, now), refreshToken };
    }

    /**
     * The answer a used token got, when it is presented again within the grace window and
     * its successor is still live. The access token is signed again with the successor's
     * claims (same member, family and moment), which gives the very same token.
     */
    async function replayWithinGrace(
      tx: Queryable,
      refreshToken: string,
      now: Date,
    ): Promise<RotateOutcome | null> {
      const found = await findGraceSuccessor(tx, app.keys.refreshSuccessor, refreshToken, {
        usedAfter: new Date(now.getTime() - refreshGraceMs),
        now,
      });
      if (!found) return null;
      const member = { id: found.memberId, name: found.name };
      const token = signAccess(member, found.familyId, found.issuedAt);
      return { ok: true, ...nameOf(member), tokens: { token, refreshToken: found.refreshToken } };
    }

    async function rotate(refreshToken: string) {
      const hash = sha256(refreshToken);
      const now = app.now();
      // No throw inside: a detected reuse must commit its revocation, then refuse.
      // Two rotations of one token at once: the second UPDATE waits for the first to commit,
      // then matches nothing and finds the successor the first one stored (READ COMMITTED
      // reads it afresh), so every server process on the database answers alike.
      const outcome = await app.db.transaction<RotateOutcome>(async (tx) => {
        const spent = await tx.query<{
          id: number;
          memberId: number;
          familyId: string;
          name: string;
        }>(
          `UPDATE refresh_tokens r SET used_at = $2 FROM members m
           WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.revoked_at IS NULL
             AND r.expires_at > $2 AND m.id = r.member_id AND m.status = 1
           RETURNING r.id, r.member_id AS "memberId", r.family_id AS "familyId", m.name`,
          [hash, now],
        );
        const row = spent.rows[0];
        if (row) {
          const member = { id: row.memberId, name: row.name };
          const successor = await insertRefreshToken(tx, member.id, row.familyId, now);
          await keepSuccessor(
            tx,
            app.keys.refreshSuccessor,
            { id: row.id, token: refreshToken },
            { id: successor.id, token: successor.refreshToken },
          );
          const token = signAccess(member, row.familyId, now);
          return {
            ok: true,
            ...nameOf(member),
            tokens: { token, refreshToken: successor.refreshToken },
          };
        }
        const replay = await replayWithinGrace(tx, refreshToken, now);
        if (replay) return replay;
        await tx.query(
          `UPDATE refresh_tokens SET revoked_at = $2, successor_sealed = NULL
           WHERE revoked_at IS NULL AND family_id IN
             (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL)`,
          [hash, now],
        );
        return { ok: false };
      });
      if (!outcome.ok) throw unauthorized(authMessages.refreshRefused);
      return { ...outcome.tokens, memberId: outcome.memberId, name: outcome.name };
    }

    app.decorate('tokens', {
      issue,
      rotate,
      verifyAccess: (token) => verifyJwt(token, app.keys.jwt, nowSeconds()),
      async revokeAll(memberId) {
        await app.db.query(
          `UPDATE refresh_tokens SET revoked_at = $2, successor_sealed = NULL
           WHERE member_id = $1 AND revoked_at IS NULL`,
          [memberId, app.now()],
        );
      },
      async revokeOthers(memberId, keepFamilyId) {
        await app.db.query(
          `UPDATE refresh_tokens SET revoked_at = $2, successor_sealed = NULL
           WHERE member_id = $1 AND revoked_at IS NULL AND family_id <> $3`,
          [memberId, app.now(), keepFamilyId],
        );
      },
    } satisfies TokenService);
  },
  { name: 'tokens', dependencies: ['db', 'secrets'] },
);
