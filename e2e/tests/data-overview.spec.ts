import { expect, test } from '../support/fixtures';

// Issue 3: the first start fills the register (3,000 generated marks in the e2e stack) and
// the home page's database overview shows its count per class, read from the real server.
test('the home page charts the generated register per class', async ({ page, request }) => {
  const readCounts = async () =>
    (await request.get('/shebiao/cloud-search/swapi/trademark/DBData/classCount')).json();
  // The portal answers while the corpus job finishes its last steps (run alone on a fresh
  // PostgreSQL database, this journey can come first); the page shows that progress meanwhile.
  await expect.poll(async () => (await readCounts()).data.building, { timeout: 60_000 }).toBeNull();
  expect((await readCounts()).data.total).toBe(3000);

  await page.goto('/');
  const chart = page.getByRole('list', { name: '各类别商标数量' });
  await expect(chart.getByRole('listitem')).toHaveCount(45);
  await expect(chart.locator('[data-class="35"]')).toContainText('广告销售');
  await expect(page.getByText('共 3,000 件商标')).toBeVisible();
  await expect(page.getByText(/数据更新于\d+月/)).toBeVisible();
});
