// Issue 13: a member keeps a holder as a subject and sees its marks, filters the renewal list
// to the grace period and exports it, finds the deadlines in the calendar feed, follows a
// registration number and sees the transfer notice a new issue prints for it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logInContext } from '../support/account';
import { expect, test } from '../support/fixtures';
import { type IssueMark, latestIssue, publishIssue } from '../support/gazette-issue';
import { registerViaApi } from '../support/stack';

/** The portal's day is Shanghai's. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' + months (the journeys' dates need no month-end care: day 1…28 only). */
function plusMonths(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const d = Math.min(Number(day.slice(8)), 28);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The register spells the holder with full-width brackets and 有限责任公司. */
const HOLDER_IN_REGISTER = '杭州续展（测试）食品有限责任公司';
/** …and the member types it the way people do. */
const HOLDER_TYPED = '杭州续展(测试)食品有限公司';

/** A mark registered ten years before `exclEnd`, with a name-change notice in this issue. */
function registered(code: string, name: string, exclEnd: string, issue: number, date: string) {
  const start = `${Number(exclEnd.slice(0, 4)) - 10}${exclEnd.slice(4)}`;
  return {
    name,
    code,
    nclass: 30,
    holder: HOLDER_IN_REGISTER,
    record: {
      TM_STATUS: 2,
      TM_REG_DATE: start,
      TM_DEADLINE_START: start,
      TM_DEADLINE_END: exclEnd,
      TMNOTICELS_CN: [{ code: 'TMBG', issue, page: 2, name: '注册人名义/地址变更公告', date }],
    },
  } satisfies IssueMark;
}

async function addHolderSubject(page: Page) {
  await page.goto('/bodyManage');
  await page
    .getByRole('button', { name: /添加主体/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '添加主体' });
  await dialog.getByRole('radio', { name: '商标申请人' }).check();
  await dialog.getByLabel('主体名称').fill(HOLDER_TYPED);
  await dialog.getByRole('button', { name: '《主体档案使用协议》' }).click();
  await page.getByRole('button', { name: '已阅读' }).click();
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
}

test('a holder subject: its archive, the grace-period renewals exported, the deadlines in the calendar feed; a followed number shows its transfer notice', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await logInContext(context, await registerViaApi(request));

  const latest = await latestIssue(request);
  const issue = latest.issue + 1;
  const date = today() > latest.date ? today() : latest.date;
  const graceEnd = plusMonths(today(), -2);
  const inWindow = plusMonths(today(), 3);
  const later = plusMonths(today(), 48);
  await publishIssue(request, issue, date, [
    registered('99500101', '续展宽展', graceEnd, issue, date),
    registered('99500102', '续展窗口', inWindow, issue, date),
    registered('99500103', '续展未到', later, issue, date),
  ]);

  // the subject typed with half-width brackets finds the register's full-width spelling
  await addHolderSubject(page);
  await expect(page.getByText('商标数量：3件')).toBeVisible();
  await page.getByRole('link', { name: '查看档案' }).first().click();
  const archive = page.getByRole('table', { name: '主体档案' });
  for (const code of ['99500101', '99500102', '99500103'])
    await expect(archive.getByText(code)).toBeVisible();

  // the renewal list filtered to the grace period, exported
  await page.goto('/renewal');
  await page
    .getByRole('tab', { name: /宽展期/ })
    .first()
    .click();
  const renewals = page.getByRole('table', { name: '续展商标' });
  await expect(renewals.getByText('99500101')).toBeVisible();
  await expect(renewals.getByText('99500102')).toHaveCount(0);
  await expect(renewals).toContainText(/宽展剩余\d+天/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ExcelJS.Buffer);
  const lines: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => lines.push(row.values?.toString() ?? ''));
  expect(lines.filter((line) => line.includes('995001'))).toEqual([
    expect.stringContaining('99500101'),
  ]);

  // the calendar feed carries the renewal and grace deadlines
  const calendar = page.getByRole('region', { name: '日历订阅' });
  await calendar.getByRole('button', { name: '获取订阅地址' }).click();
  const feedUrl = await calendar.getByLabel('日历订阅地址').inputValue();
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${inWindow.replaceAll('-', '')}`);
  expect(ics).toMatch(/99500102/);

  // follow the in-window mark's number; the next issue prints its transfer
  await page.goto('/noticeManage?code=99500102');
  const add = page.getByRole('dialog', { name: '添加公告定制' });
  await expect(add.getByLabel(/商标注册号/)).toHaveValue('99500102');
  await add.getByRole('button', { name: '校验' }).click();
  await expect(add.getByText('校验成功！')).toBeVisible();
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();

  const transfer = {
    ...registered('99500102', '续展窗口', inWindow, issue + 1, date),
    record: {
      ...registered('99500102', '续展窗口', inWindow, issue + 1, date).record,
      TMNOTICELS_CN: [{ code: 'TMZR', issue: issue + 1, page: 7, name: '商标转让/移转公告', date }],
    },
  };
  await publishIssue(request, issue + 1, date, [transfer]);
  await page.goto('/noticeManage');
  await page
    .getByRole('row', { name: /99500102/ })
    .getByRole('link', { name: /结果/ })
    .click();
  await expect(page).toHaveURL(/\/noticeManage\/noticeResult/);
  // the issue button, not the row's 查看第…期 page viewer
  await page.getByRole('button', { name: new RegExp(`^第${issue + 1}期（`) }).click();
  await expect(page.getByRole('row').filter({ hasText: '商标转让/移转公告' })).toContainText(
    '99500102',
  );
});
