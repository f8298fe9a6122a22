/**
 * The client under test: the real store, shell services as jest mocks, and a few probe
 * endpoints to drive the base query.
 */
import { http } from 'msw';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { TokenPair } from '../contract/public';
import { AUTH_BASE } from '../contract/public';
import { api } from '../client/api';
import { fileResponseHandler } from '../client/response-body';
import { registerShellServices } from '../client/shell-services';
import { createPortalStore } from '../client/store';
import { envelope } from './envelope';

export const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    call: build.mutation<{ data: unknown; code: number | undefined }, string | FetchArgs>({
      query: (args) => args,
      transformResponse: (data: unknown, meta) => ({ data, code: meta?.code }),
    }),
    silentCall: build.mutation<unknown, string | FetchArgs>({
      query: (args) => args,
      extraOptions: { silent: true },
    }),
    download: build.mutation<unknown, string>({
      query: (url) => ({ url, method: 'POST', responseHandler: fileResponseHandler }),
    }),
  }),
  overrideExisting: false,
});

export function mockShellServices() {
  const shell = {
    toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
    onPermissionDenied: jest.fn(),
    onPaymentRequired: jest.fn<Promise<boolean> | void, [unknown]>(),
    navigate: jest.fn(),
    onSessionEnded: jest.fn(),
    loading: { start: jest.fn(), stop: jest.fn() },
  };
  const restore = registerShellServices(shell);
  return { shell, restore };
}

/** A fresh real store and mocked shell for one test; call `done()` in afterEach. */
export function setUpClient() {
  const { shell, restore } = mockShellServices();
  const store = createPortalStore();
  const call = (args: string | FetchArgs) => store.dispatch(probeApi.endpoints.call.initiate(args));
  return { shell, store, call, done: restore };
}

/** A refresh handler that counts its calls and answers with `pair` (or refuses). */
export function refreshHandler(pair: TokenPair | null, delayMs = 0) {
  const calls: string[] = [];
  const handler = http.get(`${AUTH_BASE}/refresh`, async ({ request }) => {
    calls.push(new URL(request.url).searchParams.get('refreshToken') ?? '');
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return pair ? envelope(200, 'ok', pair) : envelope(3001, '登录已失效，请重新登录');
  });
  return { handler, calls };
}
