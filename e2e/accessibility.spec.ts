import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginViaApi, presetStorage, test } from './fixtures';
import { locale } from './locales';

/**
 * The accessibility gate (issue 5): axe-core on home, game list, login, register and the member
 * and agent entry pages, in both themes, with the real content on screen, plus two opened
 * states (the side menu on home, the login form showing its errors). Any serious or critical
 * violation fails. Rules: WCAG 2.0/2.1/2.2 A and AA plus axe's best practices; nothing is
 * excluded (docs/decisions/0029-accessibility-gate.md).
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const themes = ['dark', 'light'] as const;
type Theme = (typeof themes)[number];
/** Waits for content (lazy chunks, API data) allow for a loaded 2-core runner. */
const ready = { timeout: 20_000 };

// A home scan walks about 2,700 elements; on a loaded 2-core runner it can take several seconds.
test.describe.configure({ timeout: 120_000 });

/** Runs axe on the whole page as it is and asserts no serious or critical violation. */
async function scan(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    // Only violations carry node details (passes would be megabytes on home), and axe runs in
    // the page itself rather than finishing in an extra blank page: 4-5 times faster on home.
    // Our pages have no frames, the one thing legacy mode tests differently (decision 0029).
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n');
      const more = v.nodes.length > 6 ? `\n    ... and ${v.nodes.length - 6} more` : '';
      return `  [${v.impact}] ${v.id} on ${v.nodes.length} element(s): ${v.help}\n${nodes}${more}`;
    })
    .join('\n');
  expect
    .soft(
      blocking.map((v) => `${v.impact} ${v.id}`),
      `axe on ${what}:\n${report}`,
    )
    .toEqual([]);
}

/** Opens `path`; the theme was preset in local storage, which the app reads when it boots. */
async function open(page: Page, path: string, theme: Theme) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme, ready);
}

/**
 * Home with its real lobby: game tiles shown, then scrolled through once so every section that
 * renders near the viewport (down to the winner board and footer) is in the page, then back up.
 */
async function openHome(page: Page, theme: Theme) {
  await open(page, '/m/home', theme);
  await expect(page.getByTestId('category-view')).toBeVisible(ready);
  await expect(page.getByTestId('game-tile').first()).toBeVisible(ready);
  for (let i = 0, bottom = 0; i < 40 && bottom < 2; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, 800);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    bottom = atBottom ? bottom + 1 : 0;
    await page.waitForTimeout(150);
  }
  await expect(page.getByTestId('winner-board')).toBeVisible(ready);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function openLogin(page: Page, theme: Theme, t: ReturnType<typeof locale>) {
  await open(page, '/m/login', theme);
  await expect(
    page.getByRole('textbox', { name: t('auth.fields.username'), exact: true }),
  ).toBeVisible(ready);
  await expect(page.getByRole('button', { name: t('auth.submitLogin') })).toBeVisible(ready);
}

for (const theme of themes) {
  test(`home in km, ${theme}, also with the side menu open`, async ({ page }) => {
    const km = locale('km');
    await presetStorage(page, { language: 'km', theme });
    await openHome(page, theme);
    await scan(page, `/m/home km ${theme}`);

    // The open menu is scanned at rest (the player's reduced-motion setting): its drawer is not
    // caught mid-slide, and the carousels and ticker stop moving under the mask's blur, which
    // made this scan 3-4 times slower. Only motion changes; the page behind was scanned above.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: km('common.menu') })
      .click();
    const menu = page.getByRole('dialog', { name: km('common.menu') });
    await expect(menu.getByRole('switch', { name: km('sideMenu.lightTheme') })).toBeVisible(ready);
    await scan(page, `/m/home side menu km ${theme}`);
  });

  test(`home and login in en, ${theme}`, async ({ page }) => {
    const en = locale('en');
    await presetStorage(page, { language: 'en', theme });
    await openHome(page, theme);
    await scan(page, `/m/home en ${theme}`);
    await openLogin(page, theme, en);
    await scan(page, `/m/login en ${theme}`);
  });

  test(`login (also after a failed submit), register and game list in km, ${theme}`, async ({
    page,
  }) => {
    const km = locale('km');
    await presetStorage(page, { language: 'km', theme });
    await openLogin(page, theme, km);
    await scan(page, `/m/login km ${theme}`);

    // The empty form's submit fails on the client: the fields show their errors (no failed
    // login reaches the server's throttle).
    await page.getByRole('button', { name: km('auth.submitLogin') }).click();
    const username = page.getByRole('textbox', { name: km('auth.fields.username'), exact: true });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/\S/);
    await scan(page, `/m/login with errors km ${theme}`);

    await open(page, '/m/register', theme);
    await expect(
      page.getByRole('textbox', { name: km('auth.fields.username'), exact: true }),
    ).toBeVisible(ready);
    await expect(page.getByRole('button', { name: km('auth.submitRegister') })).toBeVisible(ready);
    await scan(page, `/m/register km ${theme}`);

    await open(page, '/m/gameList?gameType=RNG', theme);
    await expect(page.getByTestId('game-list-total')).toBeVisible(ready);
    await expect(page.getByTestId('game-tile').first()).toBeVisible(ready);
    await scan(page, `/m/gameList?gameType=RNG km ${theme}`);
  });
}

const entries = [
  { who: 'demo01', path: '/m/member/home' },
  { who: 'demo01', path: '/m/member/benefits' },
  { who: 'agent01', path: '/m/agent' },
  { who: 'agent01', path: '/m/member/team' },
  { who: 'agent01', path: '/m/agentRegister' },
  { who: 'demo01', path: '/m/securityCenter' },
  { who: 'demo01', path: '/m/myAccount/index' },
] as const;

for (const { who, path } of entries) {
  test(`${path} as ${who} in km, both themes`, async ({ page }) => {
    await loginViaApi(page, who, { language: 'km' });
    for (const theme of themes) {
      await page.goto(path);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await open(page, path, theme);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(ready);
      if (path === '/m/agent') {
        // The contract prompt (a seeded offer awaits agent01) opens once its request answers and
        // the fixture cancels it: scan the page after it has gone, not while it fades in (axe
        // then measures half-transparent text).
        await page.waitForLoadState('networkidle');
        await expect(page.locator('dialog[data-testid="contract-prompt"]')).toHaveCount(0, ready);
      }
      await scan(page, `${path} (${who}) km ${theme}`);
    }
  });
}
