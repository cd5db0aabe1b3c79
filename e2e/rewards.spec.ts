import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { OpsDepositPromotion } from '@app/contracts/rewards';
import { freshPassword } from './auth-helpers';
import {
  apiReadyToWithdraw,
  escapeRegExp,
  fill,
  mainBalance,
  methods,
  methodTile,
  newMember,
  openConsole,
  plain,
  pspButtons,
  usd,
  type Lang,
  type Member,
  type T,
} from './cashier-helpers';
import { e2eBaseUrl, expect, test } from './fixtures';
import { signInAsNewOperator } from './ops-helpers';

/**
 * The reward journey (issue 16) end to end, as new members and a finance operator use it against
 * the real server: the welcome bonus credited with its deposit, locked for withdrawals until its
 * wagering is met by slot rounds, then withdrawn; the daily check-in on two consecutive days
 * (the server's clock moved a day ahead); and a claim that needs approval, approved or rejected
 * with a reason in the console and seen so by the member.
 *
 * It moves the server's clock and changes a deposit bonus's rules, so it runs in the `operator`
 * project (one worker, after everything else); both are put back however a test ends.
 */

// Operator sign-ins wait for a fresh authenticator code (30 s steps); rounds take a while.
test.describe.configure({ timeout: 240_000 });

// ------------------------------------------------------------------ helpers

/**
 * What a test changed on the server and must put back: run by the test's own `finally` and,
 * should the test be cut off (a timeout skips `finally`), by afterEach. Each runs once.
 */
let cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  const pending = cleanups.reverse();
  cleanups = [];
  for (const step of pending) await step();
}
test.afterEach(async ({ request }) => {
  await cleanUp();
  // The clock always goes back to real time, whatever the test did.
  await setServerClock(request, 0);
});

type Envelope<V> = { success: boolean; errorCode: string | null; value: V };

/** The seeded welcome bonus (apps/server/src/seed/deposit-promotion-seed.ts). */
const WELCOME = 'WELCOME100';
/** The seeded event that needs the console's approval (20.00, once per member). */
const LOYALTY = 'event:LOYALTY_BONUS';
const LOYALTY_AMOUNT = 20;
const LOYALTY_TITLE = 'Loyalty bonus';
/** The check-in cycle's amounts (the CHECK_IN event's rules, seeded). */
const CHECK_IN_DAYS = [1, 2, 3, 5, 8, 10, 20];
const DAY_MS = 86_400_000;

