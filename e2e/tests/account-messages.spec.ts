import { logInContext } from '../support/account';
import { expect, test } from '../support/fixtures';
import { registerViaApi } from '../support/stack';

// Issue 5 / spec 3 §2.11, §4: reminders turn read when a link in them is opened, announcements
// with 全部标为已读; the header badge follows.

test('open a reminder link and mark the announcements read: the badge follows', async ({
  page,
  context,
  request,
}) => {
  await logInContext(context, await registerViaApi(request));
  const badge = page.getByRole('banner').getByRole('link', { name: '提醒消息' });

  await page.goto('/message');
  // the welcome reminder of the registration is the one unread
  await expect(badge).toHaveText(/^消息\s*1$/);
  await expect(page.getByLabel('未读数量')).toHaveText('1');
  await page.getByRole('link', { name: '查看VIP权益' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(badge).toHaveText(/^消息\s*0$/);

  await page.goto('/message');
  await expect(page.getByLabel('未读数量')).toHaveText('0');
  await expect(page.getByRole('tab', { name: '已读(1)' })).toBeVisible();

  await page.goto('/sysMessage');
  const unread = page.getByLabel('未读数量');
  await expect(unread).not.toHaveText('0');
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(unread).toHaveText('0');
  await page.reload();
  await expect(page.getByLabel('未读数量')).toHaveText('0');
});
