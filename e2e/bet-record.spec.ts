import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { betRoutes } from '@app/contracts/bet-routes';
import { routes } from '@app/contracts/routes';
import { apiGatewayDeposit, fill, newMember } from './cashier-helpers';
import { expect, spaNavigate, test } from './fixtures';

/**
 * The bet record (issue 14) as a new member uses it: money in, one round of the demo game and
 * one lottery ticket of two numbers from the lottery page, then /m/gameRecord: both bets with
 * the range's totals, the game-type filter, a round's reels, and the lottery ticket, one of whose
 * numbers is cancelled and refunded once.
 */
test.describe.configure({ timeout: 180_000 });

/**
 * The 15-minute e-lottery the test plays (the seeded site's prize mode is Elott, so /m/lottery
 * lists e-lotteries): its draw stays open while the test runs.
 */
const LOTTERY = 'North Star E-Lottery';
const LOTTERY_TYPE = 'ELOTT';

const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"] iframe');
const money = /^\$[\d,]+\.\d{2}$/;

async function walletBalance(page: Page, token: string): Promise<number> {
  const answer = await page.request.get(routes.wallet.path, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { value: { sumBalance: number } }).value.sumBalance;
}

const cents = (amount: number) => Math.round(amount * 100);

/** axe-core as the accessibility gate runs it (e2e/accessibility.spec.ts): no serious or critical. */
async function scan(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(blocking, `axe on ${what}`).toEqual([]);
}

/** Seconds left on the ticket page's countdown ("mm:ss"). */
async function secondsLeft(frame: FrameLocator): Promise<number> {
  const text = (await frame.getByTestId('lottery-countdown').textContent()) ?? '';
  const [mm, ss] = text.split(':').map(Number);
  return (mm ?? 0) * 60 + (ss ?? 0);
}

