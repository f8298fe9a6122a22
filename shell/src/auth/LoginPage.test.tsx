import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { authMessages, readSession } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { envelope, tokenPair } from 'shared-api/testing';
import {
  authPostHandler,
  currentDetailsHandler,
  currentUrl,
  renderPortal,
  sendCodeHandler,
  validateNameHandler,
  type RenderPortalOptions,
} from '../test-utils';
import { LoginPage, redirectTarget } from './LoginPage';

const PHONE = '13800000000';

function renderLogin(path = '/login', user?: RenderPortalOptions['user']) {
  return renderPortal({
    initialEntries: [path],
    user,
    routes: [
      { path: '/login', element: <LoginPage title="登录" /> },
      { path: '*', element: <p>别处</p> },
    ],
  });
}

const codeButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });
const submitButton = () => screen.getByRole('button', { name: '登录' });

describe('redirectTarget', () => {
  it.each([
    [null, '/personalInfo'],
    ['', '/personalInfo'],
    ['/monitorManage', '/monitorManage'],
    ['/search/searchinfo?key=a&x=1', '/search/searchinfo?key=a&x=1'],
    // Only paths of this site: no open redirect to another origin.
    ['//evil.example.com/x', '/personalInfo'],
    ['https://evil.example.com', '/personalInfo'],
  ])('%p → %p', (redirect, target) => {
    expect(redirectTarget(redirect)).toBe(target);
  });
});

describe('LoginPage, SMS tab', () => {
  it('asks for the phone before sending a code', async () => {
    const send = sendCodeHandler();
    testServer.use(send.handler);
    const { user } = renderLogin();
    await user.click(codeButton());
    expect(await screen.findByText('请先输入手机号再获取验证码！')).toBeInTheDocument();
    expect(send.log.count).toBe(0);
  });

  it('refuses a malformed phone without asking the server', async () => {
    const send = sendCodeHandler();
    const validate = validateNameHandler(true);
    testServer.use(send.handler, validate.handler);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('手机号'), '10012345678');
    await user.click(codeButton());
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(validate.log.count).toBe(0);
    expect(send.log.count).toBe(0);
  });

  it('refuses an unregistered phone (validateName answers code 200)', async () => {
    const send = sendCodeHandler();
    testServer.use(send.handler, validateNameHandler(false).handler);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.click(codeButton());
    expect(await screen.findByText('手机号未注册')).toBeInTheDocument();
    expect(send.log.count).toBe(0);
  });

  it('shows the send failure when the code cannot be sent', async () => {
    testServer.use(
      validateNameHandler(true).handler,
      sendCodeHandler(() => HttpResponse.error()).handler,
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.click(codeButton());
    expect(await screen.findByText('发送手机验证码错误，请稍后再试！')).toBeInTheDocument();
    expect(codeButton()).toHaveTextContent('获取验证码');
    expect(codeButton()).toBeEnabled();
  });

  describe('after a successful send', () => {
    // Only the clock is faked: msw and fetch need the real microtask and I/O queues.
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('toasts and blocks resending for 60 seconds', async () => {
      const send = sendCodeHandler();
      testServer.use(validateNameHandler(true).handler, send.handler);
      const { user } = renderLogin('/login', { advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('手机号'), PHONE);
      await user.click(codeButton());

      expect(await screen.findByText('验证码发送成功！')).toBeInTheDocument();
      expect(send.log.count).toBe(1);
      expect(codeButton()).toHaveTextContent('60秒后重新获取');
      expect(codeButton()).toBeDisabled();

      act(() => jest.advanceTimersByTime(999));
      expect(codeButton()).toHaveTextContent('60秒后重新获取');
      act(() => jest.advanceTimersByTime(1));
      expect(codeButton()).toHaveTextContent('59秒后重新获取');
      expect(codeButton()).toBeDisabled();

      // Each second's timer is set after the previous tick renders, so step second by second.
      for (let second = 2; second < 60; second += 1) act(() => jest.advanceTimersByTime(1000));
      expect(codeButton()).toHaveTextContent('1秒后重新获取');
      expect(codeButton()).toBeDisabled();
      act(() => jest.advanceTimersByTime(1000));
      expect(codeButton()).toHaveTextContent('获取验证码');
      expect(codeButton()).toBeEnabled();

      await user.click(codeButton());
      await waitFor(() => expect(send.log.count).toBe(2));
      expect(await screen.findByText('60秒后重新获取')).toBeInTheDocument();
    });
  });

  async function fillSmsForm(user: ReturnType<typeof renderLogin>['user'], agree = true) {
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.type(screen.getByLabelText('验证码'), '123456');
    if (agree) await user.click(screen.getByRole('checkbox'));
  }

  it('needs the agreement ticked and then sends nothing', async () => {
    const login = authPostHandler('smsLogin', () => envelope(200, 'ok', tokenPair('s', 1)));
    testServer.use(validateNameHandler(true).handler, login.handler);
    const { user, router } = renderLogin();
    await fillSmsForm(user, false);
    await user.click(submitButton());
    expect(await screen.findByText('请勾选公告协议')).toBeInTheDocument();
    expect(login.log.count).toBe(0);
    expect(readSession().userToken).toBeNull();
    expect(currentUrl(router)).toBe('/login');
  });

  it('logs in, stores the session with the level from currentDetails, opens /personalInfo', async () => {
    const login = authPostHandler('smsLogin', () => envelope(200, 'ok', tokenPair('s', 1)));
    testServer.use(validateNameHandler(true).handler, login.handler, currentDetailsHandler(4));
    const { user, router } = renderLogin();
    await fillSmsForm(user);
    await user.click(submitButton());

    await waitFor(() => expect(currentUrl(router)).toBe('/personalInfo'));
    expect(login.log.bodies).toEqual([{ mobile: PHONE, smscode: '123456' }]);
    expect(localStorage.getItem('userName')).toBe(PHONE);
    expect(localStorage.getItem('userToken')).toBe('token-s');
    expect(localStorage.getItem('userRefreshToken')).toBe('refresh-s');
    // The token pair said level 1; the member's current level comes from currentDetails.
    expect(localStorage.getItem('memberLevelId')).toBe('4');
  });

  it('goes back to the page in the redirect query', async () => {
    testServer.use(
      validateNameHandler(true).handler,
      authPostHandler('smsLogin', () => envelope(200, 'ok', tokenPair('s', 1))).handler,
      currentDetailsHandler(3),
    );
    const redirect = encodeURIComponent('/search/searchinfo?key=a&x=1');
    const { user, router } = renderLogin(`/login?redirect=${redirect}`);
    await fillSmsForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/search/searchinfo?key=a&x=1'));
    // Replaced, so Back does not return to the login form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s refusal and stays logged out', async () => {
    testServer.use(
      validateNameHandler(true).handler,
      authPostHandler('smsLogin', () => envelope(3001, authMessages.wrongCode)).handler,
    );
    const { user, router } = renderLogin();
    await fillSmsForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('验证码错误，请重新获取')).toBeInTheDocument();
    expect(readSession().userToken).toBeNull();
    expect(currentUrl(router)).toBe('/login');
  });
});

