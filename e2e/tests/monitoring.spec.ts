// Issue 12: a member watches a name and a picture, a gazette issue with look-alikes is
// published, and the results, the reminder and the export follow; a watch beyond the free
// slots is paid for in the payment dialog.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { currentTokens, logInContext, scanAndConfirm } from '../support/account';
import { expect, test } from '../support/fixtures';
import { latestIssue, publishIssue } from '../support/gazette-issue';
import { API, registerViaApi } from '../support/stack';

const MONITOR_API = `${API}/shebiao/cloud-portal/v2/swapi/custom/monitor`;

/** A logo no generated mark has: a black ring with a bar, on white. */
function logoPng(angle = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">
    <rect width="120" height="120" fill="#fff"/>
    <g transform="rotate(${angle} 60 60)">
      <circle cx="60" cy="60" r="40" fill="none" stroke="#000" stroke-width="14"/>
      <rect x="52" y="8" width="16" height="56" fill="#000"/>
    </g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Adds a watch through the add dialog of /monitorManage (or /nomonitor). */
async function addWatch(
  page: Page,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: '添加监测商标' }).first().click();
  const dialog = page.getByRole('dialog', { name: '添加监测商标' });
  await expect(dialog.getByTestId('watch-quote')).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: '确定' }).click();
}

test('watched name and picture: an issue with look-alikes gives results with reasons and a deadline, a reminder and a 3-issue export', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await logInContext(context, await registerViaApi(request));
  const badge = page.getByRole('banner').getByRole('link', { name: '提醒消息' });

  await page.goto('/monitorManage');
  await addWatch(page, async (dialog) => {
    await dialog.getByLabel(/商标名称/).fill('澜川');
    await dialog.getByLabel(/监测类别/).fill('30');
  });
  await expect(page.getByText('添加成功！')).toBeVisible();

  const logo = await logoPng();
  await addWatch(page, async (dialog) => {
    await dialog.getByRole('radio', { name: /图形/ }).check();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '上传图形' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(dialog.getByRole('button', { name: '更换图形' })).toBeVisible();
  });
  await expect(page.getByText('添加成功！').last()).toBeVisible();
  await expect(page.getByRole('link', { name: '查看结果' })).toHaveCount(2);
  const unreadBefore = Number((await badge.innerText()).replace(/\D/g, ''));

  // the next issue announces look-alikes of both watches, and marks that are not
  const latest = await latestIssue(request);
  const issue = latest.issue + 1;
  // the portal's day is Shanghai's: a watch added today is in force from that date
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await publishIssue(
    request,
    issue,
    today > latest.date ? today : latest.date,
    [
      { name: '瀾川', code: '99500001', nclass: 30, holder: '杭州仿冒食品有限公司' },
      { name: '澜川咖啡', code: '99500002', nclass: 30, holder: '宁波咖啡有限公司' },
      { name: '澜川', code: '99500003', nclass: 9, holder: '深圳电子有限公司' },
      { name: '远山', code: '99500004', nclass: 30, holder: '远山食品有限公司' },
      {
        name: '圆环',
        code: '99500005',
        nclass: 30,
        holder: '圆环食品有限公司',
        imagePath: `ring-${issue}.png`,
      },
    ],
    { [`ring-${issue}.png`]: await logoPng(90) },
  );

  // one reminder for the issue's matches
  await page.reload();
  await expect(badge).toHaveText(new RegExp(`^消息\\s*${unreadBefore + 1}$`));

  // the text watch's result: the look-alikes in class 30, with reasons and the deadline
  await page.getByRole('row', { name: /澜川/ }).getByRole('link', { name: '查看结果' }).click();
  await expect(page).toHaveURL(/\/monitorManage\/result/);
  await page.getByRole('button', { name: new RegExp(`第${issue}期`) }).click();
  const rows = page.getByRole('row').filter({ hasText: '9950000' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '瀾川' })).toContainText('相同');
  await expect(rows.filter({ hasText: '澜川咖啡' })).toContainText('包含在先商标');
  await expect(rows.first()).toContainText(/剩余\d+天/);
  await expect(page.getByText('99500003')).toHaveCount(0);

  // export the three latest issues: a workbook whose rows are the matches
  const exportBar = page.getByRole('group', { name: '按期导出' });
  await exportBar.getByLabel('开始期号').selectOption(String(issue - 2));
  await exportBar.getByLabel('结束期号').selectOption(String(issue));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportBar.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const cells: string[] = [];
  sheet.eachRow((row) => cells.push(row.values?.toString() ?? ''));
  expect(cells.filter((line) => line.includes('9950000'))).toHaveLength(2);
  expect(cells.join('\n')).toContain('瀾川');

  // a fourth issue is refused before any call
  await exportBar.getByLabel('开始期号').selectOption(String(issue - 3));
  await exportBar.getByRole('button', { name: '导出' }).click();
  await expect(page.getByText('支持最多3期导出')).toBeVisible();

  // the picture watch found the turned copy of its logo
  await page.goto('/monitorManage');
  await page.getByRole('row', { name: /图形/ }).getByRole('link', { name: '查看结果' }).click();
  await page.getByRole('button', { name: new RegExp(`第${issue}期`) }).click();
  await expect(page.getByRole('row').filter({ hasText: '99500005' })).toContainText('图形');
});

test('a watch beyond the free slots opens the payment dialog; paying creates it once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registerViaApi(request);
  // the trial (enterprise VIP) has 10 free text watches: take them all through the API
  for (let i = 0; i < 10; i += 1) {
    const created = await request.post(`${MONITOR_API}/createText`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { monitorType: 1, monitorValue: `免费监测${i}`, classes: [30] },
    });
    expect(((await created.json()) as { code: number }).code).toBe(200);
  }
  await logInContext(context, member);
  await page.goto('/monitorManage');
  await page.getByRole('button', { name: '添加监测商标' }).first().click();
  const dialog = page.getByRole('dialog', { name: '添加监测商标' });
  await expect(dialog.getByTestId('watch-quote')).toContainText('400');
  await dialog.getByLabel(/商标名称/).fill('付费监测');
  await dialog.getByRole('button', { name: '确定' }).click();

  const payment = page.getByRole('dialog').filter({ hasText: '400' });
  await expect(payment).toBeVisible();
  await scanAndConfirm(page, payment.getByRole('link', { name: '在手机上打开' }).first());
  await expect(page.getByText('添加成功！')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row', { name: /付费监测/ })).toHaveCount(1);

  const tokens = await currentTokens(page);
  const listed = await request.post(`${MONITOR_API}/query`, {
    headers: { authorization: `Bearer ${tokens.token}` },
    data: { pageNum: 1, pageSize: 20 },
  });
  const body = (await listed.json()) as {
    data: { total: number; list: { monitorValue: string; paid: boolean }[] };
  };
  expect(body.data.total).toBe(11);
  expect(body.data.list.filter((w) => w.monitorValue === '付费监测')).toEqual([
    expect.objectContaining({ paid: true }),
  ]);
});
