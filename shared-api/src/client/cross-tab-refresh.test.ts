import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { testServer } from '../../../test-setup/msw-server';
import { readSession, saveSession } from './session';
import { refreshHandler, tokenPair } from '../testing';
import { REFRESH_LOCK } from './token-refresh';

type RefreshModule = typeof import('./token-refresh');

/**
 * A 'tab': its own copy of the refresh module (its own single-flight promise), sharing
 * this test's localStorage with the other tabs, as tabs of one origin do.
 */
async function openTab(): Promise<RefreshModule> {
  let tab: RefreshModule | undefined;
  await jest.isolateModulesAsync(async () => {
    tab = await import('./token-refresh');
  });
  return tab!;
}

const queryApi = () =>
  ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: jest.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'refresh',
    type: 'query',
  }) as unknown as BaseQueryApi;

/** navigator.locks as the browser has it, reduced to one exclusive queue per name. */
function installFakeLocks() {
  const requested: string[] = [];
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: (lock: { name: string }) => Promise<unknown>) {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name }));
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return requested;
}

const LEASE_KEY = `${REFRESH_LOCK}.lease`;

beforeEach(() => {
  localStorage.clear();
  saveSession(tokenPair('old'));
});
afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

async function twoTabsRefreshAtOnce() {
  // the server takes a moment, so the second tab asks while the first is still waiting
  const refresh = refreshHandler(tokenPair('new', 4), 40);
  testServer.use(refresh.handler);
  const [a, b] = [await openTab(), await openTab()];
  const results = await Promise.all([a.refreshSession(queryApi()), b.refreshSession(queryApi())]);
  return { refresh, results };
}

it('with Web Locks: two tabs refreshing at once send one refresh and share its pair', async () => {
  const requested = installFakeLocks();
  const { refresh, results } = await twoTabsRefreshAtOnce();
  expect(refresh.calls).toEqual(['refresh-old']);
  expect(requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  expect(results).toEqual([tokenPair('new', 4), tokenPair('new', 4)]);
  expect(readSession().refreshToken).toBe('refresh-new');
});

it('without Web Locks: a localStorage lease does the same, and is let go afterwards', async () => {
  expect((navigator as { locks?: unknown }).locks).toBeUndefined(); // as in jsdom
  const { refresh, results } = await twoTabsRefreshAtOnce();
  expect(refresh.calls).toEqual(['refresh-old']);
  expect(results).toEqual([tokenPair('new', 4), tokenPair('new', 4)]);
  expect(localStorage.getItem(LEASE_KEY)).toBeNull();
});

it('a lease left by a tab that died stops holding once it runs out', async () => {
  localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: 'closed-tab', until: Date.now() - 1 }));
  const refresh = refreshHandler(tokenPair('new'));
  testServer.use(refresh.handler);
  const tab = await openTab();
  expect(await tab.refreshSession(queryApi())).toEqual(tokenPair('new'));
  expect(refresh.calls).toEqual(['refresh-old']);
});

it('a tab whose session another tab ended does not refresh', async () => {
  installFakeLocks();
  const refresh = refreshHandler(tokenPair('new'));
  testServer.use(refresh.handler);
  const tab = await openTab();
  const pending = tab.refreshSession(queryApi());
  localStorage.clear(); // the other tab logged out before this one got the lock
  expect(await pending).toBeNull();
  expect(refresh.calls).toEqual([]);
});
