import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode } from 'shared-api/contract';
import { ApiError } from '../http/api-error';
import { exportMessages } from './messages';

/**
 * onRequest hook of the export calls: exports are a member feature (spec 1 §6 lets visitors
 * browse search only). A visitor, who sends no token, gets code 4002 so the client opens its
 * login/permission handler; a stale or revoked token still gets requireMember's 401, which
 * makes the client refresh its session instead.
 */
export function requireExporter(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.headers.authorization) {
      throw new ApiError(403, ApiCode.noPermission, exportMessages.loginRequired);
    }
    await app.requireMember(request, reply);
  };
}
