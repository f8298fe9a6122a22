import { expect, test } from '../support/fixtures';
import { latestSmsCode, registerViaApi } from '../support/stack';

// Issue 5 / spec 3 §2.8, §4: the three-step wizard sets a new password, counts down to /login,
// and the new password logs in.

test('forgot password: phone and code, new password, success, then log in with it', async ({
  page,
  request,
}) => {
  const phone = (await registerViaApi(request)).userName;
  const password = 'renew2026';

  await page.goto('/login');
  await page.getByRole('link', { name: /忘记密码/ }).click();
  await expect(page).toHaveURL(/\/losepassword$/);
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(await latestSmsCode(request, phone));
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('确认新密码').fill(password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText(/秒后自动跳转/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('form', { name: '账号密码登录' });
  await form.getByLabel('手机号/用户名').fill(phone);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('banner').getByTestId('user-name')).toHaveText(phone);
});
