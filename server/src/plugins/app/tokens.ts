import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { authMessages } from 'shared-api/contract';
import { signJwt, verifyJwt, type AccessClaims } from '../../auth/jwt';
import { randomToken, sha256 } from '../../auth/random';
import type { Queryable } from '../../db/types';
import { unauthorized } from '../../http/api-error';

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
  /** Trades a refresh token for a new pair. Reuse of a spent token revokes its family. */
  rotate(refreshToken: string): Promise<IssuedTokens & { memberId: number; name: string }>;
  verifyAccess(token: string): AccessClaims | null;
  /** Ends every session of a member (password reset). */
  revokeAll(memberId: number): Promise<void>;
  /** Ends every session of a member but the one making the change (password change). */
  revokeOthers(memberId: number, keepFamilyId: string): Promise<void>;
}

type RotateOutcome =
  { ok: true; memberId: number; name: string; tokens: IssuedTokens } | { ok: false };

export const tokensPlugin = fp(
  async (app) => {
    const { accessTokenTtlMs, refreshTokenTtlMs } = app.limits;
    const nowSeconds = () => Math.floor(app.now().getTime() / 1000);

    async function issue(
      member: { id: number; name: string },
      familyId: string = randomUUID(),
      q: Queryable = app.db,
    ): Promise<IssuedTokens> {
      const now = app.now();
      const refreshToken = randomToken();
      await q.query(
        `INSERT INTO refresh_tokens (member_id, family_id, token_hash, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          member.id,
          familyId,
          sha256(refreshToken),
          new Date(now.getTime() + refreshTokenTtlMs),
          now,
        ],
      );
      const iat = nowSeconds();
      const claims: AccessClaims = {
        sub: String(member.id),
        name: member.name,
        fam: familyId,
        iat,
        exp: iat + Math.floor(accessTokenTtlMs / 1000),
      };
      return { token: signJwt(claims, app.keys.jwt), refreshToken };
    }

    async function rotate(refreshToken: string) {
      const hash = sha256(refreshToken);
      const now = app.now();
      // No throw inside: a detected reuse must commit its revocation, then refuse.
      const outcome = await app.db.transaction<RotateOutcome>(async (tx) => {
        const spent = await tx.query<{ memberId: number; familyId: string; name: string }>(
          `UPDATE refresh_tokens r SET used_at = $2 FROM members m
           WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.revoked_at IS NULL
             AND r.expires_at > $2 AND m.id = r.member_id AND m.status = 1
           RETURNING r.member_id AS "memberId", r.family_id AS "familyId", m.name`,
          [hash, now],
        );
        const row = spent.rows[0];
        if (row) {
          const tokens = await issue({ id: row.memberId, name: row.name }, row.familyId, tx);
          return { ok: true, memberId: row.memberId, name: row.name, tokens };
        }
        await tx.query(
          `UPDATE refresh_tokens SET revoked_at = $2
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
          'UPDATE refresh_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL',
          [memberId, app.now()],
        );
      },
      async revokeOthers(memberId, keepFamilyId) {
        await app.db.query(
          `UPDATE refresh_tokens SET revoked_at = $2
           WHERE member_id = $1 AND revoked_at IS NULL AND family_id <> $3`,
          [memberId, app.now(), keepFamilyId],
        );
      },
    } satisfies TokenService);
  },
  { name: 'tokens', dependencies: ['db', 'secrets'] },
);
