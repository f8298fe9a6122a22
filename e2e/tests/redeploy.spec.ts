import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PORT, readPid, ROOT } from '../support/stack';

const run = promisify(execFile);

/** `node scripts/deploy-remote.mjs mfe-news` with or without a RELEASE label, stack untouched. */
async function deployNews(release?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT) };
  delete env.RELEASE;
  if (release) env.RELEASE = release;
  const { stdout } = await run(process.execPath, ['scripts/deploy-remote.mjs', 'mfe-news'], {
    cwd: ROOT,
    env,
    timeout: 170_000,
  });
  return stdout;
}

/** Set once a labelled build went out, so afterAll knows to restore. */
let deployed = false;

const shellIndex = path.join(ROOT, 'shell/dist/index.html');
const releaseTag = (page: Page) =>
  page.locator('[data-remote="mfe-news"]').getByTestId('release-tag');

// Operations redeploy one remote while the portal keeps running: the next page load shows it.
test.describe('redeploying one remote', () => {
  // Two webpack builds of mfe-news (deploy + restore) on a two-core machine.
  test.setTimeout(200_000);

  test.afterAll(async () => {
    if (!deployed) return;
    test.setTimeout(200_000);
    // Back to the default build (no RELEASE), as `npm start` would build it.
    await deployNews();
  });

  test('mfe-news shows the new release after a reload; the shell is not rebuilt', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: '商标资讯' })).toBeVisible();
    const before = (await releaseTag(page).textContent())!;
    expect(before).toMatch(/^mfe-news · 版本 \S+$/);
    const shellMtime = statSync(shellIndex).mtimeMs;
    const remotePid = readPid('mfe-news');

    const label = `e2e-${Date.now()}`;
    deployed = true;
    const output = await deployNews(label);
    expect(output).toContain(`mfe-news 已部署（版本 ${label}）`);

    await page.reload();
    await expect(releaseTag(page)).toHaveText(`mfe-news · 版本 ${label}`);
    await expect(page.getByRole('heading', { level: 1, name: '商标资讯' })).toBeVisible();
    // Nothing else moved: the shell's build and the remote's server are the same as before.
    expect(statSync(shellIndex).mtimeMs).toBe(shellMtime);
    expect(readPid('mfe-news')).toBe(remotePid);
  });
});
