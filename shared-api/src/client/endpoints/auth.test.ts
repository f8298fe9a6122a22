import { http } from 'msw';
import { testServer } from '../../../../test-setup/msw-server';
import { AUTH_BASE } from '../../contract/public';
import { isLoggedIn, readSession, saveSession } from '../session';
import { currentDetails, envelope, refreshHandler, setUpClient, tokenPair } from '../../testing';
import { authApi } from './auth';

const DETAILS = '/shebiao/cloud-portal/memberView/currentDetails';
const UNREAD = '/shebiao/cloud-portal/v2/userRemind/queryUnread';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

describe('login', () => {
  it('stores the session, then the member level from currentDetails, then resolves', async () => {
    let body: unknown;
    let detailsAuth: string | null = null;
    testServer.use(
      http.post(`${AUTH_BASE}/login`, async ({ request }) => {
        body = await request.json();
        return envelope(200, 'ok', tokenPair('a', 1));
      }),
      http.get(DETAILS, ({ request }) => {
        detailsAuth = request.headers.get('authorization');
        return envelope(200, 'ok', currentDetails(4));
      }),
    );
    const result = await client.store
      .dispatch(
        authApi.endpoints.login.initiate({ nameOrMobile: '13800000000', password: 'abc12345' }),
      )
      .unwrap();
    expect(body).toEqual({ nameOrMobile: '13800000000', password: 'abc12345' });
    expect(result.token).toBe('token-a');
    expect(detailsAuth).toBe('Bearer token-a');
    expect(readSession()).toEqual({
      userName: '13800000000',
      userToken: 'token-a',
      refreshToken: 'refresh-a',
      memberLevelId: 4,
    });
    // The details are in the cache for the header.
    const cached = authApi.endpoints.currentDetails.select()(client.store.getState());
    expect(cached.data?.memberLevelInfo.id).toBe(4);
  });

  it('a refused login rejects with the message inline: no toast, no session', async () => {
    testServer.use(http.post(`${AUTH_BASE}/login`, () => envelope(3001, '账号或密码错误！')));
    const result = await client.store.dispatch(
      authApi.endpoints.login.initiate({ nameOrMobile: 'x', password: 'y' }),
    );
    expect(result.error).toMatchObject({ code: 3001, message: '账号或密码错误！' });
    expect(client.shell.toast.error).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(false);
  });

  it('registration logs the user in', async () => {
    testServer.use(
      http.post(`${AUTH_BASE}/mobileRegisterVip`, () => envelope('200', 'ok', tokenPair('r', 3))),
      http.get(DETAILS, () => envelope(200, 'ok', currentDetails(3))),
    );
    await client.store
      .dispatch(
        authApi.endpoints.mobileRegisterVip.initiate({ mobile: '13800000000', code: '1234' }),
      )
      .unwrap();
    expect(isLoggedIn()).toBe(true);
    expect(readSession().memberLevelId).toBe(3);
  });
});

describe('validateName', () => {
  it.each([
    [500, 200, true],
    [500, 500, true],
    [200, 200, false],
  ])('code %i (HTTP %i) → registered %p', async (code, status, registered) => {
    testServer.use(
      http.post(`${AUTH_BASE}/validateName/13800000000`, () =>
        envelope(code, code === 500 ? '手机号已注册' : 'ok', null, status),
      ),
    );
    const result = await client.store.dispatch(
      authApi.endpoints.validateName.initiate('13800000000'),
    );
    expect(result.data).toEqual({ registered });
    expect(client.shell.navigate).not.toHaveBeenCalled();
    expect(client.shell.toast.error).not.toHaveBeenCalled();
  });
});

describe('member calls', () => {
  it('queryUnread returns the list (empty for null)', async () => {
    let answer: unknown = [{ id: 1, title: '续展提醒' }];
    testServer.use(http.post(UNREAD, () => envelope(200, 'ok', answer)));
    const first = await client.store.dispatch(authApi.endpoints.queryUnread.initiate());
    expect(first.data).toEqual([{ id: 1, title: '续展提醒' }]);
    answer = null;
    const second = await client.store.dispatch(
      authApi.endpoints.queryUnread.initiate(undefined, { forceRefetch: true }),
    );
    expect(second.data).toEqual([]);
  });

  it('sendCode calls GET sendCode/{phone}', async () => {
    let called = false;
    testServer.use(
      http.get(`${AUTH_BASE}/sendCode/13800000000`, () => {
        called = true;
        return envelope(200, '验证码发送成功！');
      }),
    );
    await client.store.dispatch(authApi.endpoints.sendCode.initiate('13800000000')).unwrap();
    expect(called).toBe(true);
  });

  it('the refresh mutation stores the new pair', async () => {
    saveSession(tokenPair('old'));
    const refresh = refreshHandler(tokenPair('new'));
    testServer.use(refresh.handler);
    await client.store.dispatch(authApi.endpoints.refresh.initiate()).unwrap();
    expect(readSession().userToken).toBe('token-new');
  });
});
