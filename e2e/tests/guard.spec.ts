import { expect, test } from '../support/fixtures';

// Spec 3 §6: a visitor may open the news section and paths of fewer than two segments
// (except /gonggao); member-centre pages send them to login with the way back in `redirect`.
test.describe('navigation guard (visitor)', () => {
  test('a member-centre page sends a visitor to /login?redirect=…', async ({ page, baseURL }) => {
    await page.goto('/monitorManage');
    await expect(page).toHaveURL(`${baseURL}/login?redirect=/monitorManage`);
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect(page).toHaveTitle('登录 - 商标云查');
  });

  test('a visitor opens the home page', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    // The search box is mfe-search's HomeSearch widget.
    await expect(
      page.getByRole('search').getByRole('textbox', { name: '商标名称、申请号或注册号' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '会员服务' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page).toHaveTitle('首页 - 商标云查');
  });

  test('a visitor opens /search', async ({ page, baseURL }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(`${baseURL}/search`);
    await expect(page.getByRole('heading', { level: 1, name: '商标查询' })).toBeVisible();
    await expect(page).toHaveTitle('商标查询 - 商标云查');
  });

  test('a visitor opens a news list page', async ({ page, baseURL }) => {
    await page.goto('/news/list/2.html');
    await expect(page).toHaveURL(`${baseURL}/news/list/2.html`);
    await expect(page.getByRole('heading', { level: 1, name: '资讯列表' })).toBeVisible();
    await expect(page).toHaveTitle('资讯列表 - 商标云查');
  });
});
