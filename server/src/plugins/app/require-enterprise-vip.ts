import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, ENTERPRISE_FEATURE_LEVELS, NEEDS_ENTERPRISE_VIP } from 'shared-api/contract';
import { ApiError } from '../../http/api-error';
import { currentMember } from './require-member';

/**
 * onRequest hook of the features that need enterprise, agency or internal level (spec 2 §6,
 * spec 3 §6; the enterprise trial counts): else code 4002 with '请升级企业VIP或代理VIP获取权限！',
 * which the pages show beside the greyed sample row. A sub-account has its main account's level.
 *
 * `visitorMessage`: a visitor, who sends no token, gets code 4002 with it, so the client opens
 * its login/permission handler; without it a visitor gets requireMember's 401. A stale or
 * revoked token always gets the 401, which makes the client refresh its session.
 */
export function requireEnterpriseVip(app: FastifyInstance, visitorMessage?: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (visitorMessage && !request.headers.authorization) {
      throw new ApiError(403, ApiCode.noPermission, visitorMessage);
    }
    await app.requireMember(request, reply);
    const level = await app.members.currentLevel(currentMember(request).id);
    if (!ENTERPRISE_FEATURE_LEVELS.includes(level.id)) {
      throw new ApiError(403, ApiCode.noPermission, NEEDS_ENTERPRISE_VIP);
    }
  };
}
