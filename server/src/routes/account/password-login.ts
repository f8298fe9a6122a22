import {
  AUTH_BASE,
  authMessages,
  forgetPasswordBodySchema,
  mobileLoginBodySchema,
  passwordLoginBodySchema,
  tokenPairSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  clearLoginFailures,
  lockAccountKey,
  lockedUntil,
  recordWrongPassword,
} from '../../auth/login-lock';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { secondsUntil } from '../../cluster/rate-counter';
import { tooManyRequests } from '../../http/api-error';
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
  const {
    loginAccountMax: max,
    loginAccountWindowMs: windowMs,
    loginAccountLockMs: lockMs,
  } = app.limits;
  /** The per-account lock's refusal, with `retry-after` and the minutes left. */
  const lockedOut = (reply: FastifyReply, until: Date) => {
    const seconds = secondsUntil(until, app.now());
    reply.header('retry-after', seconds);
    return tooManyRequests(authMessages.accountLocked(Math.ceil(seconds / 60)));
  };

  /**
   * Both password logins: the same refusal whether the account or the password is wrong.
   * A locked account is refused before its password is checked, even a right one.
   */
  const logIn = async (
    reply: FastifyReply,
    typed: string,
    member: Member | null,
    password: string,
  ) => {
    const account = lockAccountKey(member?.id ?? null, typed);
    const locked = await lockedUntil(app.db, account, app.now());
    if (locked) throw lockedOut(reply, locked);
    if (!(await passwordMatches(member, password)) || !member) {
      const lockedNow = await recordWrongPassword(
        app.db,
        account,
        { max, windowMs, lockMs },
        app.now(),
      );
      throw lockedNow ? lockedOut(reply, lockedNow) : wrongAccountOrPassword();
    }
    assertActive(member);
    await clearLoginFailures(app.db, account);
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
    async (request, reply) => {
      const { nameOrMobile, password } = request.body;
      const member = await app.members.findByNameOrMobile(nameOrMobile);
      return logIn(reply, nameOrMobile, member, password);
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
    async (request, reply) => {
      const { mobile, password } = request.body;
      return logIn(reply, mobile, await app.members.findByMobile(mobile), password);
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
      // A new password ends a lock the old one's guessers caused.
      await clearLoginFailures(app.db, lockAccountKey(member.id, mobile));
      return ok(null, authMessages.passwordReset);
    },
  );
};
