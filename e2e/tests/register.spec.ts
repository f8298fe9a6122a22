import { expect, test } from '../support/fixtures';
import { latestSmsCode, randomPhone } from '../support/stack';

const SESSION_KEYS = ['userName', 'userToken', 'userRefreshToken', 'memberLevelId'];

// Spec 1 §4/§5: registration by phone and SMS code logs in with a 7-day 企业VIP trial (level 3).
test('register with phone and SMS code, land logged in, then log out', async ({
  page,
  request,
}) => {
  const phone = randomPhone();
  await page.goto('/regindex');
  await expect(page).toHaveTitle('免费注册 - 商标云查');
  const form = page.getByRole('form', { name: '手机号注册' });

  await form.getByLabel('手机号', { exact: true }).fill(phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  // The countdown starts once the server accepted the send.
  await expect(form.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  const code = await latestSmsCode(request, phone);

  await form.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '注册并登录' }).click();

  await expect(page).toHaveURL(/\/personalInfo$/);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('user-name')).toHaveText(phone);
  await expect(header.getByText('企业VIP（体验）', { exact: true })).toBeVisible();
  // The welcome reminder is the one unread message.
  await expect(header.getByRole('link', { name: '提醒消息' })).toHaveText(/^消息\s*1$/);

  const stored = await page.evaluate(
    (keys) => keys.map((k) => localStorage.getItem(k)),
    SESSION_KEYS,
  );
  const [userName, userToken, refreshToken, levelId] = stored;
  expect(userName).toBe(phone);
  expect(userToken).toBeTruthy();
  expect(refreshToken).toBeTruthy();
  expect(levelId).toBe('3');

  await header.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(header.getByRole('link', { name: '免费注册' })).toBeVisible();
  await expect(header.getByTestId('user-name')).toHaveCount(0);
  const after = await page.evaluate(
    (keys) => keys.map((k) => localStorage.getItem(k)),
    SESSION_KEYS,
  );
  expect(after).toEqual([null, null, null, null]);
});
