import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { authMessages } from 'shared-api/contract';
import { AUTH_BASE, randomPhone, registerViaApi } from '../support/stack';

// Spec 1 §5/§8: what /login says when a login cannot go through. The texts are the contract's
// (shared-api authMessages), the same words the server sends.

/** A phone with an account, registered through the API once for this file. */
let registeredPhone: string;

test.beforeAll(async ({ request }) => {
  registeredPhone = (await registerViaApi(request)).userName;
});

async function openSmsLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: '验证码登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return page.getByRole('form', { name: '手机验证码登录' });
}

const agreement = (page: Page) => page.getByRole('checkbox', { name: /我已阅读并同意/ });

test('a wrong SMS code shows the server message', async ({ page }) => {
  const form = await openSmsLogin(page);
  await form.getByLabel('手机号', { exact: true }).fill(registeredPhone);
  // No code is pending for this phone (registration consumed it): any code is wrong.
  await form.getByLabel('验证码', { exact: true }).fill('000000');
  await agreement(page).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/memberLogin/smsLogin'));
  await form.getByRole('button', { name: '登录' }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.getByRole('alert')).toHaveText(authMessages.wrongCode);
  await expect(page).toHaveURL(/\/login$/);
});

test('the agreement not ticked is refused before any call', async ({ page }) => {
  const form = await openSmsLogin(page);
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/memberLogin/smsLogin')) loginCalls += 1;
  });
  await form.getByLabel('手机号', { exact: true }).fill(registeredPhone);
  await form.getByLabel('验证码', { exact: true }).fill('123456');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请勾选公告协议' })).toBeVisible();
  expect(loginCalls).toBe(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unregistered phone is named as such', async ({ page }) => {
  const form = await openSmsLogin(page);
  const phoneField = form.getByLabel('手机号', { exact: true });
  await phoneField.fill(randomPhone());
  await form.getByLabel('验证码', { exact: true }).fill('123456');
  await agreement(page).check();
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '手机号未注册' })).toBeVisible();
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

// Keep last: it leaves this IP + account locked out for a minute.
test('the tenth login try in a minute is refused', async ({ page, request }) => {
  const name = `e2e${Date.now().toString(36)}`;
  // Tries 1-8 through the API, from the same IP as the browser (127.0.0.1).
  for (let i = 1; i <= 8; i++) {
    const response = await request.post(`${AUTH_BASE}/login`, {
      data: { nameOrMobile: name, password: 'wrong-pass-1' },
    });
    expect(response.status(), `try ${i}`).toBe(400);
    expect((await response.json()).message).toBe(authMessages.wrongAccountOrPassword);
  }

  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('form', { name: '账号密码登录' });
  await form.getByLabel('手机号/用户名').fill(name);
  await form.getByLabel('密码', { exact: true }).fill('wrong-pass-1');
  await agreement(page).check();

  // Try 9 still reaches the password check.
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByRole('alert')).toHaveText(authMessages.wrongAccountOrPassword);

  // Try 10 is refused by the rate limit.
  const tenth = page.waitForResponse((r) => r.url().endsWith('/memberLogin/login'));
  await form.getByRole('button', { name: '登录' }).click();
  expect((await tenth).status()).toBe(429);
  await expect(form.getByRole('alert')).toHaveText(authMessages.loginTooMany);
  await expect(page).toHaveURL(/\/login$/);
});
