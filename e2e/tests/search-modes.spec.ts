import { searchMessages, type SearchModeValue } from 'shared-api/contract';
import {
  expect,
  fillSearch,
  findJourneyMark,
  resultRow,
  searchButton,
  submitSearch,
  test,
  type JourneyMark,
} from '../support/search';

// Spec 1 §2 'Search screens', §4, §5: every text mode of /search, driven from its tab, finds a
// mark of today's generated register. The mark is discovered through the API (the register
// depends on the day): one that each mode lists on its first page.

let mark: JourneyMark;

test.beforeAll(async ({ request }) => {
  mark = await findJourneyMark(request);
});

test('查询 with nothing typed says what is missing and searches nothing', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: '商标查询' })).toBeVisible();
  await searchButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: searchMessages.emptyKeyword }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});

const QUICK_MODES: { mode: SearchModeValue; text: (m: JourneyMark) => string }[] = [
  { mode: 0, text: (m) => m.row.TM_NAME },
  { mode: 1, text: (m) => m.row.TM_NAME },
  { mode: 2, text: (m) => m.row.TM_CODE },
  { mode: 3, text: (m) => m.row.TM_HOLDER_CN },
];

for (const { mode, text } of QUICK_MODES) {
  test(`mode ${mode}: the tab's search lists the mark`, async ({ page }) => {
    await page.goto('/search');
    await fillSearch(page, mode, text(mark));
    await submitSearch(page, mode);
    const row = resultRow(page, mark.row.TM_CODE);
    await expect(row.getByRole('link', { name: mark.row.TM_NAME, exact: true })).toBeVisible();
    await expect(row).toContainText(mark.row.TM_HOLDER_CN);
    // the box keeps what was searched
    await expect(page.getByRole('textbox', { name: '查询内容' })).toHaveValue(text(mark));
    // searches count on the member's daily quota (spec 3 §9), and the page says what is left
    await expect(page.getByText(/^今日剩余查询 [\d,]+ 次$/)).toBeVisible();
  });
}

test('mode 4: 文字近似 lists the mark with its grade and reasons', async ({ page }) => {
  await page.goto('/search');
  await fillSearch(page, 4, mark.row.TM_NAME);
  await submitSearch(page, 4);
  await expect(page.getByRole('columnheader', { name: '近似原因' })).toBeVisible();
  const row = resultRow(page, mark.row.TM_CODE);
  await expect(row.getByRole('link', { name: mark.row.TM_NAME, exact: true })).toBeVisible();
  await expect(row.getByText(mark.reason, { exact: true })).toBeVisible();
  // the mark's own name is identical to the query
  await expect(row.getByText('相同', { exact: true })).toBeVisible();
});

test('mode 6: a goods group picked in the dialog narrows the similar search', async ({ page }) => {
  const classCode = mark.group.slice(0, 2);
  await page.goto('/search');
  await fillSearch(page, 6, mark.row.TM_NAME);
  // without a group the search is refused (spec 1 §5)
  await searchButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: searchMessages.noGoodsClass }),
  ).toBeVisible();

  await page.getByRole('button', { name: '选择商品/服务' }).click();
  const dialog = page.getByRole('dialog', { name: '选择商品/服务类别' });
  await dialog.getByRole('button', { name: new RegExp(`^展开 第${classCode}类`) }).click();
  const group = dialog.getByRole('checkbox', { name: new RegExp(`^${mark.group} `) });
  await group.check();
  await expect(group).toBeChecked();
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `移除 ${mark.group}` })).toBeVisible();

  await submitSearch(page, 6);
  await expect(page).toHaveURL(new RegExp(`keyarr=${mark.group}`));
  const row = resultRow(page, mark.row.TM_CODE);
  await expect(row.getByRole('link', { name: mark.row.TM_NAME, exact: true })).toBeVisible();
  await expect(row.getByText('相同', { exact: true })).toBeVisible();
});
