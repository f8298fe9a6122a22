import type { Locator } from '@playwright/test';
import { tmStatusLabel, type SearchResult } from 'shared-api/contract';
import {
  expect,
  fillSearch,
  resultTable,
  searchApi,
  submitSearch,
  test,
  totalText,
} from '../support/search';

// Spec 1 §2, §4: a result is narrowed by the filter bar (chips, 清空) and paged (page buttons,
// page size). The applicant search for a word many company names contain gives a long list;
// what the page must show is read from the API the same way the page asks.

const codeCell = (row: Locator, code: string) => row.getByRole('cell', { name: code, exact: true });

const WORDS = ['公司', '有限', '集团'];
let keyword: string;
let first: SearchResult;

test.beforeAll(async ({ request }) => {
  for (const word of WORDS) {
    const result = await searchApi(request, 3, { keyword: word, getfilter: true });
    if (result.total > 50) {
      keyword = word;
      first = result;
      return;
    }
  }
  throw new Error(`no applicant search of ${WORDS.join('/')} has more than 50 marks`);
});

test('a facet value narrows the list with a chip; 清空 brings the whole list back', async ({
  page,
}) => {
  // TM_STATUS is filter[2]; a status that only some of the marks have
  const statuses = Object.entries(first.filter[2] ?? {}).filter(
    ([, count]) => count > 0 && count < first.total,
  );
  expect(statuses.length, 'the result has marks of more than one status').toBeGreaterThan(0);
  const [status, count] = statuses[0]!;
  const label = tmStatusLabel(Number(status));

  await page.goto('/search');
  await fillSearch(page, 3, keyword);
  await submitSearch(page, 3);
  await expect(page.getByText(totalText(first.total))).toBeVisible();

  const facet = page.getByRole('group', { name: '商标状态' });
  await facet.getByRole('button', { name: `${label}(${count})` }).click();
  const chips = page.getByRole('group', { name: '已选条件：' });
  await expect(chips).toContainText(`商标状态：${label}`);
  await expect(page.getByText(totalText(count))).toBeVisible();
  // the status column found by its heading (the action column 操作 comes after it)
  const headings = await resultTable(page).locator('thead th').allTextContents();
  const statusColumn = headings.findIndex((text) => text.trim() === '状态') + 1;
  expect(statusColumn, 'the result table has a 状态 column').toBeGreaterThan(0);
  const statusCells = resultTable(page).locator(`tbody tr td:nth-child(${statusColumn})`);
  await expect(statusCells.first()).toHaveText(label);
  expect(new Set(await statusCells.allTextContents())).toEqual(new Set([label]));

  await chips.getByRole('button', { name: '清空' }).click();
  await expect(chips).toBeHidden();
  await expect(page.getByText(totalText(first.total))).toBeVisible();
});

test('page 2, then 50 a page', async ({ page, request }) => {
  const second = await searchApi(request, 3, { keyword, pageno: 2, pagesize: 20 });
  const fifty = await searchApi(request, 3, { keyword, pageno: 1, pagesize: 50 });

  await page.goto('/search');
  await fillSearch(page, 3, keyword);
  await submitSearch(page, 3);
  const rows = resultTable(page).locator('tbody tr');
  await expect(codeCell(rows.first(), first.list[0]!.TM_CODE)).toBeVisible();
  await expect(rows).toHaveCount(20);

  const pages = page.getByRole('navigation', { name: '分页' });
  await expect(pages).toContainText(`共 ${first.total} 条`);
  await pages.getByRole('button', { name: '第 2 页' }).click();
  await expect(pages.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(codeCell(rows.first(), second.list[0]!.TM_CODE)).toBeVisible();

  // a new size starts again on page 1
  await pages.getByRole('combobox', { name: '每页条数' }).selectOption('50');
  await expect(rows).toHaveCount(50);
  await expect(pages.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(codeCell(rows.first(), fifty.list[0]!.TM_CODE)).toBeVisible();
  await expect(codeCell(rows.last(), fifty.list[49]!.TM_CODE)).toBeVisible();
});
