import type { Browser } from '@playwright/test';
import { logInContext } from '../support/account';
import { expect, test } from '../support/fixtures';
import { registerViaApi } from '../support/stack';

// Issue 5 / spec 3 §2.7: a main account adds a sub-account, which logs in with its own name
// and password; once disabled, its login is refused.

const CHILD_PASSWORD = 'sales2026';

/** Logs in on /login with name and password in a fresh context; answers the page. */
async function passwordLogin(browser: Browser, name: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('form', { name: '账号密码登录' });
  await form.getByLabel('手机号/用户名').fill(name);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '登录' }).click();
  return { page, form, close: () => context.close() };
}

test('add a sub-account, log in as it, disable it: its login is refused', async ({
  page,
  context,
  request,
  browser,
}) => {
  await logInContext(context, await registerViaApi(request));
  const name = `sales${Date.now().toString(36).slice(-6)}`;

  await page.goto('/child');
  await expect(page.getByLabel('子账户数量')).toHaveText('0/30');
  await page.getByRole('button', { name: '添加子账户' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(CHILD_PASSWORD);
  await dialog.getByLabel('确认密码').fill(CHILD_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByLabel('子账户数量')).toHaveText('1/30');
  const toggle = page.getByRole('switch', { name: `${name} 启用状态` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  const asChild = await passwordLogin(browser, name, CHILD_PASSWORD);
  await expect(asChild.page.getByRole('banner').getByTestId('user-name')).toHaveText(name);
  // a sub-account shares its main account's level (the trial here)
  await expect(asChild.page.getByRole('banner').getByText(/^企业VIP/)).toBeVisible();
  await asChild.close();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: `${name} 启用状态` })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  const refused = await passwordLogin(browser, name, CHILD_PASSWORD);
  await expect(refused.form.getByRole('alert')).toBeVisible();
  await expect(refused.page).toHaveURL(/\/login/);
  await refused.close();
});
