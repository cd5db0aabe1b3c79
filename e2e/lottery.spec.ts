import type { Page } from '@playwright/test';
import { test, expect, freePlayViaApi, presetStorage } from './fixtures';
import { locale } from './locales';

// /m/lottery (issue 4): the open draws with their numero and a live countdown, popular and
// recent lottery games, the prize mode of the consolidated settings and the play-type tabs.
// The seeded settings list TCG_LOTTO_VN under ELOTT, so the prize mode is Elott.

const countdown = /^(\d+:)?\d{2}:\d{2}$/;

async function expectTicking(page: Page) {
  const first = page.getByTestId('lottery-draw').first();
  const timer = first.getByTestId('lottery-countdown');
  await expect(timer).toHaveText(countdown);
  const start = (await timer.textContent()) ?? '';
  // It ticks every second: within 3 s the text is different (a draw reaching 0 refetches).
  await expect(timer).not.toHaveText(start, { timeout: 3_000 });
  await expect(timer).toHaveText(countdown);
}

for (const language of ['km', 'en'] as const) {
  test(`lottery in ${language}: draws with numeros and a ticking countdown; prize mode and play types`, async ({
    page,
  }) => {
    const t = locale(language);
    await presetStorage(page, { language });
    // The menu comes with the server-rendered page (decision 0048); any the app asks for itself
    // must be the default prize mode and play type.
    const menuCalls: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/lgw/vn/games/game_menu')) menuCalls.push(new URL(r.url()));
    });
    await page.goto('/m/lottery');

    // The shell hides its header here; the page has its own back header.
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-header', 'page');
    await expect(banner.getByRole('button', { name: t('common.back') })).toBeVisible();

    for (const asked of menuCalls) {
      expect(asked.searchParams.get('prizeMode')).toBe('Elott');
      expect(asked.searchParams.get('playType')).toBe('trad');
    }
    await expect(page.getByTestId('lottery-prize-mode')).toHaveText(t('lottery.prizeModes.Elott'));
    await expect(page.getByRole('tab', { name: t('lottery.playTypes.trad') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const draws = page.getByTestId('lottery-draw');
    await expect(draws.first()).toBeVisible();
    expect(await draws.count()).toBeGreaterThan(3);
    const numero = draws.first().getByTestId('lottery-numero');
    await expect(numero).toHaveText(new RegExp(`\\d{8}-\\d{4}`));
    const [drawBefore, drawAfter] = t('lottery.draw').split('{{numero}}');
    await expect(numero).toContainText(drawBefore!.trim() || drawAfter!.trim());
    await expect(page.getByRole('heading', { name: t('lottery.openDraws') })).toBeVisible();
    await expect(page.getByTestId('lottery-popular')).toBeVisible();
    // A guest has no recently played list.
    await expect(page.getByTestId('lottery-recent')).toHaveCount(0);
    await expectTicking(page);

    // Entertainment: other games, asked with playType=ent.
    const tradIds = await draws.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-game-id')),
    );
    const entCall = page.waitForRequest(
      (r) => r.url().includes('/lgw/vn/games/game_menu') && r.url().includes('playType=ent'),
    );
    await page.getByRole('tab', { name: t('lottery.playTypes.ent') }).click();
    await entCall;
    await expect(page.getByRole('tab', { name: t('lottery.playTypes.ent') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect
      .poll(() => draws.evaluateAll((els) => els.map((e) => e.getAttribute('data-game-id'))))
      .not.toEqual(tradIds);
    await expect(draws.first().getByTestId('lottery-numero')).toHaveText(/\d{8}-\d{4}/);
    await expectTicking(page);
  });
}

test('lottery: a guest tapping a draw goes to log in', async ({ page }) => {
  await presetStorage(page, { language: 'en' });
  await page.goto('/m/lottery');
  await page.getByTestId('lottery-draw').first().click();
  await expect(page).toHaveURL((u) => u.pathname === '/m/login');
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
});

test('lottery: a player launches a draw with play money and then finds it under recent', async ({
  page,
}) => {
  const t = locale('en');
  await freePlayViaApi(page, { language: 'en' });
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-recent')).toHaveCount(0);
  const draw = page.getByTestId('lottery-draw').first();
  const gameId = await draw.getAttribute('data-game-id');
  const launch = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
  await draw.click();
  const body = (await launch).request().postDataJSON() as { freePlay: boolean; gameId: string };
  expect(body).toMatchObject({ freePlay: true, gameId });
  const dialog = page.getByTestId('game-frame');
  await expect(dialog).toHaveAttribute('data-wallet', 'PLAY');
  // A lottery launch shows the lottery ticket page (issue 14), in play money.
  const ticketPage = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect(ticketPage.getByTestId('lottery-place')).toBeVisible();
  await expect(ticketPage.getByTestId('lottery-wallet')).toHaveText('Play money');
  await dialog.getByRole('button', { name: t('games.frameBack') }).click();
  await expect(dialog).toHaveCount(0);
  const recent = page.getByTestId('lottery-recent');
  await expect(recent).toBeVisible();
  await expect(recent.locator(`[data-game-id="${gameId}"]`)).toBeVisible();
});
