import type { APIRequestContext, Page } from '@playwright/test';
import { opsFieldVitalsSchema } from '@app/contracts/field-vitals';
import { fieldVitalsStartedMark } from '@app/contracts/field-vitals-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { expect, presetStorage, test } from './fixtures';
import { apiOpsSignIn } from './ops-helpers';

// Field data (issue 19, item 7; decision 0044): a real Chromium loads pages of the app, the
// reporter (web-vitals, loaded once the page is idle) sends each page view's Core Web Vitals
// when the page is left, and the console's dashboard then shows the p75 per page. (A beacon sent
// while its page unloads is not reported to Playwright's request events, so the test reads what
// the server stored, through the console's API and its dashboard.)

test.describe.configure({ timeout: 180_000 });

/** Samples per page of one metric in the last 24 hours (the console's row). */
async function samplesOf(request: APIRequestContext, metric: 'LCP' | 'INP' | 'CLS') {
  const res = await request.get(opsRoutes.opsFieldVitals.path, { params: { window: '24h' } });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = opsFieldVitalsSchema.parse(((await res.json()) as { value: unknown }).value);
  return (page: string) =>
    answer.pages.find((p) => p.page === page)?.metrics.find((m) => m.name === metric)?.samples ?? 0;
}

/** Opens `path` and waits until the reporter has been loaded (after the load and an idle moment). */
async function openAndMeasure(page: Page, path: string, ready: string) {
  const reporter = page.waitForResponse((res) =>
    /\/assets\/field-vitals-[^/]+\.js$/.test(res.url()),
  );
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 });
  expect((await reporter).ok()).toBe(true);
  // The reporter's mark: its module has run and web-vitals' observers are in place (a
  // response alone is not that: the module may not have been evaluated yet).
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    fieldVitalsStartedMark,
    { timeout: 20_000 },
  );
  // Two frames: web-vitals' observers have their buffered entries.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test('real page views report their vitals when left, and the console shows the p75 per page', async ({
  page,
  browser,
}) => {
  // The console's desk: signed in through the API; its pages share the session cookie.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await apiOpsSignIn(desk.request);
    const lcpBefore = await samplesOf(desk.request, 'LCP');
    const inpBefore = await samplesOf(desk.request, 'INP');
    const pages = ['/m/login', '/m/gameList', '/m/help'];

    await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
    // The login page, with an interaction (INP), left for the game list, left for the help
    // centre, left for the health check: three page views, each reported as it is left.
    await openAndMeasure(page, '/m/login', '#login-username');
    await page.locator('#login-username').click();
    await page.keyboard.type('vitals');
    await openAndMeasure(page, '/m/gameList?gameType=RNG', '[data-testid="game-tile"]');
    await openAndMeasure(page, '/m/help', 'main');
    await page.goto('/healthz');

    // Stored under the route pattern (the query never travels), one LCP sample per page view.
    await expect
      .poll(
        async () => {
          const lcp = await samplesOf(desk.request, 'LCP');
          return pages.filter((p) => lcp(p) > lcpBefore(p));
        },
        { timeout: 20_000 },
      )
      .toEqual(pages);
    expect((await samplesOf(desk.request, 'INP'))('/m/login')).toBeGreaterThan(
      inpBefore('/m/login'),
    );

    // The dashboard lists the pages with their p75, rating and samples.
    const ops = await desk.newPage();
    await ops.goto('/ops/');
    await expect(ops.getByRole('heading', { name: 'Field data (p75)' })).toBeVisible({
      timeout: 15_000,
    });
    const panel = ops.getByRole('region', { name: 'Field data per page' });
    const row = (pageName: string) => panel.locator(`tr[data-page="${pageName}"]`);
    for (const pageName of pages) {
      const lcp = row(pageName).locator('td[data-metric="LCP"]');
      await expect(lcp).toHaveAttribute('data-rating', /^(good|needs-improvement|poor)$/);
      await expect(lcp).toContainText(/\d+\.\d\d s/);
      await expect(lcp).toContainText(/\d+ samples?/);
    }
    await expect(row('/m/login').locator('td[data-metric="INP"]')).toContainText(/\d+ ms/);
    await expect(row('/m/login').locator('td[data-metric="CLS"]')).toContainText(/\d\.\d\d/);
    await expect(panel.locator('tr[data-page*="gameType"]')).toHaveCount(0);

    // Another window: the same pages (their samples are minutes old).
    const month = ops.getByRole('tab', { name: 'Last 28 days' });
    await month.click();
    await expect(month).toHaveAttribute('aria-selected', 'true');
    await expect(row('/m/gameList')).toBeVisible();
  } finally {
    await desk.close();
  }
});
