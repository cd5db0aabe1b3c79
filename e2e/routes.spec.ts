import {
  test,
  expect,
  apiLogin,
  e2eBaseUrl,
  presetStorage,
  spaNavigate,
  type StoredSession,
} from './fixtures';
import type { Page } from '@playwright/test';
import { homeAliases, routeExpectations } from './route-expectations';

// Layout rules of spec section 2, route by route, in English (names of the a11y contract).
// Protected routes are checked logged in as agent01, who may open every route.
let agent: StoredSession;
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  agent = await apiLogin(api, 'agent01');
  await api.dispose();
});

const asGuest = (page: Page) => presetStorage(page, { language: 'en' });
const asAgent = (page: Page) =>
  presetStorage(page, { language: 'en', MC_SESSION_INFO: JSON.stringify(agent) });

for (const route of routeExpectations) {
  test(`layout of ${route.path}`, async ({ page }) => {
    await (route.protected ? asAgent(page) : asGuest(page));
    if (route.path === '/m/trail') {
      // /m/trail starts free play at once and then leaves for home; hold that call so the
      // screen's own layout can be checked (free play itself: auth.spec.ts, journey.spec.ts).
      await page.route('**/wps/session/login/freeplay', () => {});
    }
    await page.goto(route.path);
    await expect(page).toHaveURL((u) => u.pathname + u.search === route.path);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner).toHaveAttribute('data-header', route.header ? 'shell' : 'page');
    await expect(page.getByRole('navigation', { name: 'Footer menu' })).toHaveCount(
      route.footer ? 1 : 0,
    );

    if (!route.back) {
      // Home: logo, menu toggle, no back.
      await expect(banner.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
      return;
    }
    // Reach the route from another screen inside the app, then press Back.
    const from = route.path.startsWith('/m/providers') ? '/m/slotsCenter' : '/m/providers';
    await page.goto(from);
    await expect(page.getByRole('banner')).toBeVisible();
    await spaNavigate(page, route.path);
    await expect(page.getByRole('banner')).toHaveAttribute(
      'data-header',
      route.header ? 'shell' : 'page',
    );
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL((u) => u.pathname === (route.back === 'home' ? '/m/home' : from));
  });
}

for (const route of routeExpectations.filter((r) => r.protected)) {
  test(`a guest opening ${route.path} is sent to /m/login`, async ({ page }) => {
    await asGuest(page);
    await page.goto(route.path);
    await expect(page).toHaveURL((u) => u.pathname === '/m/login');
  });
}

test('Back on a screen opened directly goes home rather than leaving the site', async ({
  page,
}) => {
  await asAgent(page);
  await page.goto('/m/withdraw');
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const alias of homeAliases) {
  test(`${alias} reaches home`, async ({ page }) => {
    await asGuest(page);
    await page.goto(alias);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  });
}

for (const unknown of ['/m/no-such-page', '/m/member/nothing/here', '/somewhere-else']) {
  test(`unknown path ${unknown} lands on home`, async ({ page }) => {
    await asGuest(page);
    await page.goto(unknown);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}
