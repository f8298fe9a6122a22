import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, LEVELS_WITHOUT_IMAGE_SEARCH, searchMessages } from 'shared-api/contract';
import { ApiError } from '../http/api-error';
import { currentMember } from '../plugins/app/require-member';

const noPermission = () => new ApiError(403, ApiCode.noPermission, searchMessages.upgradeVip);

/**
 * onRequest hook of the image search (spec 1 §6): like every search it needs a login
 * (requireMember's 401, spec 3 §6); members of levels 1 and 5 then get code 4002 with
 * '请升级VIP获取权限！', which opens the client's permission handler.
 */
export function requireImageSearchLevel(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await app.requireMember(request, reply);
    const level = await app.members.currentLevel(currentMember(request).id);
    if (LEVELS_WITHOUT_IMAGE_SEARCH.includes(level.id)) throw noPermission();
  };
}
