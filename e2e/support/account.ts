// Support for the account and money journeys: a member's session in a page, and the sandbox
// wallet a QR code opens.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { TokenPair } from './stack';

/** Starts the context's pages logged in as `member` (the keys the shell stores on login). */
export async function logInContext(context: BrowserContext, member: TokenPair): Promise<void> {
  const session = {
    userName: member.userName,
    userToken: member.token,
    userRefreshToken: member.refreshToken,
    memberLevelId: String(member.memberLevelId),
  };
  await context.addInitScript((entries) => {
    // only before the first load: later pages keep what the portal stored since (new tokens)
    if (localStorage.getItem('userToken')) return;
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(session));
}

/**
 * The tokens the portal holds now: a payment renews them, and the refresh token used before is
 * then spent (using it again would end the session as a stolen one).
 */
export async function currentTokens(page: Page): Promise<TokenPair> {
  const stored = await page.evaluate(() => ({
    userName: localStorage.getItem('userName'),
    token: localStorage.getItem('userToken'),
    refreshToken: localStorage.getItem('userRefreshToken'),
    memberLevelId: localStorage.getItem('memberLevelId'),
  }));
  expect(stored.token, 'a stored session').toBeTruthy();
  return {
    userName: stored.userName!,
    token: stored.token!,
    refreshToken: stored.refreshToken!,
    memberLevelId: Number(stored.memberLevelId),
  };
}

/**
 * "Scans" the QR code on `page`: opens the code URL it encodes (the page also shows it as the
 * link 在手机上打开) in a second page, as a phone would, and confirms the sandbox payment there.
 */
export async function scanAndConfirm(
  page: Page,
  link = page.getByRole('link', { name: '在手机上打开' }).first(),
): Promise<void> {
  const codeUrl = await link.getAttribute('href');
  expect(codeUrl, 'the QR code URL').toBeTruthy();
  const phone = await page.context().browser()!.newPage();
  try {
    await phone.goto(codeUrl!);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await expect(phone.getByText('支付成功')).toBeVisible();
  } finally {
    await phone.close();
  }
}
