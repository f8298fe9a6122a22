import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RENEW_HEADER, RENEW_HEADER_VALUE } from 'shared-api/contract';
import { unauthorized } from '../../http/api-error';

export interface AuthMember {
  id: number;
  name: string;
  mainMemberId: number | null;
  /** the refresh-token family of this session (a password change keeps it, ends the others) */
  family: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook for member endpoints: 401 envelope unless a valid access token is presented. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    member: AuthMember | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The member set by requireMember; a route without the hook gets a 401 rather than a crash. */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw unauthorized();
  return request.member;
}

export const requireMemberPlugin = fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? app.tokens.verifyAccess(token) : null;
      if (!claims) throw unauthorized();
      // A signature is not enough: the member may be disabled, or the token's family revoked
      // after a refresh-token theft was detected.
      const res = await app.db.query<Omit<AuthMember, 'family'> & { active: boolean }>(
        `SELECT m.id, m.name, m.main_member_id AS "mainMemberId",
           (m.status = 1 AND NOT EXISTS (SELECT 1 FROM refresh_tokens r
              WHERE r.family_id = $2 AND r.revoked_at IS NOT NULL)) AS active
         FROM members m WHERE m.id = $1`,
        [Number(claims.sub), claims.fam],
      );
      const row = res.rows[0];
      if (!row?.active) throw unauthorized();
      request.member = {
        id: row.id,
        name: row.name,
        mainMemberId: row.mainMemberId,
        family: claims.fam,
      };
      // Spec 1 §4: a response carrying an authorization header makes the client refresh.
      if (claims.exp * 1000 - app.now().getTime() < app.limits.renewBeforeMs) {
        reply.header(RENEW_HEADER, RENEW_HEADER_VALUE);
      }
    });
  },
  { name: 'require-member', dependencies: ['db', 'tokens'] },
);
