import { expect, test } from '../support/fixtures';
import { isAlive, readPid, REMOTE_PORTS, waitForUrl, waitForUrlDown } from '../support/stack';

// Named zz- so it runs last: it kills mfe-news's server. npm start's supervisor restarts it
// (the e2e stack sets RESTART_DELAY_MS so the outage lasts long enough to be seen).
const NEWS_PORT = REMOTE_PORTS['mfe-news'];
const NEWS_MANIFEST = `http://127.0.0.1:${NEWS_PORT}/mf-manifest.json`;

test('a remote that is down shows the retry panel; the rest works; once npm start has restarted it, 重试 recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // An outage: mfe-news's static server dies.
  const pid = readPid('mfe-news');
  expect(pid, 'mfe-news pid file').not.toBeNull();
  process.kill(pid!, 'SIGKILL');
  await waitForUrlDown(NEWS_MANIFEST);
  // start.mjs removes the pid file when its child exits, and writes it again on the restart.
  await expect.poll(() => readPid('mfe-news') !== pid && !isAlive(pid!)).toBe(true);

  await page.goto('/news');
  const main = page.getByRole('main');
  const panel = main.getByRole('alert').filter({ hasText: '模块加载失败' });
  await expect(panel).toBeVisible();
  const retry = panel.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  await expect(main.getByRole('heading', { name: '商标资讯' })).toHaveCount(0);
  // The shell around the slot is intact.
  await expect(page.getByRole('banner').getByRole('link', { name: '商标云查' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '关于我们' })).toBeVisible();
  await expect(page).toHaveTitle('商标资讯 - 商标云查');

  // Other remotes and the shell's own pages still work, while this page keeps its panel (a
  // reload here could already find the restarted server).
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(
    other.getByRole('search').getByRole('textbox', { name: '商标名称、申请号或注册号' }),
  ).toBeVisible();
  await expect(other.getByRole('region', { name: '会员服务' })).toBeVisible();
  await other
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '商标查询' })
    .click();
  await expect(other.getByRole('heading', { level: 1, name: '商标查询' })).toBeVisible();
  await other.close();

  // npm start's supervisor brings the server back by itself, with a new pid file.
  await expect(retry).toBeVisible();
  await waitForUrl(NEWS_MANIFEST, 60_000);
  const restarted = readPid('mfe-news');
  expect(restarted, 'the restarted server has a pid file').not.toBeNull();
  expect(restarted).not.toBe(pid);
  expect(isAlive(restarted!)).toBe(true);

  await retry.click();
  await expect(main.getByRole('heading', { level: 1, name: '商标资讯' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(main.getByTestId('release-tag')).toHaveText(/^mfe-news · 版本 /);
});
