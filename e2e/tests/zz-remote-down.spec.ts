import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import {
  isAlive,
  pidFile,
  readPid,
  REMOTE_PORTS,
  ROOT,
  waitForUrl,
  waitForUrlDown,
} from '../support/stack';

// Named zz- so it runs last: it stops mfe-news's server and leaves a restarted one behind,
// which global-teardown.ts stops.
const NEWS_PORT = REMOTE_PORTS['mfe-news'];
const NEWS_MANIFEST = `http://127.0.0.1:${NEWS_PORT}/mf-manifest.json`;

test('a remote that is down shows the retry panel; the rest works; 重试 recovers', async ({
  page,
}) => {
  // An outage: mfe-news's static server dies.
  const pid = readPid('mfe-news');
  expect(pid, 'mfe-news pid file').not.toBeNull();
  process.kill(pid!, 'SIGKILL');
  await waitForUrlDown(NEWS_MANIFEST);
  // start.mjs removes the pid file when its child exits; wait for that so it cannot remove
  // the file written for the restarted server below.
  await expect.poll(() => readPid('mfe-news') === null && !isAlive(pid!)).toBe(true);

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

  // Other remotes and the shell's own pages still work, in the same page (client navigation).
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '首页' })
    .click();
  await expect(
    page.getByRole('search').getByRole('textbox', { name: '商标名称、申请号或注册号' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '会员服务' })).toBeVisible();
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: '商标查询' })).toBeVisible();

  // Back to the failing page, then bring the server back the way operations would.
  await page.goto('/news');
  await expect(retry).toBeVisible();
  const child = spawn(
    process.execPath,
    ['scripts/serve-remote.mjs', 'mfe-news', String(NEWS_PORT)],
    {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
    },
  );
  writeFileSync(pidFile('mfe-news'), `${child.pid}\n`);
  child.unref();
  await waitForUrl(NEWS_MANIFEST);

  await retry.click();
  await expect(main.getByRole('heading', { level: 1, name: '商标资讯' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(main.getByTestId('release-tag')).toHaveText(/^mfe-news · 版本 /);
});
