import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { ApiCode, TOKEN_EXPIRED_MESSAGE } from '../contract/public';
import type { EnvelopeError } from './errors';
import { clearSession, readSession } from './session';
import { getShellServices } from './shell-services';
import { refreshSession } from './token-refresh';

/**
 * The spec's signal is the message (spec 1 §8); the contract pairs it with code/HTTP 401. A
 * bare HTTP 401 without an envelope (a gateway) gets code 401 in the base query, so it
 * counts too.
 */
export function isTokenExpired(error: EnvelopeError): boolean {
  return error.message === TOKEN_EXPIRED_MESSAGE || error.code === ApiCode.unauthorized;
}

// Each failed refresh ends the session once, however many parallel calls waited on it.
const endedBy = new WeakSet<Promise<unknown>>();

/**
 * A call was refused for an expired token. Resolves true when the call should be retried:
 * the token was refreshed (by this call or, meanwhile, by another). Otherwise the session
 * ends: cleared, the shell told, and the user sent to log in (spec 1 §8).
 */
export async function renewAfterExpiry(
  api: BaseQueryApi,
  tokenSent: string | null,
  alreadyRetried: boolean,
): Promise<boolean> {
  const stored = readSession().userToken;
  // Refused even with fresh tokens: end the session (unless a parallel call already did).
  if (alreadyRetried) {
    if (stored) endSession();
    return false;
  }
  // Another call refreshed after this one went out: just retry with the new token.
  if (stored && stored !== tokenSent) return true;
  // Another call already ended the session: nothing to renew, nothing more to do.
  if (tokenSent && !stored) return false;
  const refresh = refreshSession(api);
  if (await refresh) return true;
  if (!endedBy.has(refresh)) {
    endedBy.add(refresh);
    endSession();
  }
  return false;
}

function endSession(): void {
  const shell = getShellServices();
  clearSession();
  shell.onSessionEnded(TOKEN_EXPIRED_MESSAGE);
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  // Already on the login page: a redirect to itself would only lose the original target.
  if (pathname.startsWith('/login')) return;
  const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
  shell.navigate(`/login?redirect=${redirect}`, { replace: true });
}
