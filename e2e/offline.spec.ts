import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, presetStorage, test } from './fixtures';
import { locale } from './locales';

/**
 * The offline shell (issue 19 item 6, docs/decisions/0045-offline-shell.md), in real Chromium
 * against the built app. The suite blocks service workers (playwright.config.ts); this file
 * lets them run.
 */
test.use({ serviceWorkers: 'allow' });
// One test at a time: the last one serves a changed worker script, which the others must not see
// (the rest of the suite blocks workers, so only this file is concerned).
test.describe.configure({ mode: 'default' });

const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');

/** The API, console and payment prefixes whose answers a cache must never hold. */
const neverCached = /\/(wps|lgw|lotto|ops|psp)(\/|$)/;

/** The performance mark the app sets once it has compared versions (register-service-worker.ts). */
const versionChecked = 'app:version-checked';

/** Waits until the page's service worker is installed and active (it registers once idle). */
async function workerActive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 20_000 },
    )
    .toBe('activated');
}

/** The registration's workers' states. */
function workers(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
    };
  });
}

/** Every URL in every Cache Storage cache of the origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function offline(context: BrowserContext, consoleGuard: { allow: (p: RegExp) => void }) {
  // Chromium logs each request that fails for want of a network (the app's API calls).
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
}

for (const language of ['km', 'en'] as const) {
  test(`a repeat visit with no network shows the shell and the offline message (${language})`, async ({
    page,
    context,
    consoleGuard,
  }) => {
    const t = locale(language);
    await presetStorage(page, { language, hideDownloadBar: '1' });
    await page.goto('/m/home');
    await expect(page.getByTestId('category-view')).toBeVisible();
    await workerActive(page);

    // The shell is precached: the client-only document, the entry and the catalogues.
    // (Cache keys carry Workbox's revision in the query: compare paths.)
    const paths = (await cachedUrls(page)).map((u) => new URL(u).pathname);
    expect(paths).toContain('/m/shell.html');
    expect(paths.filter((p) => /^\/m\/assets\/index-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(paths.filter((p) => /^\/m\/assets\/(km|en|zh|vi)-[\w-]+\.js$/.test(p))).toHaveLength(4);
    expect(paths.filter((p) => neverCached.test(p))).toEqual([]);

    await offline(context, consoleGuard);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    const message = page.getByTestId('offline-page');
    await expect(message).toBeVisible();
    await expect(message.getByRole('heading')).toHaveText(t('system.offlineTitle'));
    await expect(message).toContainText(t('system.offlineBody'));
    // The shell around it: the header and the footer menu, in the player's language.
    await expect(page.locator('header[data-header="shell"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav.footerMenu') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The network comes back: the page replaces the message by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('category-view')).toBeVisible({ timeout: 15_000 });
    await expect(message).toHaveCount(0);
  });
}

test('API answers are never served by the service worker nor kept in its caches', async ({
  page,
  context,
  consoleGuard,
}) => {
  const apiResponses: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (r) => {
    if (neverCached.test(new URL(r.url()).pathname))
      apiResponses.push({ url: r.url(), fromWorker: r.fromServiceWorker() });
  });
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/home');
  await expect(page.getByTestId('category-view')).toBeVisible();
  await workerActive(page);
  // A second visit, under the worker's control: the home page's API calls pass through it.
  await page.reload();
  await expect(page.getByTestId('category-view')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => apiResponses.length).toBeGreaterThan(0);
  expect(apiResponses.filter((r) => r.fromWorker)).toEqual([]);

  // Every prefix asked once online through the worker...
  const probes = ['/wps/system/status', '/lgw/health', '/lotto/health', '/psp/health', '/ops/'];
  // Some of these paths have no route here, or no console built (a 404 or 503 is an answer too,
  // and must not be cached either).
  consoleGuard.allow(/the server responded with a status of (404|503)/);
  const online = await page.evaluate(
    (list) => Promise.all(list.map((u) => fetch(u).then((r) => r.status))),
    probes,
  );
  expect(online.every((status) => status > 0)).toBe(true);
  expect((await cachedUrls(page)).filter((u) => neverCached.test(new URL(u).pathname))).toEqual([]);

  // ...fails offline instead of coming back from a cache.
  await offline(context, consoleGuard);
  const offlineResults = await page.evaluate(
    (list) =>
      Promise.all(
        list.map((u) =>
          fetch(u).then(
            (r) => `answered ${r.status}`,
            () => 'failed',
          ),
        ),
      ),
    probes,
  );
  expect(offlineResults).toEqual(probes.map(() => 'failed'));
});

test('a new version says "updated" once, at the first visit that runs it', async ({ page }) => {
  const t = locale('en');
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/home');
  await expect(page.getByTestId('category-view')).toBeVisible();
  // The first visit remembers the version it ran (the entry file's URL) and says nothing.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('appVersion')), { timeout: 20_000 })
    .toMatch(/\/m\/assets\/index-[\w-]+\.js$/);
  const toast = page.getByRole('status').filter({ hasText: t('system.updated') });
  await expect(toast).toHaveCount(0);

  // The last visit ran another build (an older entry file): this visit is a new version.
  await page.evaluate(() => localStorage.setItem('appVersion', '/m/assets/index-older.js'));
  await page.reload();
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const current = await page.evaluate(() => localStorage.getItem('appVersion'));
  expect(current).not.toBe('/m/assets/index-older.js');

  // The next visit of the same version says nothing.
  await page.reload();
  await expect(page.getByTestId('category-view')).toBeVisible();
  await expect
    .poll(
      () => page.evaluate((mark) => performance.getEntriesByName(mark).length, versionChecked),
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(toast).toHaveCount(0);
});

test('a new worker waits while a page of the app is open, and takes over once none is', async ({
  page,
  context,
}) => {
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/home');
  await expect(page.getByTestId('category-view')).toBeVisible();
  await workerActive(page);
  // A second visit, under the worker's control (the first page never is: no clients.claim()).
  await page.reload();
  await expect(page.getByTestId('category-view')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A release: the server now sends a different worker script (served with no-cache).
  const file = path.join(webDist, 'sw.js');
  const released = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${released}\n// the next release\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(() => workers(page), { timeout: 20_000 })
      .toEqual({
        active: 'activated',
        waiting: 'installed',
      });

    // The player goes on (another tab, a reload): the page keeps the worker it started with.
    const other = await context.newPage();
    await other.goto('/m/home');
    await expect(other.getByTestId('category-view')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('category-view')).toBeVisible();
    await expect
      .poll(
        () => page.evaluate((mark) => performance.getEntriesByName(mark).length, versionChecked),
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await workers(page)).toEqual({ active: 'activated', waiting: 'installed' });

    // Every page of the app closed, then a new visit: the new worker is the one in charge.
    await other.close();
    await page.close();
    const next = await context.newPage();
    await next.goto('/m/home');
    await expect(next.getByTestId('category-view')).toBeVisible();
    await expect
      .poll(() => workers(next), { timeout: 20_000 })
      .toEqual({
        active: 'activated',
        waiting: null,
      });
  } finally {
    writeFileSync(file, released);
  }
});
