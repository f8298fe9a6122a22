import { AUTH_BASE, refreshQuerySchema, tokenPairSchema } from 'shared-api/contract';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

/**
 * GET …/refresh?refreshToken=: rotation. The spent token is marked used and a new pair of
 * the same family is returned. The same token again within the grace window (two tabs
 * refreshing at once) gets the same pair; after it, reuse revokes the family (HTTP 401).
 */
export const refreshRoutes: ZodPlugin = async (app) => {
  app.get(
    `${AUTH_BASE}/refresh`,
    {
      schema: {
        tags: ['account'],
        summary: '刷新令牌（轮换）',
        querystring: refreshQuerySchema,
        response: responses(tokenPairSchema),
      },
    },
    async (request) => {
      const rotated = await app.tokens.rotate(request.query.refreshToken);
      const level = await app.members.currentLevel(rotated.memberId);
      return ok({
        token: rotated.token,
        refreshToken: rotated.refreshToken,
        userName: rotated.name,
        memberLevelId: level.id,
      });
    },
  );
};
