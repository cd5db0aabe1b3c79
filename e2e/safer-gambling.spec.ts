import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { devRoutes } from '@app/contracts/dev-routes';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { freshPassword } from './auth-helpers';
import {
  apiGatewayDeposit,
  apiReadyToWithdraw,
  apiWithdraw,
  escapeRegExp,
  fill,
  methodTile,
  methods,
  newMember,
  type Member,
  type T,
} from './cashier-helpers';
import { expect, presetStorage, test } from './fixtures';
import { locale } from './locales';

/**
 * Safer gambling (issue 18) end to end, as new members use it, against the real server: the
 * tools shown once after registration, a 24-hour deposit limit that refuses what it does not
 * leave and waits 24 hours to be raised, a time-out that stops play but not withdrawals, a
 * reality check over a running game, and the account history as a CSV file. Each test has a
 * member of its own.
 */

test.describe.configure({ timeout: 150_000 });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The member's protections as the server answers them. */
async function protections(page: Page, member: Member) {
  const res = await page.request.get(saferGamblingRoutes.saferGambling.path, {
    headers: bearer(member.token),
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: SaferGamblingValue }).value;
}
type SaferGamblingValue = {
  depositLimits: {
    period: string;
    amount: number | null;
    pending: { amount: number | null; effectiveAt: string } | null;
  }[];
  block: { kind: string; until: string | null } | null;
};

/** One period's deposit limit card on the safer-gambling screen. */
const depositCard = (page: Page, period: 'DAY' | 'WEEK' | 'MONTH') =>
  page.getByTestId(`deposit-limit-${period}`);

async function setLimit(card: Locator, m: Member, amount: string) {
  const { t } = m;
  await card
    .getByRole('button', {
      name: new RegExp(
        `^(${escapeRegExp(t('saferGambling.limits.set'))}|${escapeRegExp(t('saferGambling.limits.change'))})$`,
      ),
    })
    .click();
  await card.getByLabel(t('saferGambling.limits.newAmount')).fill(amount);
  await card.getByRole('button', { name: t('saferGambling.limits.save') }).click();
}

/** The first game tile of home, launched by its "Play <name>" button. */
async function launchFirstGame(page: Page, t: T) {
  const [before, after] = t('games.play').split('{{name}}');
  const label = new RegExp(`^${escapeRegExp(before!)}.+${escapeRegExp(after ?? '')}$`);
  const tile = page.getByTestId('game-tile').first();
  await tile.scrollIntoViewIfNeeded();
  await tile.getByRole('button', { name: label }).click();
}

test.describe('a new member', () => {
  test.use({ saferGamblingIntro: 'keep' });

  test('sees the tools once after registering, sets a 24-hour deposit limit of 50, deposits 40, is refused 20 with 10 left, and a raise waits 24 hours', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/); // the refused deposit
    const m = await newMember(page, 'en');
    const { t } = m;

    // The tools, shown once after registration.
    const intro = page.getByTestId('safer-gambling-intro');
    await expect(intro).toBeVisible();
    await expect(intro).toContainText(t('saferGambling.introSheet.title'));
    await intro.getByTestId('safer-gambling-intro-set-limits').click();
    await expect(page).toHaveURL(/\/m\/saferGambling$/);

    // A 24-hour deposit limit of 50 applies at once.
    const day = depositCard(page, 'DAY');
    await expect(day.getByTestId('deposit-limit-DAY-amount')).toHaveText(
      t('saferGambling.limits.none'),
    );
    // A typo is refused on the spot and what was typed stays.
    await day.getByRole('button', { name: t('saferGambling.limits.set') }).click();
    const field = day.getByLabel(t('saferGambling.limits.newAmount'));
    await field.fill('5o');
    await day.getByRole('button', { name: t('saferGambling.limits.save') }).click();
    await expect(day.getByText(t('saferGambling.limits.problem.invalid'))).toBeVisible();
    await expect(field).toHaveValue('5o');
    await field.fill('50');
    await day.getByRole('button', { name: t('saferGambling.limits.save') }).click();
    await expect(day.getByText(t('saferGambling.limits.savedNow'))).toBeVisible();
    await expect(day.getByTestId('deposit-limit-DAY-amount')).toHaveText('$50.00');

    // 40 through the payment gateway.
    await apiGatewayDeposit(page.request, m.token, '40');

    // The deposit screen says what is left, and refuses 20 naming the 10 left; 20 stays typed.
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-limit-note')).toHaveText(
      fill(t('deposit.limitLeft'), { amount: '$10.00', window: t('deposit.limitWindow.DAY') }),
    );
    await methodTile(page, methods.card.en).check();
    const amount = page.getByLabel(t('deposit.amountLabel'), { exact: true });
    await amount.fill('20');
    await page.getByRole('button', { name: t('deposit.pay') }).click();
    await expect(page.getByRole('alert').filter({ hasText: /10\.00/ })).toContainText(
      t('saferGamblingErrors.depositPeriod.DAY'),
    );
    await expect(amount).toHaveValue('20');
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // Raising it to 100 waits 24 hours; 50 stays in force meanwhile.
    await page.goto('/m/saferGambling');
    await expect(day.getByTestId('deposit-limit-DAY-used')).toHaveText('$40.00');
    await expect(day.getByTestId('deposit-limit-DAY-remaining')).toHaveText('$10.00');
    const asked = Date.now();
    await setLimit(day, m, '100');
    await expect(day.getByTestId('deposit-limit-DAY-pending')).toBeVisible();
    await expect(day.getByTestId('deposit-limit-DAY-pending')).toContainText('$100.00');
    await expect(day.getByTestId('deposit-limit-DAY-amount')).toHaveText('$50.00');
    const limit = (await protections(page, m)).depositLimits.find((l) => l.period === 'DAY')!;
    expect(limit.amount).toBe(50);
    expect(limit.pending?.amount).toBe(100);
    const wait = new Date(limit.pending!.effectiveAt).getTime() - asked;
    expect(wait).toBeGreaterThan(24 * 3_600_000 - 120_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000 + 120_000);

    // Shown once: back on home after a reload, no sheet.
    await page.goto('/m/home');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(intro).toHaveCount(0);
  });
});

