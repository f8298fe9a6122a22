import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, ENTERPRISE_FEATURE_LEVELS, NEEDS_ENTERPRISE_VIP } from 'shared-api/contract';
import { ApiError } from '../http/api-error';
import { currentMember } from '../plugins/app/require-member';
import { exportMessages } from './messages';

/**
 * onRequest hook of the export calls: exports need enterprise, agency or internal level
 * (spec 3 §6, spec 2 §6; the enterprise trial counts), else code 4002 with
 * '请升级企业VIP或代理VIP获取权限！'. A visitor, who sends no token, gets code 4002 too, with
 * the login message, so the client opens its login/permission handler; a stale or revoked
 * token still gets requireMember's 401, which makes the client refresh its session instead.
 */
export function requireExporter(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.headers.authorization) {
      throw new ApiError(403, ApiCode.noPermission, exportMessages.loginRequired);
    }
    await app.requireMember(request, reply);
    const level = await app.members.currentLevel(currentMember(request).id);
    if (!ENTERPRISE_FEATURE_LEVELS.includes(level.id)) {
      throw new ApiError(403, ApiCode.noPermission, NEEDS_ENTERPRISE_VIP);
    }
  };
}
