import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { AUTH_BASE, type TokenPair } from '../contract/public';
import { rawQuery } from './raw-query';
import { isEnvelope } from './response-body';
import { withCrossTabLock } from './cross-tab-lock';
import { readSession, saveSession, type Session } from './session';

/** The Web Locks name every tab of the portal refreshes under. */
export const REFRESH_LOCK = 'shebiao-token-refresh';

/**
 * The one token refresh in flight in this tab, shared by everyone who needs it: parallel
 * 401s and 'Authorization: renew' responses refresh once (a single-flight promise is the
 * mutex). Across tabs the cross-tab lock does the same (cross-tab-lock.ts).
 */
let inFlight: Promise<TokenPair | null> | null = null;

/**
 * Refreshes the tokens with the stored refresh token and stores the new pair (spec 1 §7).
 * Resolves null when there is no refresh token or the server refuses; never rejects.
 */
export function refreshSession(api: BaseQueryApi): Promise<TokenPair | null> {
  inFlight ??= refreshOncePerBrowser(api).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Tabs share one session in localStorage. Under the lock, the stored session is read again:
 * when another tab stored a new pair while this one waited (the refresh token is no longer
 * the one this tab set out to spend), that pair is the answer and no second refresh goes
 * out. A spent refresh token sent again would otherwise look like theft to the server.
 */
async function refreshOncePerBrowser(api: BaseQueryApi): Promise<TokenPair | null> {
  const toSpend = readSession().refreshToken;
  if (!toSpend) return null;
  try {
    return await withCrossTabLock(REFRESH_LOCK, async () => {
      const stored = readSession();
      if (!stored.refreshToken) return null; // another tab's refresh failed or it logged out
      if (stored.refreshToken !== toSpend) return storedPair(stored);
      return runRefresh(api, stored.refreshToken);
    });
  } catch {
    return null;
  }
}

/** The pair another tab stored, when it is complete. */
function storedPair(session: Session): TokenPair | null {
  const { userName, userToken, refreshToken, memberLevelId } = session;
  if (!userName || !userToken || !refreshToken || memberLevelId === null) return null;
  return { userName, token: userToken, refreshToken, memberLevelId };
}

async function runRefresh(api: BaseQueryApi, refreshToken: string): Promise<TokenPair | null> {
  // Detached from the caller's signal: one unmounting component must not abort the refresh
  // every other waiting request depends on.
  const detached: BaseQueryApi = { ...api, signal: new AbortController().signal };
  try {
    const result = await rawQuery(
      { url: `${AUTH_BASE}/refresh`, params: { refreshToken } },
      detached,
      { silent: true },
    );
    const body = result.data;
    if (result.error || !isEnvelope(body) || Number(body.code) !== 200) return null;
    if (!isTokenPair(body.data)) return null;
    saveSession(body.data);
    return body.data;
  } catch {
    return null;
  }
}

/**
 * The server sends `Authorization: renew` when the access token is about to expire (spec 1
 * §4): renew in the background. Only when the call went out with the token still stored;
 * an older call's header arriving after a refresh must not refresh again.
 */
export function renewInBackground(api: BaseQueryApi, tokenSent: string | null): void {
  if (!tokenSent || readSession().userToken !== tokenSent) return;
  void refreshSession(api);
}

/**
 * The shape check of a refresh answer. Written by hand rather than with the contract's zod
 * schema so the browser bundle carries no zod (see contract/public.ts).
 */
function isTokenPair(data: unknown): data is TokenPair {
  if (!data || typeof data !== 'object') return false;
  const pair = data as Record<string, unknown>;
  return (
    typeof pair.token === 'string' &&
    pair.token !== '' &&
    typeof pair.refreshToken === 'string' &&
    pair.refreshToken !== '' &&
    typeof pair.userName === 'string' &&
    Number.isInteger(pair.memberLevelId)
  );
}
