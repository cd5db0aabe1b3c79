import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on a console error, an uncaught page error or a Content-Security-Policy
 * violation on any page it visits. Tests that expect an error can push a matcher to
 * `allowConsole`.
 */
type Fixtures = { consoleGuard: { allow: (pattern: RegExp) => void } };

export const test = base.extend<Fixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
        });
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const real = problems.filter((p) => !allowed.some((a) => a.test(p)));
      expect(real, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the language and theme before the app boots (local storage keys of spec section 3). */
export async function presetStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Only on the first document of the test, so a reload keeps what the app stored.
    if (sessionStorage.getItem('__preset')) return;
    sessionStorage.setItem('__preset', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, values);
}

/**
 * Navigates inside the single-page app as a link would (pushState + popstate, which the router
 * listens to), so the history has an in-app previous entry.
 */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path);
}

export const devSettingsPath = '/__dev/operator-settings';
