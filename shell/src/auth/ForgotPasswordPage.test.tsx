import { act, screen, waitFor } from '@testing-library/react';
import { SITE_NAME } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { envelope } from 'shared-api/testing';
import {
  authPostHandler,
  currentUrl,
  renderPortal,
  sendCodeHandler,
  validateNameHandler,
  type RenderPortalOptions,
} from '../test-utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const PHONE = '13800000000';

function renderWizard(user?: RenderPortalOptions['user']) {
  return renderPortal({
    initialEntries: ['/losepassword'],
    user,
    routes: [
      { path: '/losepassword', element: <ForgotPasswordPage title="找回密码" /> },
      { path: '/login', element: <p>登录页</p> },
      { path: '*', element: <p>别处</p> },
    ],
  });
}

type User = ReturnType<typeof renderWizard>['user'];

const currentStep = () =>
  screen.getByRole('list', { name: '找回密码步骤' }).querySelector('[aria-current="step"]')
    ?.textContent;

/** Step 0 filled in; `{Enter}` in the code field moves on (spec 3 §4). */
async function passStepZero(user: User) {
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.type(screen.getByLabelText('验证码'), '123456{Enter}');
  expect(await screen.findByLabelText('新密码')).toBeInTheDocument();
}

describe('ForgotPasswordPage', () => {
  it('has the logo linking home and links to registration and login', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: '找回密码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/regindex');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    expect(currentStep()).toBe('1. 验证手机号');
  });

  it('step 0 needs both the phone and the code, and asks the server nothing then', async () => {
    const validate = validateNameHandler(true);
    testServer.use(validate.handler);
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码！')).toBeInTheDocument();
    expect(validate.log.count).toBe(0);
    expect(currentStep()).toBe('1. 验证手机号');
  });

  it('refuses a malformed phone', async () => {
    const validate = validateNameHandler(true);
    testServer.use(validate.handler);
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('手机号'), '12345');
    await user.tab();
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(validate.log.count).toBe(0);
  });

  it('says 手机号未注册 and empties the field for an unregistered phone', async () => {
    const send = sendCodeHandler();
    testServer.use(validateNameHandler(false).handler, send.handler);
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('手机号'), PHONE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号未注册')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveValue(''));
    expect(screen.getByText('手机号未注册')).toBeInTheDocument();
    expect(send.log.count).toBe(0);
  });

  it('checks the new password and its confirmation before posting', async () => {
    const reset = authPostHandler('forgetPassword', () => envelope(200, '密码重置成功'));
    testServer.use(validateNameHandler(true).handler, reset.handler);
    const { user } = renderWizard();
    await passStepZero(user);
    expect(currentStep()).toBe('2. 设置新密码');

    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('请输入新密码！')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();

    await user.type(screen.getByLabelText('新密码'), 'onlyletters');
    await user.type(screen.getByLabelText('确认新密码'), 'other123');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('登录密码格式不正确')).toBeInTheDocument();
    expect(screen.getByText('两次密码输入不一致')).toBeInTheDocument();
    expect(reset.log.count).toBe(0);
  });

  it('shows the server’s message and lets the user go back with the values kept', async () => {
    const reset = authPostHandler('forgetPassword', () => envelope(3001, '验证码错误，请重新获取'));
    testServer.use(validateNameHandler(true).handler, reset.handler);
    const { user } = renderWizard();
    await passStepZero(user);
    await user.type(screen.getByLabelText('新密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认新密码'), 'abc12345{Enter}');

    expect(await screen.findByText('验证码错误，请重新获取')).toBeInTheDocument();
    expect(currentStep()).toBe('2. 设置新密码');
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByLabelText('手机号')).toHaveValue(PHONE);
    expect(screen.getByLabelText('验证码')).toHaveValue('123456');
  });

  describe('success', () => {
    // Only the clock is faked: msw and fetch need the real microtask and I/O queues.
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('posts the reset on Enter, shows success, then opens /login after 5 seconds', async () => {
      const reset = authPostHandler('forgetPassword', () => envelope(200, '密码重置成功'));
      testServer.use(validateNameHandler(true).handler, reset.handler);
      const { user, router } = renderWizard({ advanceTimers: jest.advanceTimersByTime });
      await passStepZero(user);
      await user.type(screen.getByLabelText('新密码'), 'abc12345');
      await user.type(screen.getByLabelText('确认新密码'), 'abc12345{Enter}');

      expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
      expect(reset.log.bodies).toEqual([
        { mobile: PHONE, code: '123456', password: 'abc12345', validationPassword: 'abc12345' },
      ]);
      expect(currentStep()).toBe('3. 完成');
      expect(screen.getByText('5秒后自动跳转到登录页面')).toBeInTheDocument();

      // Each second's timer is set after the previous tick renders, so step second by second.
      for (let second = 4; second >= 1; second -= 1) {
        act(() => jest.advanceTimersByTime(1000));
        expect(screen.getByText(`${second}秒后自动跳转到登录页面`)).toBeInTheDocument();
      }
      expect(currentUrl(router)).toBe('/losepassword');
      act(() => jest.advanceTimersByTime(1000));
      expect(await screen.findByText('登录页')).toBeInTheDocument();
      expect(currentUrl(router)).toBe('/login');
    });
  });
});
