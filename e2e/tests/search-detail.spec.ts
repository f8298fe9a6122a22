import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatClassCode, tmStatusLabel, type SearchRow } from 'shared-api/contract';
import {
  expect,
  fillSearch,
  findChineseMark,
  pdfText,
  resultRow,
  submitSearch,
  test,
} from '../support/search';

// Spec 1 §2 'Trademark detail', §7 'Detail and export': a result's name opens the mark in a
// new tab with its facts; the member exports it as PDF (whose text names the mark and its
// applicant), Word and Excel.

let mark: SearchRow;

test.beforeAll(async ({ request }) => {
  mark = await findChineseMark(request);
});

/** The value cell of a field of the detail's information table. */
const field = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: '导出' }).getByRole('button', { name: button }).click(),
  ]);
  return file;
}

test('a result opens its detail in a new tab; 导出PDF, Word and Excel download the mark', async ({
  page,
  context,
}) => {
  await page.goto('/search');
  await fillSearch(page, 2, mark.TM_CODE);
  await submitSearch(page, 2);
  const link = resultRow(page, mark.TM_CODE).getByRole('link', { name: mark.TM_NAME });

  const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(detail).toHaveURL(
    new RegExp(`/search/tmd\\?detailId=${encodeURIComponent(mark.UID)}$`),
  );
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(
    `${mark.TM_NAME}${tmStatusLabel(mark.TM_STATUS)}`,
  );
  await expect(detail.getByText(`申请号 ${mark.TM_CODE}`)).toBeVisible();
  await expect(field(detail, '申请号/注册号')).toHaveText(mark.TM_CODE);
  await expect(field(detail, '类别')).toHaveText(`第${formatClassCode(mark.TM_NCL)}类`);
  await expect(field(detail, '申请日期')).toHaveText(mark.TM_APP_DATE);
  await expect(field(detail, '申请人名称（中文）')).toHaveText(mark.TM_HOLDER_CN);
  await expect(detail.getByRole('heading', { name: '商品/服务' })).toBeVisible();
  // the page opened on the search results stays as it was
  await expect(page).toHaveURL(/\/search\/searchinfo\?searchtype=2/);

  const fileName = `${mark.TM_NAME}_${mark.TM_CODE}_第${mark.TM_NCL}类`;
  const pdf = await download(detail, '导出PDF');
  expect(pdf.suggestedFilename()).toBe(`${fileName}.pdf`);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // a long applicant name may wrap onto two lines of the PDF
  const text = (await pdfText(bytes)).replace(/\s+/g, '');
  expect(text).toContain(mark.TM_NAME);
  expect(text).toContain(mark.TM_HOLDER_CN.replace(/\s+/g, ''));
  expect(text).toContain(mark.TM_CODE);

  const word = await download(detail, '导出Word');
  expect(word.suggestedFilename()).toBe(`${fileName}.docx`);
  const excel = await download(detail, '导出Excel');
  expect(excel.suggestedFilename()).toMatch(/^商标查询结果_\d{8}\.xlsx$/);
});
