import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, SUB_ACCOUNT_LEVELS, accountMessages } from 'shared-api/contract';
import { ApiError } from '../../http/api-error';
import { currentMember } from '../../plugins/app/require-member';

const noPermission = (message: string) => new ApiError(403, ApiCode.noPermission, message);

/**
 * onRequest hook of the sub-account calls (spec 3 §6): a logged-in main account with
 * enterprise, agency or internal level (the enterprise trial counts). A sub-account, or a
 * lower level, gets code 4002 — the client's permission handler and locked sample.
 */
export function requireChildManager(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await app.requireMember(request, reply);
    const member = currentMember(request);
    if (member.mainMemberId !== null) {
      throw noPermission(accountMessages.subAccountCannotManage);
    }
    const level = await app.members.currentLevel(member.id);
    if (!SUB_ACCOUNT_LEVELS.includes(level.id)) {
      throw noPermission(accountMessages.subAccountsNeedVip);
    }
  };
}
