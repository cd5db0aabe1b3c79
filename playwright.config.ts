import { defineConfig, devices } from '@playwright/test';

// End-to-end tests: Debian's Chromium at a phone viewport against the real server (built bundle)
// serving the built web app, on a fresh PGlite database under .tmp/.
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry in CI so a timing hiccup on a loaded 2-core machine does not block a landing;
  // Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
    // The web app's service worker (decision 0045) stays out of the suite's many contexts: it
    // would precache the shell in each and answer their navigations. e2e/offline.spec.ts lets
    // it run.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    {
      name: 'shell',
      testIgnore:
        /(operator-settings|auth-flags|ops-cli|ops-content|ops-upline|agent-contracts|announcement-popup|rewards)\.spec\.ts/,
    },
    // Tests that flip site-wide operator settings run alone, after everything else.
    {
      name: 'operator',
      testMatch:
        /(operator-settings|auth-flags|ops-cli|ops-content|ops-upline|agent-contracts|announcement-popup|rewards)\.spec\.ts/,
      dependencies: ['shell'],
      fullyParallel: false,
      // One worker: two files flipping settings at once would undo each other's changes.
      workers: 1,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded first; generous on a loaded machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      E2E_FROM_SOURCE: process.env.E2E_FROM_SOURCE ?? '',
      E2E_WEB_DIST: process.env.E2E_WEB_DIST ?? '',
    },
  },
});