/** The console in a desktop-sized context of its own, signed in as a new operator of `role`. */
async function openConsoleAs(
  browser: Browser,
  role: 'finance',
): Promise<{ desk: BrowserContext; ops: Page; csrf: () => Promise<string> }> {
  const desk = await browser.newContext({
    baseURL: e2eBaseUrl,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  // The demo admin's session is this worker's (cashier-helpers' openConsole): each sign-in of
  // the demo operator costs a code, and used codes count as failures towards its captcha.
  const { desk: adminDesk } = await openConsole(browser, 'reuse');
  const adminSession = (await (
    await adminDesk.request.get('/ops/api/session')
  ).json()) as Envelope<{
    csrfToken: string;
  }>;
  await signInAsNewOperator(adminDesk.request, desk.request, role, adminSession.value.csrfToken);
  await adminDesk.close();
  const ops = await desk.newPage();
  await ops.goto('/ops/');
  await ops
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rewards' })
    .click();
  await expect(ops.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  const csrf = async () => {
    const answer = await desk.request.get('/ops/api/session');
    const body = (await answer.json()) as Envelope<{ csrfToken: string }>;
    expect(body.success, 'console session').toBe(true);
    return body.value.csrfToken;
  };
  return { desk, ops, csrf };
}

/** The deposit bonuses as the console's row lists them. */
async function depositPromotions(desk: BrowserContext): Promise<OpsDepositPromotion[]> {
  const answer = await desk.request.get('/ops/api/rewards/deposit-promotions');
  const body = (await answer.json()) as Envelope<{ list: OpsDepositPromotion[] }>;
  expect(body.success, 'deposit promotions').toBe(true);
  return body.value.list;
}

/** Puts a bonus's rules back (the console row; the edit itself is tested through the screen). */
async function restorePromotion(
  desk: BrowserContext,
  csrf: string,
  promo: OpsDepositPromotion,
): Promise<void> {
  const answer = await desk.request.patch(`/ops/api/rewards/deposit-promotions/${promo.id}`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      wagerMultiplier: promo.wagerMultiplier,
      wagerDays: promo.wagerDays,
      enabled: promo.enabled,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Moves the server's clock `offsetMs` ahead of real time (0 puts it back). */
async function setServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const answer = await request.put('/__dev/clock', { data: { offsetMs } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The header's balance on home ("$12.34" as shown). */
function headerBalance(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByTestId('balance-amount')
    .first()
    .locator('[aria-hidden="true"]');
}

/** A reward centre card by its item key. */
function rewardItem(page: Page, key: string): Locator {
  return page.locator(`[data-testid="reward-item"][data-key="${key}"]`);
}

/** The bonus card of the member's (only) bonus under wagering or released. */
function bonusItem(page: Page): Locator {
  return page.locator('[data-testid="reward-item"][data-key^="bonus:"]');
}

async function openRewardCentre(page: Page) {
  await page.goto('/m/rewardCenter');
  await expect(page.getByTestId('check-in')).toBeVisible();
}

async function expectStatus(item: Locator, t: T, status: string) {
  await expect(item).toHaveAttribute('data-status', status);
  await expect(item.getByTestId('reward-status').first()).toHaveText(t(`rewards.status.${status}`));
}

// ------------------------------------------------------------------ 1. welcome bonus

test('the welcome bonus (en): credited with the deposit, locked for withdrawals until slot rounds meet its wagering, then withdrawn', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The withdrawal above the withdrawable amount may be refused by the server (409 BONUS_LOCKED).
  consoleGuard.allow(/status of 409/);
  const lang: Lang = 'en';
  const { desk, ops, csrf } = await openConsoleAs(browser, 'finance');
  const before = await depositPromotions(desk);
  const welcome = before.find((p) => p.code === WELCOME);
  expect(welcome, 'the seeded welcome bonus').toBeTruthy();
  cleanups.push(async () => {
    await restorePromotion(desk, await csrf(), welcome!);
    await desk.close();
  });
  try {
    // Finance shortens the requirement on the console: 1x (bonus + deposit). A grant keeps the
    // rules it was credited with, so this comes before the deposit.
    await ops.getByRole('tab', { name: 'Deposit bonuses' }).click();
    const row = ops.getByRole('row').filter({ hasText: WELCOME });
    await expect(row).toContainText(`${welcome!.wagerMultiplier}× bonus + deposit`);
    await row.getByRole('button', { name: `Edit ${welcome!.title}` }).click();
    const dialog = ops.getByRole('dialog', { name: `Edit ${welcome!.title}` });
    await dialog.getByLabel('Wagering multiple').fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(ops.getByRole('status')).toHaveText(`${welcome!.title} saved.`);
    await expect(row).toContainText('1× bonus + deposit');

    await welcomeJourney(page, lang, welcome!);
  } finally {
    await cleanUp();
  }
});

async function welcomeJourney(page: Page, lang: Lang, welcome: OpsDepositPromotion) {
  const { t, token } = await newMember(page, lang);
  // A deposit of 300.00 gets the most bonus (100% up to its cap), so the locked amount (the
  // bonus) and the withdrawable one (the deposit) differ and a message names one or the other.
  const deposit = 300;
  const bonus = Math.min((deposit * welcome.bonusPercent) / 100, welcome.maxBonus);
  expect(bonus, 'a bonus below the deposit').toBeLessThan(deposit);
  const required = 1 * (bonus + deposit);
  const pin = '135790';

  // The reward centre offers the welcome bonus; its button opens the deposit with it chosen.
  await openRewardCentre(page);
  const offer = page.locator(`[data-testid="reward-item"][data-key^="deposit:"]`).filter({
    has: page.getByRole('heading', { name: '100% welcome bonus' }),
  });
  await expectStatus(offer, t, 'JOIN');
  await offer.getByRole('link', { name: t('rewards.action.deposit') }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?promo=\d+$/);
  const promoRadio = page.getByRole('radio', { name: /^100% welcome bonus/ });
  await expect(promoRadio).toBeChecked();
  // The shortened rule is what the member is offered.
  await expect(promoRadio).toHaveAccessibleName(
    new RegExp(`${escapeRegExp(fill(t('deposit.promoWager'), { multiplier: 1 }))}(?!\\d)`),
  );

  // Through the payment gateway simulator, as the cashier's own test pays.
  await methodTile(page, methods.card[lang]).check();
  await page.getByLabel(t('deposit.amountLabel'), { exact: true }).fill(String(deposit));
  await expect(promoRadio).toBeChecked();
  await page.getByRole('button', { name: t('deposit.pay') }).click();
  await page.waitForURL(/\/psp\/pay\/pay_[0-9a-f]{24}$/);
  await page.getByRole('button', { name: pspButtons[lang].pay }).click();
  await page.waitForURL(/\/m\/voucherCenter\?deposit=\d+$/);
  const result = page.getByTestId('deposit-result');
  await expect(
    result.getByRole('heading', { name: t('deposit.result.SUCCESS.title') }),
  ).toBeVisible({ timeout: 15_000 });
  // The deposit and its bonus, in one go.
  await expect(mainBalance(page)).toHaveText(usd(deposit + bonus));

  // The reward centre: the bonus under wagering, nothing done yet; the welcome offer is closed.
  await openRewardCentre(page);
  await expectStatus(bonusItem(page), t, 'PROCESSING');
  await expect(bonusItem(page).getByTestId('reward-wagering')).toContainText(
    fill(t('rewards.wagering.progress'), { done: usd(0), required: usd(required) }),
  );
  await expect(page.getByTestId('rewards-locked')).toContainText(usd(bonus));

  // The withdraw screen: the bonus is locked, the deposit is withdrawable.
  await apiReadyToWithdraw(page.request, token, pin);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText(usd(deposit));
  await expect(page.getByTestId('withdraw-locked')).toContainText(usd(bonus));
  await expect(page.getByTestId('withdraw-wagering-item')).toContainText(
    fill(t('rewards.wagering.progress'), { done: usd(0), required: usd(required) }),
  );
  // More than the withdrawable amount (less than the balance): refused, and the refusal (the
  // amount's error, or the server's answer) names the locked amount.
  const amount = page.getByLabel(t('withdraw.form.amount'), { exact: true });
  const tooMuch = String(deposit + bonus / 2);
  await amount.fill(tooMuch);
  await page.getByLabel(t('withdraw.form.paymentPassword'), { exact: true }).fill(pin);
  await page.getByRole('button', { name: t('withdraw.form.submit'), exact: true }).click();
  const refusal = page
    .locator('#withdraw-amount-error')
    .or(page.getByRole('alert'))
    .filter({ hasText: plain(bonus) });
  await expect(refusal.first()).toBeVisible();
  await expect(amount).toHaveValue(tooMuch);
  await expect(page.getByRole('heading', { name: t('withdraw.success.title') })).toHaveCount(0);
  await expect(page.getByTestId('withdrawable')).toHaveText(usd(deposit));

  // Slot rounds (the demo game, real money) until the requirement is met.
  await playSlotsFor(page, t, required);

  // Met: the lock is gone, the reward centre shows the bonus claimed.
  await openRewardCentre(page);
  await expectStatus(bonusItem(page), t, 'CLAIMED');
  await expect(page.getByTestId('rewards-locked')).toHaveCount(0);

  // And the money can leave: a withdrawal (of the minimum, 50.00) is held at once.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-locked')).toHaveCount(0);
  const withdrawable = page.getByTestId('withdrawable');
  await expect(withdrawable).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const balanceBefore = Number((await withdrawable.textContent())!.replace(/[$,]/g, ''));
  expect(balanceBefore).toBeGreaterThanOrEqual(50);
  await page.getByLabel(t('withdraw.form.amount'), { exact: true }).fill('50');
  await page.getByLabel(t('withdraw.form.paymentPassword'), { exact: true }).fill(pin);
  await page.getByRole('button', { name: t('withdraw.form.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('withdraw.success.title') })).toBeVisible();
  await expect(page.getByTestId('withdraw-reference')).not.toBeEmpty();
}

/** The stakes a minimum bet gives (slot-math.ts), and the largest up to MAX_STAKE. */
const STAKE_MULTIPLES = [1, 2, 5, 10, 20, 50, 100];
// At most 12.50 a round: the whole balance is staked once, and at this size the chance it ends
// below the 50.00 withdrawal minimum is below 1 in 100,000 (simulated with slot-math.ts).
const MAX_STAKE = 12.5;
const bestStake = (minBet: number) =>
  Math.max(0, ...STAKE_MULTIPLES.map((m) => m * minBet).filter((s) => s <= MAX_STAKE));

/**
 * A slot near the top of the game list whose stakes go highest (up to 12.50), so the
 * requirement takes few rounds (the list's own order; its first screen shows it).
 */
async function slotWithHighStakes(page: Page): Promise<{ nodeId: number; gameName: string }> {
  const answer = await page.request.get('/wps/relay/GCSGAME_gameList', {
    params: { gameType: 'RNG', pageNo: 1, pageSize: 9 },
  });
  const body = (await answer.json()) as Envelope<{
    list: { nodeId: number; gameName: string; minBet: number }[];
  }>;
  const [best] = [...body.value.list].sort((a, b) => bestStake(b.minBet) - bestStake(a.minBet));
  expect(best, 'a slot on the first page').toBeTruthy();
  return best!;
}

/**
 * Opens a slot of the game list in the in-app frame and spins at its highest stake up to 12.50
 * until `turnover` has been staked. Every round must go through (no error in the game).
 */
async function playSlotsFor(page: Page, t: T, turnover: number) {
  const game = await slotWithHighStakes(page);
  await page.goto('/m/gameList?gameType=RNG');
  await page
    .locator(`[data-testid="game-tile"][data-node-id="${game.nodeId}"]`)
    .getByRole('button', { name: fill(t('games.play'), { name: game.gameName }) })
    .click();
  const dialog = page.getByTestId('game-frame');
  await expect(dialog).toHaveAttribute('data-wallet', 'REAL');
  const frame = page.frameLocator('[data-testid="game-frame"] iframe');
  const spin = frame.getByTestId('demo-spin');
  const stakeSelect = frame.getByTestId('demo-stake');
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const stakes = (await stakeSelect
    .locator('option')
    .evaluateAll((options) =>
      options.map((o) => Number((o as HTMLOptionElement).value)),
    )) as number[];
  const fitting = stakes.filter((s) => s <= MAX_STAKE);
  const stake = fitting.length > 0 ? Math.max(...fitting) : Math.min(...stakes);
  await stakeSelect.selectOption(String(stake));
  let staked = 0;
  while (staked < turnover) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await expect(frame.getByTestId('demo-error')).toBeHidden();
    staked += stake;
  }
  await dialog.getByRole('button', { name: t('games.frameBack') }).click();
  await expect(dialog).toHaveCount(0);
}

// ------------------------------------------------------------------ 2. daily check-in

test('the daily check-in (km): today, then tomorrow on the server clock; the streak is 2 and both days are paid', async ({
  page,
  request,
  consoleGuard,
}) => {
  // A day later the member's session has ended: its calls answer 401 until they log in again.
  consoleGuard.allow(/status of 401/);
  const { t, username } = await newMember(page, 'km');
  // The calendar carries the check-in item's status like a card does.
  const calendar = page.getByTestId('check-in');
  const streak = page.getByTestId('check-in-streak');
  try {
    await openRewardCentre(page);
    await expect(streak).toHaveText(t('rewards.checkIn.streak_zero'));
    await expectStatus(calendar, t, 'CLAIM');
    await calendar
      .getByRole('button', {
        name: fill(t('rewards.checkIn.button'), { amount: usd(CHECK_IN_DAYS[0]!) }),
      })
      .click();
    await expect(page.getByTestId('checked-in-today')).toHaveText(t('rewards.checkIn.done'));
    await expect(streak).toHaveText(fill(t('rewards.checkIn.streak_other'), { count: 1 }));
    await expectStatus(calendar, t, 'SIGNED');
    await expect(calendar.locator('[data-testid="check-in-day"][data-signed="true"]')).toHaveCount(
      1,
    );
    await page.goto('/m/home');
    await expect(headerBalance(page)).toHaveText(usd(CHECK_IN_DAYS[0]!));

    // The next day on the server's clock.
    await setServerClock(request, DAY_MS);
    await logInAgainIfAsked(page, t, username);
    await openRewardCentre(page);
    await expectStatus(calendar, t, 'CLAIM');
    await expect(streak).toHaveText(fill(t('rewards.checkIn.streak_other'), { count: 1 }));
    await calendar
      .getByRole('button', {
        name: fill(t('rewards.checkIn.button'), { amount: usd(CHECK_IN_DAYS[1]!) }),
      })
      .click();
    await expect(page.getByTestId('checked-in-today')).toBeVisible();
    await expect(streak).toHaveText(fill(t('rewards.checkIn.streak_other'), { count: 2 }));
    await expect(calendar.locator('[data-testid="check-in-day"][data-signed="true"]')).toHaveCount(
      2,
    );
    await page.goto('/m/home');
    await expect(headerBalance(page)).toHaveText(usd(CHECK_IN_DAYS[0]! + CHECK_IN_DAYS[1]!));
  } finally {
    await setServerClock(request, 0);
  }
});

/**
 * After the clock jump the member's 24-hour session has ended; the app sends them to log in
 * (or they are still in, which is fine too). Logs in through the login screen.
 */
async function logInAgainIfAsked(page: Page, t: T, username: string) {
  await page.goto('/m/rewardCenter');
  const login = page.getByRole('button', { name: t('auth.submitLogin') });
  await expect(login.or(page.getByTestId('check-in'))).toBeVisible({ timeout: 15_000 });
  if (!(await login.isVisible())) return;
  await page.getByRole('textbox', { name: t('auth.fields.username'), exact: true }).fill(username);
  await page.getByLabel(t('auth.fields.password'), { exact: true }).fill(freshPassword);
  await login.click();
  await expect(page).not.toHaveURL(/\/m\/login/);
}

// ------------------------------------------------------------------ 3. approval in the console

const approvalCases = [
  { lang: 'en', decision: 'approve' },
  { lang: 'km', decision: 'reject' },
] as const;

for (const c of approvalCases) {
  test(`a claim that needs approval (${c.lang}): applying, then ${c.decision === 'approve' ? 'approved in the console: issued and paid' : 'rejected in the console with a reason: rejected, the reason shown'}`, async ({
    page,
    browser,
  }) => {
    const member = await newMember(page, c.lang);
    const { t } = member;

    // The member applies: the event needs the operator's approval.
    await openRewardCentre(page);
    const item = rewardItem(page, LOYALTY);
    await expectStatus(item, t, 'JOIN');
    await item.getByRole('button', { name: t('rewards.action.apply') }).click();
    await expect(page.getByText(t('rewards.toast.applied'))).toBeVisible();
    await expectStatus(item, t, 'APPLYING');
    await expect(item.getByTestId('reward-action')).toHaveCount(0);

    // Finance decides in the console.
    const { desk, ops } = await openConsoleAs(browser, 'finance');
    const reason = 'Loyalty needs 30 days of play first';
    try {
      await decideInConsole(ops, member, c.decision, reason);
    } finally {
      await desk.close();
    }

    // The member sees the decision.
    await openRewardCentre(page);
    if (c.decision === 'approve') {
      await expectStatus(item, t, 'ISSUED');
      await page.goto('/m/home');
      await expect(headerBalance(page)).toHaveText(usd(LOYALTY_AMOUNT));
    } else {
      await expectStatus(item, t, 'REJECTED');
      await expect(item.getByTestId('reward-reason')).toHaveText(
        fill(t('rewards.reason'), { reason }),
      );
      await page.goto('/m/home');
      await expect(headerBalance(page)).toHaveText(usd(0));
    }
  });
}

/** The claims waiting in the console: the member's row, the decision confirmed in its dialog. */
async function decideInConsole(
  ops: Page,
  member: Member,
  decision: 'approve' | 'reject',
  reason: string,
) {
  await expect(ops.getByRole('tab', { name: 'Claims' })).toHaveAttribute('aria-selected', 'true');
  await expect(ops.getByRole('radio', { name: 'To decide' })).toBeChecked();
  const row = ops.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('20.00');
  await expect(row).toContainText('To decide');
  // The console names a claim by its promotion's English title and the member.
  const title = LOYALTY_TITLE;
  const label = `${decision === 'approve' ? 'Approve' : 'Reject'} ${title} for ${member.username}`;
  await row.getByRole('button', { name: label }).click();
  const dialog = ops.getByRole('dialog');
  await expect(dialog).toContainText(member.username);
  await expect(dialog).toContainText('20.00');
  if (decision === 'reject') {
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject claim' }).click();
    await expect(ops.getByRole('status')).toHaveText(`${title} for ${member.username} rejected.`);
  } else {
    await dialog.getByRole('button', { name: 'Approve and pay' }).click();
    await expect(ops.getByRole('status')).toHaveText(
      `${title} for ${member.username} approved and paid.`,
    );
  }
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);

  // Among the decided ones, with who decided (and the reason).
  // The filter lives in the URL: the radio is checked once the navigation has rendered.
  const filter = ops.getByRole('radio', { name: decision === 'approve' ? 'Approved' : 'Rejected' });
  await expect(async () => {
    await filter.click();
    await expect(filter).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const decided = ops.getByRole('row').filter({ hasText: member.username });
  await expect(decided).toContainText(decision === 'approve' ? 'Approved' : 'Rejected');
  if (decision === 'reject') await expect(decided).toContainText(reason);
}
