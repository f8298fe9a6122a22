// Issue 13: favourites are collected from the search results (three ticked rows in one call),
// listed on /collection with the register's values, and removed in a batch.
import { logInContext } from '../support/account';
import { expect, test } from '../support/fixtures';
import { fillSearch, resultTable, submitSearch } from '../support/search';
import { registerViaApi } from '../support/stack';

test('collect three marks from the search results, see them on /collection, remove one', async ({
  page,
  context,
  request,
}) => {
  await logInContext(context, await registerViaApi(request));
  await page.goto('/search');
  await fillSearch(page, 3, '公司');
  await submitSearch(page, 3);

  const rows = resultTable(page).locator('tbody tr');
  await expect(rows.nth(2)).toBeVisible();
  const codes: string[] = [];
  for (const index of [0, 1, 2]) {
    const row = rows.nth(index);
    await row.getByRole('checkbox').check();
    codes.push(
      (
        await row
          .getByRole('cell', { name: /^\d{7,8}$/ })
          .first()
          .innerText()
      ).trim(),
    );
  }
  await page.getByRole('button', { name: '批量收藏' }).click();
  await expect(page.getByText('收藏成功')).toBeVisible();

  // collecting one of them again is answered 已被收藏
  await rows.nth(0).getByRole('button', { name: /^收藏/ }).click();
  await expect(page.getByText('已被收藏')).toBeVisible();

  await page.goto('/collection');
  const favourites = page.getByRole('table', { name: '我的收藏' });
  for (const code of codes) await expect(favourites.getByText(code)).toBeVisible();
  await expect(favourites.locator('tbody tr')).toHaveCount(3);

  const first = favourites.locator('tbody tr').filter({ hasText: codes[0]! });
  await first.getByRole('checkbox', { name: '选择此行' }).check();
  await page.getByRole('button', { name: '删除收藏' }).click();
  await page
    .getByRole('dialog', { name: '删除收藏' })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(page.getByText('删除收藏成功')).toBeVisible();
  await expect(favourites.locator('tbody tr')).toHaveCount(2);
  await expect(favourites.getByText(codes[0]!)).toHaveCount(0);
});