test('a member takes a 24-hour time-out (km): no game launches, but the withdrawal goes through', async ({
  page,
  consoleGuard,
}) => {
  // The wrong password (401) and the refused launch (403).
  consoleGuard.allow(/status of (401|403)/);
  const m = await newMember(page, 'km');
  const { t } = m;
  await apiGatewayDeposit(page.request, m.token, '100');
  const cardId = await apiReadyToWithdraw(page.request, m.token, '246810');

  await page.goto('/m/saferGambling');
  await page
    .getByTestId('time-out-choices')
    .getByRole('button', { name: t('saferGambling.periods.hours24') })
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('break-sheet-warning')).toBeVisible();
  // A wrong password starts nothing and stays typed.
  const password = sheet.getByLabel(t('saferGambling.sheet.password'));
  await password.fill('not-my-password');
  await sheet.getByRole('button', { name: t('saferGambling.sheet.confirmTimeOut') }).click();
  await expect(sheet.getByText(t('saferGambling.sheet.wrongPassword'))).toBeVisible();
  await expect(password).toHaveValue('not-my-password');
  expect((await protections(page, m)).block).toBeNull();
  await password.fill(freshPassword);
  await sheet.getByRole('button', { name: t('saferGambling.sheet.confirmTimeOut') }).click();
  await expect(page.getByTestId('safer-gambling-block')).toContainText(
    t('saferGambling.block.timeOut'),
  );
  const block = (await protections(page, m)).block;
  expect(block?.kind).toBe('TIME_OUT');

  // A game launch opens on the cover that says why play stopped.
  await page.goto('/m/home');
  await launchFirstGame(page, t);
  const cover = page.getByTestId('play-blocked');
  await expect(cover).toContainText(t('playSession.blocked.TIME_OUT'));
  await expect(cover).toContainText(t('playSession.blocked.stillWithdraw'));
  await expect(page.locator('[data-testid="game-frame"] iframe')).toHaveCount(0);
  await cover.getByTestId('play-blocked-leave').click();

  // The deposit screen says deposits are closed; a withdrawal still goes through.
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('deposit-limit-note')).toContainText(
    t('deposit.limitClosed').split('{{')[0]!.trim(),
  );
  const withdrawal = await apiWithdraw(page.request, m.token, cardId, '50', '246810');
  expect(withdrawal.status).toBe('PENDING');
});

test('a reality check appears over a running game with the session figures; continue, then stop', async ({
  page,
}) => {
  const m = await newMember(page, 'en');
  const { t } = m;
  await presetStorage(page, { theme: 'dark' });
  await apiGatewayDeposit(page.request, m.token, '100');
  // Test mode: a check every 20 seconds instead of every 60 minutes.
  const set = await page.request.put(devRoutes.devRealityCheckSeconds.path, {
    data: { username: m.username, seconds: 20 },
  });
  expect(set.ok()).toBe(true);

  await page.goto('/m/home');
  await launchFirstGame(page, t);
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  const spin = game.getByTestId('demo-spin');
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  await spin.click();
  await expect(game.getByTestId('demo-result')).not.toHaveText('');
  // The frame's bar shows the session's net position.
  await expect(page.getByTestId('play-net-session')).toBeVisible();

  const check = page.getByRole('alertdialog', { name: t('realityCheck.title') });
  await expect(check).toBeVisible({ timeout: 60_000 });
  await expect(check.getByTestId('reality-check-net')).toContainText(t('realityCheck.net'));
  await expect(check.getByTestId('reality-check-net')).toContainText('$');
  await expect(check.getByTestId('reality-check-history')).toHaveText(t('realityCheck.history'));
  await check.getByTestId('reality-check-continue').click();
  await expect(check).toHaveCount(0);

  // The next one comes 20 seconds after "continue"; "stop playing" leaves the game.
  await expect(check).toBeVisible({ timeout: 60_000 });
  await check.getByTestId('reality-check-stop').click();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
});

test('a guest finds the tools from the footer; a member downloads the account history as CSV', async ({
  page,
}) => {
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/home');
  const en = locale('en');
  await page.getByRole('link', { name: en('footer.saferGambling') }).click();
  await expect(page).toHaveURL(/\/m\/saferGambling$/);
  await expect(page.getByText(en('saferGambling.loginTitle'))).toBeVisible();
  await expect(page.getByText(en('saferGambling.help.title'))).toBeVisible();

  const m = await newMember(page, 'en');
  const deposit = await apiGatewayDeposit(page.request, m.token, '25');
  await page.goto('/m/accountHistory');
  await expect(page.getByText(deposit.reference)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('history-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^account-history-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff); // the BOM: Khmer opens right in spreadsheets
  expect(csv).toContain(deposit.reference);
});
