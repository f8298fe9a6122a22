import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  PROFILE_PATHS,
  accountMessages,
  sendMobileCodeBodySchema,
  updateMobileBodySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { ApiError, conflict } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { currentMember, type AuthMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';
import { assertCurrentPassword, type PasswordTryLimit } from './password-check';

const tags = ['account'];

/** Sub-accounts log in by name and have no phone to rebind (spec 3 §3 'Sub-account'). */
function assertMainAccount(member: AuthMember): void {
  if (member.mainMemberId !== null) {
    throw new ApiError(403, ApiCode.badRequest, accountMessages.subAccountCannotRebind);
  }
}

/** A phone another live member logs in with (as mobile or name) cannot be bound. */
async function assertMobileFree(app: FastifyInstance, memberId: number, mobile: string) {
  const holder = await app.members.findByNameOrMobile(mobile);
  if (holder && holder.id !== memberId) throw conflict(accountMessages.mobileTaken);
}

/** Rebinding the phone (spec 3 §2.2, §5 'Phone change'): a code to the new phone, then the change. */
export const mobileRoutes: ZodPlugin<{ passwordTryLimit: PasswordTryLimit }> = async (
  app,
  { passwordTryLimit },
) => {
  app.post(
    PROFILE_PATHS.sendMobileCode,
    {
      schema: {
        tags,
        summary: '换绑手机：向新手机号发送验证码',
        security: bearerSecurity,
        body: sendMobileCodeBodySchema,
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const member = currentMember(request);
      assertMainAccount(member);
      await assertMobileFree(app, member.id, request.body.mobile);
      // The login code's rules apply: 60 s between sends, daily caps per phone and per IP.
      await app.sms.sendCode(request.body.mobile, request.ip);
      return ok(null, accountMessages.smsSent);
    },
  );

  app.patch(
    PROFILE_PATHS.updateMobile,
    {
      schema: {
        tags,
        summary: '换绑手机（新手机号 + 验证码 + 当前密码 + 新密码）',
        security: bearerSecurity,
        body: updateMobileBodySchema,
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
      preHandler: passwordTryLimit,
    },
    async (request) => {
      const member = currentMember(request);
      const { mobile, password, smsCode, newPassword } = request.body;
      assertMainAccount(member);
      await assertCurrentPassword(app, member.id, password);
      await assertMobileFree(app, member.id, mobile);
      await app.sms.checkCode(mobile, smsCode);
      await app.members.rebindMobile(member.id, mobile, await hashPassword(newPassword));
      // the password changes with the phone: other sessions end, this one stays
      await app.tokens.revokeOthers(member.id, member.family);
      return ok(null, accountMessages.phoneBound);
    },
  );
};
