// `test` with a page log: console errors, failed requests and HTTP errors the page saw are
// attached to a failed test's report, so a failure says which remote or call broke.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ pageLog: string[] }>({
  pageLog: [
    async ({ page }, use, testInfo) => {
      const log: string[] = [];
      const at = () => new Date().toISOString().slice(11, 23);
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          log.push(`${at()} console.${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => log.push(`${at()} pageerror: ${e.message}`));
      page.on('requestfailed', (r) =>
        log.push(`${at()} requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`),
      );
      page.on('response', (r) => {
        if (r.status() >= 400)
          log.push(`${at()} HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
      });
      await use(log);
      if (testInfo.status !== testInfo.expectedStatus && log.length) {
        await testInfo.attach('page-log', { body: log.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
