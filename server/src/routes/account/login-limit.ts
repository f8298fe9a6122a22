import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from 'shared-api/contract';
import { tooManyRequests } from '../../http/api-error';

/** The account a login body names, whichever login call it is. */
function accountOf(body: unknown): string {
  const b = (body ?? {}) as { nameOrMobile?: unknown; mobile?: unknown };
  const account = typeof b.nameOrMobile === 'string' ? b.nameOrMobile : b.mobile;
  return typeof account === 'string' ? account.toLowerCase() : '';
}

/**
 * preHandler shared by every login call (one counter across them): at most `loginMax`
 * tries per IP + account and `loginIpMax` per IP in their windows. It runs after body
 * validation, so the account key is the parsed, trimmed value.
 */
export type LoginLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createLoginLimit(app: FastifyInstance): LoginLimit {
  const { loginMax, loginWindowMs, loginIpMax, loginIpWindowMs } = app.limits;
  const perAccount = app.createRateLimit({
    max: loginMax,
    timeWindow: loginWindowMs,
    keyGenerator: (req) => `login|${req.ip}|${accountOf(req.body)}`,
  });
  const perIp = app.createRateLimit({
    max: loginIpMax,
    timeWindow: loginIpWindowMs,
    keyGenerator: (req) => `login-ip|${req.ip}`,
  });
  return async function loginLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    for (const check of [perAccount, perIp]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ key: result.key }, 'login rate limit hit');
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests(authMessages.loginTooMany);
      }
    }
  };
}
