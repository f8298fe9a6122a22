import type { Page } from '@playwright/test';
import { currentTokens, logInContext, scanAndConfirm } from '../support/account';
import { expect, test } from '../support/fixtures';
import { registerViaApi, type TokenPair } from '../support/stack';

// Issue 5: buying membership for real against the server. One member goes through both
// journeys in order: the renewal needs the level bought by scanning.
test.describe.configure({ mode: 'serial' });

let member: TokenPair;
test.beforeAll(async ({ request }) => {
  member = await registerViaApi(request);
});
test.beforeEach(async ({ context }) => logInContext(context, member));

const header = (page: Page) => page.getByRole('banner');

/** The personal centre's 到期时间 (yyyy-MM-dd HH:mm:ss). */
async function levelEnd(page: Page): Promise<string> {
  await page.goto('/personalInfo');
  const end = page.locator('dt:text-is("到期时间") + dd');
  await expect(end).toHaveText(/^\d{4}-\d{2}-\d{2} /);
  return (await end.textContent())!.trim();
}

const yearOf = (time: string) => Number(time.slice(0, 4));

test('buy enterprise VIP by scanning: the trial badge turns into the bought level', async ({
  page,
}) => {
  await page.goto('/vip');
  await expect(header(page).getByText('企业VIP（体验）', { exact: true })).toBeVisible();
  const trialEnd = await levelEnd(page);

  await page.goto('/vip');
  const [confirm] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '购买企业VIP1年' }).click(),
  ]);
  await expect(confirm).toHaveURL(/\/confirm\?routes=vip&type=3&num=1$/);
  await expect(confirm.getByText('¥ 2999.00').first()).toBeVisible();
  await confirm.getByRole('radio', { name: '微信扫码支付' }).check();
  await confirm.getByRole('button', { name: '提交订单' }).click();

  await expect(confirm).toHaveURL(/\/chongzhi\/upgrade\?/);
  await expect(confirm.getByRole('img', { name: /支付二维码/ })).toBeVisible();
  await scanAndConfirm(confirm);
  // the page's polling sees the payment, renews the tokens and shows the success page
  await expect(confirm).toHaveURL(/\/chongzhi\/success/, { timeout: 15_000 });
  await expect(confirm.getByText('付款成功')).toBeVisible();
  await expect(confirm.getByText('2999.00')).toBeVisible();
  await confirm.close();

  await page.reload();
  await expect(header(page).getByText('企业VIP', { exact: true })).toBeVisible();
  await expect(header(page).getByText('企业VIP（体验）')).toHaveCount(0);
  const boughtEnd = await levelEnd(page);
  expect(yearOf(boughtEnd)).toBe(yearOf(trialEnd) + 1);
  member = await currentTokens(page);
});

test('top up the wallet by scanning, then renew from the balance', async ({ page }) => {
  const endBefore = await levelEnd(page);

  await page.goto('/recharge');
  await page.getByLabel('充值金额（元）').fill('3000');
  const [pay] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '立即充值' }).click(),
  ]);
  await expect(pay).toHaveURL(/\/chongzhi\/wapay\?active=weChat&price=3000/);
  await scanAndConfirm(pay);
  await expect(pay).toHaveURL(/\/chongzhi\/success/, { timeout: 15_000 });
  await pay.close();

  await page.goto('/order');
  await expect(page.getByText('¥ 3000.00').first()).toBeVisible();

  await page.goto('/personalInfo');
  const [renew] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '续费VIP' }).click(),
  ]);
  await expect(renew).toHaveURL(/\/confirm\?levelvip=renew/);
  await renew.getByRole('radio', { name: /^余额支付/ }).check();
  await renew.getByRole('button', { name: '提交订单' }).click();
  await expect(renew).toHaveURL(/\/chongzhi\/success/);
  await renew.close();

  await page.goto('/order');
  await expect(page.getByText('¥ 1.00').first()).toBeVisible();
  const endAfter = await levelEnd(page);
  expect(yearOf(endAfter)).toBe(yearOf(endBefore) + 1);
});
