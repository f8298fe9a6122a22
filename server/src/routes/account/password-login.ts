import {
  AUTH_BASE,
  authMessages,
  forgetPasswordBodySchema,
  mobileLoginBodySchema,
  passwordLoginBodySchema,
  tokenPairSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import type { Member } from '../../plugins/app/members';
import { responses } from '../schemas';
import type { LoginLimit } from './login-limit';
import { assertActive, phoneNotRegistered, wrongAccountOrPassword } from './refusals';
import { tokenPairFor } from './token-pair';

const tags = ['account'];

/** Checks the password in constant-ish time whether or not the account exists. */
async function passwordMatches(member: Member | null, password: string): Promise<boolean> {
  if (!member?.passwordHash) return verifyAgainstDummy(password);
  return verifyPassword(password, member.passwordHash);
}

/** Password calls: name-or-mobile login, mobile login, and the forgotten-password reset. */
export const passwordLoginRoutes: ZodPlugin<{ loginLimit: LoginLimit }> = async (
  app,
  { loginLimit },
) => {
  /** Both password logins: the same refusal whether the account or the password is wrong. */
  const logIn = async (member: Member | null, password: string) => {
    if (!(await passwordMatches(member, password)) || !member) throw wrongAccountOrPassword();
    assertActive(member);
    return ok(await tokenPairFor(app, member));
  };

  app.post(
    `${AUTH_BASE}/login`,
    {
      schema: {
        tags,
        summary: '用户名或手机号 + 密码登录',
        body: passwordLoginBodySchema,
        response: responses(tokenPairSchema),
      },
      preHandler: loginLimit,
    },
    async (request) => {
      const { nameOrMobile, password } = request.body;
      return logIn(await app.members.findByNameOrMobile(nameOrMobile), password);
    },
  );

  app.post(
    `${AUTH_BASE}/mobileLogin`,
    {
      schema: {
        tags,
        summary: '手机号 + 密码登录',
        body: mobileLoginBodySchema,
        response: responses(tokenPairSchema),
      },
      preHandler: loginLimit,
    },
    async (request) => {
      const { mobile, password } = request.body;
      return logIn(await app.members.findByMobile(mobile), password);
    },
  );

  app.post(
    `${AUTH_BASE}/forgetPassword`,
    {
      schema: {
        tags,
        summary: '短信验证码重置密码',
        body: forgetPasswordBodySchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      const { mobile, code, password } = request.body;
      const member = await app.members.findByMobile(mobile);
      if (!member) throw phoneNotRegistered();
      await app.sms.checkCode(mobile, code);
      await app.members.setPassword(member.id, await hashPassword(password));
      // Whoever knew the old password may hold a session: end them all.
      await app.tokens.revokeAll(member.id);
      return ok(null, authMessages.passwordReset);
    },
  );
};
