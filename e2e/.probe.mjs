import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
p.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url()); });
await p.goto('http://localhost:18080/news');
await p.waitForTimeout(2000);
console.log(await p.locator('main').innerText());
if (process.argv[2]) {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, ['scripts/deploy-remote.mjs', 'mfe-news'], { cwd: '/work/main', env: { ...process.env, PORT: '18080', RELEASE: process.argv[2] }, stdio: 'inherit' });
  await p.reload();
  await p.waitForTimeout(3000);
  console.log(await p.locator('main').innerText());
}
await b.close();
