import type { FastifyInstance } from 'fastify';
import { accountMessages } from 'shared-api/contract';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { badRequest } from '../../http/api-error';
import { currentMember } from '../../plugins/app/require-member';

/** Spec 3 §8: a wrong current password is 密码错误！ (code 3001). */
export const wrongPassword = () => badRequest(accountMessages.wrongPassword);

/**
 * Throws 密码错误！ unless `password` is the member's current one. A member who has never set
 * a password (registered by SMS) gets the same answer, after the same amount of work.
 */
export async function assertCurrentPassword(
  app: FastifyInstance,
  memberId: number,
  password: string,
): Promise<void> {
  const member = await app.members.findById(memberId);
  const matches = member?.passwordHash
    ? await verifyPassword(password, member.passwordHash)
    : await verifyAgainstDummy(password);
  if (!matches || !member?.passwordHash) throw wrongPassword();
}

export type PasswordTryLimit = ReturnType<typeof createPasswordTryLimit>;

/**
 * preHandler of the calls that check the current password: a stolen access token must not
 * be a way to guess the password, so each member gets the login's number of tries per window
 * across all those calls (create it once and hand it to each).
 */
export function createPasswordTryLimit(app: FastifyInstance) {
  return app.rateLimit({
    max: app.limits.loginMax,
    windowMs: app.limits.loginWindowMs,
    key: (req) => `password|${currentMember(req).id}`,
    message: accountMessages.passwordTooManyTries,
  });
}
