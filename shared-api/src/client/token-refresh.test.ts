import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { TOKEN_EXPIRED_MESSAGE } from '../contract/public';
import { readSession, saveSession } from './session';
import { envelope, refreshHandler, setUpClient, tokenPair } from '../testing';

const URL_X = '/shebiao/cloud-portal/x';
let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
  saveSession(tokenPair('old'));
});
afterEach(() => {
  client.done();
  window.history.replaceState(null, '', '/');
});

/** Accepts only the new token; any other gets the spec's expired answer (HTTP 401). */
const protectedEndpoint = (seen: string[] = []) =>
  http.get(URL_X, ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    return auth === 'Bearer token-new'
      ? envelope(200, 'ok', new URL(request.url).searchParams.get('n'))
      : envelope(401, TOKEN_EXPIRED_MESSAGE, null, 401);
  });

it('401: refreshes once, stores the new tokens and retries the call', async () => {
  const seen: string[] = [];
  const refresh = refreshHandler(tokenPair('new', 4));
  testServer.use(protectedEndpoint(seen), refresh.handler);
  const result = await client.call(`${URL_X}?n=1`);
  expect(result).toEqual({ data: { data: '1', code: 200 } });
  expect(refresh.calls).toEqual(['refresh-old']);
  expect(seen).toEqual(['Bearer token-old', 'Bearer token-new']);
  expect(readSession()).toEqual({
    userName: '13800000000',
    userToken: 'token-new',
    refreshToken: 'refresh-new',
    memberLevelId: 4,
  });
  expect(client.shell.navigate).not.toHaveBeenCalled();
});

it('refresh refused: clears the session and sends the user to log in', async () => {
  window.history.replaceState(null, '', '/monitorManage?page=2');
  const refresh = refreshHandler(null);
  testServer.use(protectedEndpoint(), refresh.handler);
  const result = await client.call(URL_X);
  expect(result.error).toMatchObject({ status: 401, message: TOKEN_EXPIRED_MESSAGE });
  expect(readSession().userToken).toBeNull();
  expect(client.shell.onSessionEnded).toHaveBeenCalledWith(TOKEN_EXPIRED_MESSAGE);
  expect(client.shell.navigate).toHaveBeenCalledWith(
    `/login?redirect=${encodeURIComponent('/monitorManage?page=2')}`,
    { replace: true },
  );
});

it('two parallel 401s refresh exactly once and both succeed', async () => {
  const refresh = refreshHandler(tokenPair('new'), 30);
  testServer.use(protectedEndpoint(), refresh.handler);
  const [a, b] = await Promise.all([client.call(`${URL_X}?n=a`), client.call(`${URL_X}?n=b`)]);
  expect(a.data?.data).toBe('a');
  expect(b.data?.data).toBe('b');
  expect(refresh.calls).toHaveLength(1);
});

it('parallel 401s with a refused refresh end the session once', async () => {
  window.history.replaceState(null, '', '/order');
  const refresh = refreshHandler(null, 30);
  testServer.use(protectedEndpoint(), refresh.handler);
  await Promise.all([client.call(`${URL_X}?n=a`), client.call(`${URL_X}?n=b`)]);
  expect(refresh.calls).toHaveLength(1);
  expect(client.shell.navigate).toHaveBeenCalledTimes(1);
});

it('a retry that is refused again ends the session without a second refresh', async () => {
  const refresh = refreshHandler(tokenPair('other'));
  testServer.use(protectedEndpoint(), refresh.handler);
  const result = await client.call(URL_X);
  expect(result.error).toMatchObject({ status: 401 });
  expect(refresh.calls).toHaveLength(1);
  expect(readSession().userToken).toBeNull();
});

it('a response with an Authorization header renews the tokens in the background', async () => {
  const refresh = refreshHandler(tokenPair('new'));
  testServer.use(
    http.get(URL_X, () =>
      HttpResponse.json(
        { code: 200, message: 'ok', data: 'x' },
        { headers: { Authorization: 'renew' } },
      ),
    ),
    refresh.handler,
  );
  expect((await client.call(URL_X)).data?.data).toBe('x');
  await waitFor(() => expect(readSession().userToken).toBe('token-new'));
  expect(readSession().refreshToken).toBe('refresh-new');
  expect(refresh.calls).toEqual(['refresh-old']);
});

it('no refresh token stored (a visitor): goes straight to login', async () => {
  localStorage.clear();
  window.history.replaceState(null, '', '/jiance/list');
  testServer.use(protectedEndpoint());
  await client.call(URL_X);
  expect(client.shell.navigate).toHaveBeenCalledWith(
    `/login?redirect=${encodeURIComponent('/jiance/list')}`,
    { replace: true },
  );
});