test('a member’s round and lottery ticket in the bet record: filters, details, one number cancelled and refunded once', async ({
  page,
}) => {
  const { t, token } = await newMember(page, 'en');
  await apiGatewayDeposit(page.request, token, '100');
  expect(await walletBalance(page, token)).toBe(100);

  // ---- one round of the demo game from home
  await page.reload();
  const tile = page.getByTestId('game-tile').first();
  await tile.getByRole('button', { name: /^Play / }).click();
  const demo = gameFrame(page);
  await expect(demo.getByTestId('demo-balance')).toHaveText('$100.00');
  await demo.getByTestId('demo-stake').selectOption({ index: 0 });
  await demo.getByTestId('demo-spin').click();
  // The demo game's own texts (apps/server/src/demo-game/demo-page.ts).
  await expect(demo.getByTestId('demo-result')).toHaveText(/You win|No win this time/);
  await page
    .getByTestId('game-frame')
    .getByRole('button', { name: t('games.frameBack') })
    .click();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  const afterRound = await walletBalance(page, token);

  // ---- a lottery ticket of two numbers from the lottery page
  await spaNavigate(page, '/m/lottery');
  await page
    .getByRole('button', { name: fill(t('lottery.play'), { name: LOTTERY }) })
    .first()
    .click();
  const ticket = gameFrame(page);
  await expect(ticket.getByTestId('lottery-balance')).toHaveText(money);
  await expect(ticket.getByTestId('lottery-numero')).toHaveText(/^Draw \d{8}-\d{4}$/);
  // A draw about to close would take the ticket away from cancelling: wait for the next one.
  if ((await secondsLeft(ticket)) < 120) {
    const closing = await ticket.getByTestId('lottery-numero').textContent();
    await expect(ticket.getByTestId('lottery-numero')).not.toHaveText(closing!, {
      timeout: 150_000,
    });
  }
  const numero = ((await ticket.getByTestId('lottery-numero').textContent()) ?? '').replace(
    'Draw ',
    '',
  );
  await expect(ticket.getByTestId('lottery-place')).toBeDisabled();
  await ticket.getByRole('button', { name: '07', exact: true }).click();
  await ticket.getByRole('button', { name: '70', exact: true }).click();
  await expect(ticket.getByRole('button', { name: '07', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const picks = ticket.getByTestId('lottery-picks').getByRole('listitem');
  await expect(picks).toHaveCount(2);
  const stakeText = await picks
    .first()
    .getByRole('combobox')
    .locator('option:checked')
    .textContent();
  const stake = Number(stakeText!.replace(/[$,]/g, ''));
  await expect(ticket.getByTestId('lottery-total')).toHaveText(`$${(2 * stake).toFixed(2)}`);
  await ticket.getByTestId('lottery-place').click();
  await expect(ticket.getByTestId('lottery-notice')).toHaveText(`Ticket placed for draw ${numero}`);
  const placed = ticket.getByTestId('lottery-tickets').locator('[data-order-id]').first();
  await expect(placed).toHaveAttribute('data-status', 'OPEN');
  const afterTicket = await walletBalance(page, token);
  expect(cents(afterTicket)).toBe(cents(afterRound) - cents(2 * stake));
  await expect(ticket.getByTestId('lottery-balance')).toHaveText(`$${afterTicket.toFixed(2)}`);
  // The ticket page on its own (axe does not scan inside frames).
  const src = await page.locator('[data-testid="game-frame"] iframe').getAttribute('src');
  const alone = await page.context().newPage();
  await alone.goto(src!);
  await expect(alone.getByTestId('lottery-tickets').locator('[data-order-id]')).toHaveCount(1);
  await scan(alone, 'the lottery ticket page');
  await alone.close();
  await page
    .getByTestId('game-frame')
    .getByRole('button', { name: t('games.frameBack') })
    .click();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);

  // ---- the bet record: both bets, newest first, with the range's totals
  await spaNavigate(page, '/m/gameRecord');
  const rows = page.getByTestId('bet-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'LOTTERY');
  await expect(rows.nth(0)).toContainText(LOTTERY);
  await expect(rows.nth(0)).toContainText(fill(t('betRecord.row.draw'), { numero }));
  await expect(rows.nth(0).getByTestId('bet-row-status')).toHaveText(t('betRecord.status.OPEN'));
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'ROUND');
  await expect(page.getByTestId('bet-count')).toHaveText(
    fill(t('betRecord.totals.count'), { n: 2 }),
  );
  await expect(page.getByTestId('bet-total-stake')).toHaveText(money);
  await scan(page, 'the bet record');

  // The game type filter: lottery only, then every type again (kept in the address).
  await page.getByTestId('bet-game-type').selectOption(LOTTERY_TYPE);
  await expect(page).toHaveURL(new RegExp(`gameType=${LOTTERY_TYPE}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'LOTTERY');
  await page.getByTestId('bet-game-type').selectOption('');
  await expect(rows).toHaveCount(2);

  // A round's detail: the reels it showed.
  await rows.nth(1).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('bet-reels').locator('[data-symbol]')).toHaveCount(9);
  await expect(sheet.getByTestId('bet-detail-status')).toHaveText(t('betRecord.status.SETTLED'));
  await sheet.getByRole('button', { name: t('common.close') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The lottery order: two open numbers; one is cancelled after a confirm.
  await rows.nth(0).click();
  const pickRows = sheet.getByTestId('bet-pick');
  await expect(pickRows).toHaveCount(2);
  await expect(pickRows.first()).toHaveAttribute('data-status', 'OPEN');
  await expect(sheet.getByTestId('bet-result')).toHaveText(t('betRecord.detail.waiting'));
  await scan(page, 'a lottery order’s detail');
  await sheet
    .getByRole('button', { name: fill(t('betRecord.cancel.button'), { pick: '07' }) })
    .click();
  const confirm = page.getByRole('alertdialog', { name: t('betRecord.cancel.title') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: t('betRecord.cancel.confirm') }).click();
  await expect(confirm).toHaveCount(0);
  const cancelled = sheet.locator('[data-testid="bet-pick"][data-status="CANCELLED"]');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('07');
  await expect(
    sheet.getByRole('button', { name: fill(t('betRecord.cancel.button'), { pick: '07' }) }),
  ).toHaveCount(0);
  await expect(sheet.getByTestId('bet-detail-stake')).toHaveText(`$${stake.toFixed(2)}`);

  // Refunded once: the balance is back by one stake, and a second cancel is refused.
  await expect
    .poll(() => walletBalance(page, token))
    .toBe((cents(afterTicket) + cents(stake)) / 100);
  const subOrderId = await cancelled.getAttribute('data-sub-order-id');
  const again = await page.request.post(betRoutes.betSubOrderCancel.path, {
    headers: { Authorization: `Bearer ${token}` },
    data: { subOrderId },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { errorCode: string }).errorCode).toBe('ORDER_NOT_CANCELLABLE');
  expect(cents(await walletBalance(page, token))).toBe(cents(afterTicket) + cents(stake));

  // The row follows: the stake left on the ticket.
  await sheet.getByRole('button', { name: t('common.close') }).click();
  await expect(rows.nth(0)).toContainText(
    fill(t('betRecord.row.stake'), { amount: `$${stake.toFixed(2)}` }),
  );
});
