// Opens a page in headless Chromium and returns every JS file it downloaded, with sizes.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<Array<{url: string, origin: string, file: string, bytes: number, gzip: number}>>} */
export async function firstVisitScripts(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          const parsed = new URL(response.url());
          return {
            url: response.url(),
            origin: parsed.origin,
            file: parsed.pathname.split('/').pop(),
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          };
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}
