import { http, HttpResponse } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { DEFAULT_ERROR_MESSAGE, TOAST_CODES } from '../contract/public';
import { isLoggedIn, saveSession } from './session';
import { envelope, probeApi, setUpClient, tokenPair } from '../testing';

const URL_X = '/shebiao/cloud-portal/x';
let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

const answer = (response: () => Response) => testServer.use(http.get(URL_X, response));

it.each(TOAST_CODES)('code %i shows the message as an error toast and rejects', async (code) => {
  answer(() => envelope(code, `失败${code}`, null));
  const result = await client.call(URL_X);
  expect(result.error).toEqual({ status: 200, code, message: `失败${code}`, data: null });
  expect(client.shell.toast.error).toHaveBeenCalledWith(`失败${code}`);
});

it('a silent endpoint rejects without a toast', async () => {
  answer(() => envelope(3001, '手机号格式不正确'));
  const result = await client.store.dispatch(probeApi.endpoints.silentCall.initiate(URL_X));
  expect(result.error).toMatchObject({ code: 3001, message: '手机号格式不正确' });
  expect(client.shell.toast.error).not.toHaveBeenCalled();
});

it('code 4003 shows the first item of the data list', async () => {
  answer(() => envelope(4003, '参数错误', ['商标名称不能为空', '类别不能为空']));
  const result = await client.call(URL_X);
  expect(client.shell.toast.error).toHaveBeenCalledWith('商标名称不能为空');
  expect(result.error).toMatchObject({ code: 4003 });
});

it('code 4004 clears the session and shows the message', async () => {
  saveSession(tokenPair('a'));
  answer(() => envelope(4004, '账号已在别处登录'));
  const result = await client.call(URL_X);
  expect(result.error).toMatchObject({ code: 4004, message: '账号已在别处登录' });
  expect(isLoggedIn()).toBe(false);
  expect(localStorage.getItem('userRefreshToken')).toBeNull();
  expect(client.shell.toast.error).toHaveBeenCalledWith('账号已在别处登录');
  expect(client.shell.onSessionEnded).toHaveBeenCalledWith('账号已在别处登录');
});

it('code 4002 calls the permission handler', async () => {
  answer(() => envelope(4002, '请升级企业VIP或代理VIP获取权限！'));
  const result = await client.call(URL_X);
  expect(client.shell.onPermissionDenied).toHaveBeenCalledWith('请升级企业VIP或代理VIP获取权限！');
  expect(result.error).toMatchObject({ code: 4002 });
});

it("the body 'Access Denied' calls the permission handler", async () => {
  answer(() => new HttpResponse('Access Denied', { status: 403 }));
  const result = await client.call(URL_X);
  expect(client.shell.onPermissionDenied).toHaveBeenCalledWith('Access Denied');
  expect(result.error).toMatchObject({ status: 403, code: 4002 });
});

describe('code 6000', () => {
  it('calls the payment hook with the call and rejects when not paid', async () => {
    answer(() => envelope(6000, '需要支付', { orderNo: 'N1' }));
    const result = await client.call(URL_X);
    expect(client.shell.onPaymentRequired).toHaveBeenCalledWith({
      endpoint: 'call',
      args: URL_X,
      message: '需要支付',
      data: { orderNo: 'N1' },
    });
    expect(result.error).toMatchObject({ code: 6000 });
  });

  it('retries the call once after the dialog reports payment', async () => {
    let calls = 0;
    answer(() => (++calls === 1 ? envelope(6000, '需要支付') : envelope(200, 'ok', 'uuid-1')));
    client.shell.onPaymentRequired.mockResolvedValue(true);
    expect(await client.call(URL_X)).toEqual({ data: { data: 'uuid-1', code: 200 } });
    expect(calls).toBe(2);
  });
});

it('HTTP 500 goes to /500 with the message', async () => {
  answer(() => envelope(5000, '数据库不可用', null, 500));
  const result = await client.call(URL_X);
  expect(client.shell.navigate).toHaveBeenCalledWith(
    `/500?msg=${encodeURIComponent('数据库不可用')}`,
    { replace: true },
  );
  expect(client.shell.toast.error).not.toHaveBeenCalled();
  expect(result.error).toMatchObject({ status: 500, code: 5000 });
});

it('any other code rejects with its message and no side effect', async () => {
  answer(() => envelope(7001, '订单已关闭', { orderSn: 'A' }));
  const result = await client.call(URL_X);
  expect(result.error).toEqual({
    status: 200,
    code: 7001,
    message: '订单已关闭',
    data: { orderSn: 'A' },
  });
  expect(client.shell.toast.error).not.toHaveBeenCalled();
  expect(client.shell.navigate).not.toHaveBeenCalled();
});

it('an error without a message gets the default message', async () => {
  answer(() => envelope(7002, ''));
  expect((await client.call(URL_X)).error).toMatchObject({ message: DEFAULT_ERROR_MESSAGE });
});

it('a network error is passed on as a rejection', async () => {
  answer(() => HttpResponse.error());
  const result = await client.call(URL_X);
  expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  expect(client.shell.navigate).not.toHaveBeenCalled();
});
