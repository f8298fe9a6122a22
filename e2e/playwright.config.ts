import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The e2e stack runs beside a developer's stack (8080): shell + API on 18080, remotes 18081-18085. */
const PORT = 18080;
const ROOT = path.resolve(__dirname, '..');

export default defineConfig({
  testDir: 'tests',
  // The journeys share one stack and some change it (redeploy, stopping a remote): one at a time,
  // in file order; zz-remote-down.spec.ts runs last.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.data/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [{ name: 'chromium' }],
  // Stops what the journeys restarted outside the webServer's process group.
  globalTeardown: './global-teardown.ts',
  webServer: {
    // Not `node scripts/start.mjs` directly: webServer starts BEFORE globalSetup, so the database
    // is wiped by this wrapper, which then imports scripts/start.mjs.
    command: 'node e2e/support/fresh-start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/shebiao/health`,
    // start.mjs prints this once the API is healthy AND every remote's manifest answers.
    wait: { stdout: /门户已启动/ },
    // First run builds the stale front-end apps (two at a time on two cores).
    timeout: 600_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      PGLITE_DIR: path.join(ROOT, '.data/e2e-pglite'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // a small generated register keeps the first start short; journeys need only some marks
      CORPUS_MARKS: '3000',
      // the forgot-password journey asks for a code right after registering the phone, and
      // the journeys register more members from 127.0.0.1 than one IP may in a day
      SMS_RESEND_SECONDS: '0',
      SMS_DAILY_PER_IP: '1000',
      // a killed remote comes back after 15 s instead of 1 s, so zz-remote-down.spec.ts can
      // show the outage (the retry panel) before showing the recovery
      RESTART_DELAY_MS: '15000',
      // the monitoring journey publishes a gazette issue as operations do (support/gazette-issue.ts)
      ADMIN_TOKEN: 'e2e-admin-token',
      IMPORT_DIR: path.join(ROOT, '.data/e2e-import'),
    },
    stdout: 'pipe',
  },
});
