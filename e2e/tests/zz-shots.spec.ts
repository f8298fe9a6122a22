import { logInContext } from '../support/account';
import { test } from '../support/fixtures';
import { latestIssue, publishIssue } from '../support/gazette-issue';
import { registerViaApi } from '../support/stack';

const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const shift = (months: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};
const HOLDER = '宁波截图食品有限公司';
const reg = (code: string, name: string, end: string, issue: number, date: string, notice = 'TMBG') => ({
  name, code, nclass: 30, holder: HOLDER,
  record: { TM_STATUS: 2, TM_REG_DATE: `${Number(end.slice(0, 4)) - 10}${end.slice(4)}`, TM_DEADLINE_START: `${Number(end.slice(0, 4)) - 10}${end.slice(4)}`, TM_DEADLINE_END: end,
    TMNOTICELS_CN: [{ code: notice, issue, page: 3, name: notice === 'TMZR' ? '商标转让/移转公告' : '注册人名义/地址变更公告', date }] },
});

test('screenshots', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await logInContext(context, await registerViaApi(request));
  const latest = await latestIssue(request);
  const issue = latest.issue + 1;
  const date = today > latest.date ? today : latest.date;
  await publishIssue(request, issue, date, [
    reg('99600001', '海岚', shift(-2), issue, date),
    reg('99600002', '海岚优选', shift(3), issue, date),
    reg('99600003', '岚山', shift(9), issue, date),
    reg('99600004', '岚山小厨', shift(40), issue, date),
  ]);
  await page.goto('/bodyManage');
  await page.getByRole('button', { name: /添加主体/ }).first().click();
  const dialog = page.getByRole('dialog', { name: '添加主体' });
  await dialog.getByRole('radio', { name: '商标申请人' }).check();
  await dialog.getByLabel('主体名称').fill('宁波截图');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: '/tmp/shots/subject-add.png' });
  await dialog.getByLabel('主体名称').fill(HOLDER);
  await dialog.getByRole('button', { name: '《主体档案使用协议》' }).click();
  await page.screenshot({ path: '/tmp/shots/agreement.png' });
  await page.getByRole('button', { name: '已阅读' }).click();
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/bodyManage.png', fullPage: true });
  await page.goto('/bodyArchives');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/bodyArchives.png', fullPage: true });
  await page.goto('/renewal');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: '获取订阅地址' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/renewal.png', fullPage: true });
  await page.goto('/noticeManage?code=99600002');
  await page.getByRole('dialog', { name: '添加公告定制' }).getByRole('button', { name: '校验' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/notice-add.png' });
  await page.getByRole('dialog', { name: '添加公告定制' }).getByRole('button', { name: '确定' }).click();
  await page.waitForTimeout(800);
  await publishIssue(request, issue + 1, date, [reg('99600002', '海岚优选', shift(3), issue + 1, date, 'TMZR')]);
  await page.goto('/noticeManage');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/noticeManage.png', fullPage: true });
  await page.getByRole('row', { name: /99600002/ }).getByRole('link', { name: /结果/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/noticeResult.png', fullPage: true });
  await page.goto('/noticeOverview');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/noticeOverview.png', fullPage: true });
  await page.goto('/announcement');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/announcement.png', fullPage: true });
  await page.goto('/collection');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/collection-empty.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('memberLevelId', '1'));
  await page.goto('/bodyManage');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/bodyManage-basic.png', fullPage: true });
});