describe('LoginPage, password tab', () => {
  async function openPasswordTab(user: ReturnType<typeof renderLogin>['user']) {
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    return screen.getByRole('form', { name: '账号密码登录' });
  }

  it('shows the server’s message for a wrong password', async () => {
    const login = authPostHandler('login', () => envelope(3001, '账号或密码错误！'));
    testServer.use(login.handler);
    const { user, router } = renderLogin();
    await openPasswordTab(user);
    await user.type(screen.getByLabelText('手机号/用户名'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'wrong123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    expect(await screen.findByText('账号或密码错误！')).toBeInTheDocument();
    expect(login.log.bodies).toEqual([{ nameOrMobile: 'zhangsan', password: 'wrong123' }]);
    expect(currentUrl(router)).toBe('/login');
    expect(readSession().userToken).toBeNull();
  });

  it('shows the per-account lock with its way out (SMS-code login)', async () => {
    const locked = authMessages.accountLocked(15);
    testServer.use(authPostHandler('login', () => envelope(3004, locked, null, 429)).handler);
    const { user } = renderLogin();
    await openPasswordTab(user);
    await user.type(screen.getByLabelText('手机号/用户名'), 'zhangsan');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    expect(await screen.findByText(locked)).toBeInTheDocument();
    expect(readSession().userToken).toBeNull();
  });

  it('refuses special characters in the name without a request', async () => {
    const login = authPostHandler('login', () => envelope(200, 'ok', tokenPair('p', 1)));
    testServer.use(login.handler);
    const { user } = renderLogin();
    await openPasswordTab(user);
    await user.type(screen.getByLabelText('手机号/用户名'), 'zhang@san!');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    expect(await screen.findByText('手机号/用户名不允许特殊符号')).toBeInTheDocument();
    expect(login.log.count).toBe(0);
  });

  it('logs in with name and password', async () => {
    testServer.use(
      authPostHandler('login', () => envelope(200, 'ok', tokenPair('p', 2))).handler,
      currentDetailsHandler(2),
    );
    const { user, router } = renderLogin('/login?redirect=/monitorManage');
    await openPasswordTab(user);
    await user.type(screen.getByLabelText('手机号/用户名'), '张三');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    await waitFor(() => expect(currentUrl(router)).toBe('/monitorManage'));
    expect(readSession()).toMatchObject({ userToken: 'token-p', memberLevelId: 2 });
  });
});
