import { screen, waitFor } from '@testing-library/react';
import { isLoggedIn, readSession } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { envelope, tokenPair } from 'shared-api/testing';
import {
  authPostHandler,
  currentDetailsHandler,
  currentUrl,
  renderPortal,
  validateNameHandler,
} from '../test-utils';
import { RegisterPage } from './RegisterPage';

const PHONE = '13900000000';

function renderRegister() {
  return renderPortal({
    initialEntries: ['/regindex'],
    routes: [
      { path: '/regindex', element: <RegisterPage title="免费注册" /> },
      { path: '*', element: <p>别处</p> },
    ],
  });
}

const submitButton = () => screen.getByRole('button', { name: '注册并登录' });

async function fill(user: ReturnType<typeof renderRegister>['user'], agree = true) {
  await user.type(screen.getByLabelText('手机号'), PHONE);
  await user.type(screen.getByLabelText('验证码'), '654321');
  if (agree) await user.click(screen.getByRole('checkbox'));
}

describe('RegisterPage', () => {
  it.each([
    ['', ''],
    [PHONE, ''],
    ['', '654321'],
  ])('needs both the phone and the code (phone %p, code %p)', async (phone, code) => {
    const register = authPostHandler('mobileRegisterVip', () => envelope(200, 'ok'));
    const validate = validateNameHandler(false);
    testServer.use(validate.handler, register.handler);
    const { user } = renderRegister();
    if (phone) await user.type(screen.getByLabelText('手机号'), phone);
    if (code) await user.type(screen.getByLabelText('验证码'), code);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());
    expect(await screen.findByText('请输入手机号及验证码再点击注册！')).toBeInTheDocument();
    expect(register.log.count).toBe(0);
    // Leaving a filled phone field checks it with the server; let that call finish.
    if (phone) await waitFor(() => expect(validate.log.count).toBe(1));
  });

  it('refuses a phone that is already registered (validateName code 500)', async () => {
    const register = authPostHandler('mobileRegisterVip', () => envelope(200, 'ok'));
    testServer.use(validateNameHandler(true).handler, register.handler);
    const { user, router } = renderRegister();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('手机号已注册')).toBeInTheDocument();
    expect(register.log.count).toBe(0);
    expect(currentUrl(router)).toBe('/regindex');
  });

  it('needs the agreement ticked', async () => {
    const register = authPostHandler('mobileRegisterVip', () => envelope(200, 'ok'));
    testServer.use(validateNameHandler(false).handler, register.handler);
    const { user } = renderRegister();
    await fill(user, false);
    await user.click(submitButton());
    expect(await screen.findByText('请勾选公告协议')).toBeInTheDocument();
    expect(register.log.count).toBe(0);
  });

  it('registers, logs the user in and opens /personalInfo', async () => {
    const register = authPostHandler('mobileRegisterVip', () =>
      envelope(200, 'ok', { ...tokenPair('r', 1), userName: PHONE }),
    );
    testServer.use(validateNameHandler(false).handler, register.handler, currentDetailsHandler(3));
    const { user, router } = renderRegister();
    await fill(user);
    await user.click(submitButton());

    await waitFor(() => expect(currentUrl(router)).toBe('/personalInfo'));
    expect(register.log.bodies).toEqual([{ mobile: PHONE, code: '654321' }]);
    expect(isLoggedIn()).toBe(true);
    // The 7-day trial level comes from currentDetails.
    expect(readSession()).toEqual({
      userName: PHONE,
      userToken: 'token-r',
      refreshToken: 'refresh-r',
      memberLevelId: 3,
    });
    expect(screen.getByText('注册成功，已为您开通7天企业VIP体验')).toBeInTheDocument();
  });

  it('shows the server’s refusal inline', async () => {
    testServer.use(
      validateNameHandler(false).handler,
      authPostHandler('mobileRegisterVip', () => envelope(3001, '验证码错误，请重新获取')).handler,
    );
    const { user, router } = renderRegister();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('验证码错误，请重新获取')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
    expect(currentUrl(router)).toBe('/regindex');
  });
});
