import { searchMessages, type SearchRow } from 'shared-api/contract';
import {
  expect,
  fillSearch,
  findLogoMark,
  resultRow,
  searchApi,
  searchMember,
  submitSearch,
  test,
} from '../support/search';
import { API } from '../support/stack';

// Spec 1 §2 mode 5, §5, §6: a member (VIP trial, level 3) uploads a mark's own logo on the
// 图形近似 tab; the page redraws it as JPEG and uploads it, and the search lists that mark.

const ALL_CLASSES = Array.from({ length: 45 }, (_, i) => i + 1);

let mark: SearchRow;
let logo: Buffer;
let logoType: string;

test.beforeAll(async ({ request }) => {
  mark = await findLogoMark(request);
  const member = await searchMember(request);
  // The logos are described for the index after the register is loaded; a search may also
  // take a logo's own address, which tells when the index has this one.
  test.setTimeout(150_000);
  const query = { imgURL: mark.imageUrl!, NCL: ALL_CLASSES, pageno: 1, pagesize: 20 };
  await expect
    .poll(
      async () =>
        (await searchApi(request, 5, query, member.token)).list.some((row) => row.UID === mark.UID),
      { message: `the logo index lists ${mark.UID} for its own logo`, timeout: 120_000 },
    )
    .toBe(true);
  const response = await request.get(`${API}${mark.imageUrl!}`);
  expect(response.ok(), `the logo ${mark.imageUrl}`).toBe(true);
  logo = await response.body();
  // the register's logos are SVG
  logoType = (response.headers()['content-type'] ?? 'image/svg+xml').split(';')[0]!;
});

test("a mark's logo uploaded on 图形近似 finds that mark", async ({ page }) => {
  await page.goto('/search');
  await fillSearch(page, 5);
  const extension = logoType === 'image/svg+xml' ? 'svg' : logoType.split('/')[1];
  await page.getByTestId('image-file').setInputFiles({
    name: `logo.${extension}`,
    mimeType: logoType,
    buffer: logo,
  });
  await expect(
    page.getByRole('status').filter({ hasText: searchMessages.imageUploaded }),
  ).toBeVisible();
  // the box names the stored JPEG the page sent
  await expect(page.getByRole('textbox', { name: '查询内容' })).toHaveValue(/\.jpe?g$/);

  await submitSearch(page, 5);
  await expect(page).toHaveURL(/imgpath=/);
  await expect(page.getByRole('columnheader', { name: '近似原因' })).toBeVisible();
  const row = resultRow(page, mark.TM_CODE);
  await expect(row.getByRole('link', { name: mark.TM_NAME, exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: mark.TM_NAME })).toHaveAttribute('src', mark.imageUrl!);
  // its grade and why: the figure itself, redrawn by the browser as JPEG
  await expect(row.getByText(/^(相同|高度近似)$/)).toBeVisible();
  await expect(row.getByText(/^图形(相同|近似)/)).toBeVisible();
});
