import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from 'shared-api/contract';

/** The account a login body names, whichever login call it is. */
function accountOf(body: unknown): string {
  const b = (body ?? {}) as { nameOrMobile?: unknown; mobile?: unknown };
  const account = typeof b.nameOrMobile === 'string' ? b.nameOrMobile : b.mobile;
  return typeof account === 'string' ? account.toLowerCase() : '';
}

/**
 * preHandler shared by every login call (one counter across them): at most `loginMax`
 * tries per IP + account and `loginIpMax` per IP in their windows, counted in PostgreSQL
 * across all server processes. It runs after body validation, so the account key is the
 * parsed, trimmed value. The per-account lock on wrong passwords is in password-login.ts.
 */
export type LoginLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createLoginLimit(app: FastifyInstance): LoginLimit {
  const { loginMax, loginWindowMs, loginIpMax, loginIpWindowMs } = app.limits;
  const message = authMessages.loginTooMany;
  const perAccount = app.rateLimit({
    max: loginMax,
    windowMs: loginWindowMs,
    key: (req) => `login|${req.ip}|${accountOf(req.body)}`,
    message,
  });
  const perIp = app.rateLimit({
    max: loginIpMax,
    windowMs: loginIpWindowMs,
    key: (req) => `login-ip|${req.ip}`,
    message,
  });
  return async function loginLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await perAccount(request, reply);
    await perIp(request, reply);
  };
}
