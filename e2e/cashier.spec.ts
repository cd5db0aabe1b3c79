import type { Page } from '@playwright/test';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import {
  apiGatewayDeposit,
  apiReadyToWithdraw,
  apiReportedTransfer,
  apiWithdraw,
  escapeRegExp,
  fill,
  findRequest,
  mainBalance,
  methods,
  methodTile,
  newMember,
  openCashDesk,
  openConsole,
  pspButtons,
  receivingAccount,
  settleAtDesk,
  signedIn,
  signedOut,
  usd,
  type T,
} from './cashier-helpers';
import { expect, presetStorage, test } from './fixtures';
import { storedSession } from './auth-helpers';
import { locale } from './locales';

/**
 * The cashier (issue 13) end to end, as new members use it, against the real server and its
 * payment gateway simulator: a gateway deposit, a bank transfer approved at the console's cash
 * desk, withdrawals rejected and paid there, the transaction record, free_reject for trial
 * accounts, and bad input that keeps what was typed. Each test has a member of its own.
 */

// The operator's code is good once per 30 s step: a test may wait for the next one.
test.describe.configure({ timeout: 150_000 });

/** The transaction record's row of one reference. */
function recordRow(page: Page, reference: string) {
  return page.getByTestId('record-row').filter({
    has: page.getByTestId('record-reference').getByText(reference, { exact: true }),
  });
}

async function expectRecord(
  page: Page,
  t: T,
  reference: string,
  expected: { type: 'DEPOSIT' | 'WITHDRAWAL'; amount: string; status: string },
) {
  const row = recordRow(page, reference);
  await expect(row).toHaveAttribute('data-type', expected.type);
  await expect(row.getByTestId('record-amount')).toHaveText(expected.amount);
  await expect(row.getByTestId('record-status')).toHaveAttribute('data-status', expected.status);
  await expect(row.getByTestId('record-status')).toHaveText(t(`cashier.status.${expected.status}`));
}

// ------------------------------------------------------------------ 1. gateway deposit

const gatewayCases = [
  // English: the card gateway (no fee), an amount typed with cents.
  { lang: 'en', method: methods.card, typed: '123.45', preset: null, credited: 123.45 },
  // Khmer (the default language): an e-wallet with a 1% fee, a preset chip.
  { lang: 'km', method: methods.alipay, typed: null, preset: 50, credited: 49.5 },
] as const;

for (const c of gatewayCases) {
  test(`a member deposits through the payment gateway (${c.lang}) and the balance rises by the amount less the fee`, async ({
    page,
  }) => {
    const { t } = await newMember(page, c.lang);
    const name = c.method[c.lang];

    // From home, the header's Deposit button.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('account.deposit') })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(mainBalance(page)).toHaveText(usd(0));

    await methodTile(page, name).check();
    await expect(
      page.getByRole('heading', { name: fill(t('deposit.amountTitle'), { method: name }) }),
    ).toBeVisible();
    const amountField = page.getByLabel(t('deposit.amountLabel'), { exact: true });
    const amount = c.preset ?? Number(c.typed);
    const fee = Math.round((amount - c.credited) * 100) / 100;
    if (c.preset !== null) {
      const chip = page
        .getByRole('group', { name: t('deposit.presets') })
        .getByRole('button', { name: `$${c.preset}`, exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(amountField).toHaveValue(String(c.preset));
      // A method that charges says what it keeps of this amount.
      await expect(page.getByText(fill(t('deposit.feeOfAmount'), { fee: usd(fee) }))).toBeVisible();
    } else {
      await amountField.fill(c.typed);
    }

    await page.getByRole('button', { name: t('deposit.pay') }).click();

    // The gateway's hosted page, in the member's language, for this amount.
    await page.waitForURL(/\/psp\/pay\/pay_[0-9a-f]{24}$/);
    await expect(page.getByTestId('psp-amount')).toHaveText(`${amount.toFixed(2)} USD`);
    await page.getByRole('button', { name: pspButtons[c.lang].pay }).click();

    // Back to the result screen, which follows the deposit until the webhook has credited it.
    await page.waitForURL(/\/m\/voucherCenter\?deposit=\d+$/);
    const result = page.getByTestId('deposit-result');
    await expect(
      result.getByRole('heading', { name: t('deposit.result.SUCCESS.title') }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(result).toContainText(
      fill(t('deposit.result.SUCCESS.body'), { amount: usd(amount) }),
    );
    await expect(result.getByText(name, { exact: true })).toBeVisible();
    if (fee > 0) {
      const feeTerm = result.getByRole('term').filter({ hasText: t('deposit.details.fee') });
      await expect(feeTerm.locator('xpath=following-sibling::dd[1]')).toHaveText(usd(fee));
    }
    // The deposit page's balance: up by the amount less the method's fee.
    await expect(mainBalance(page)).toHaveText(usd(c.credited));

    // "Deposit again": the form, with this deposit at the top of the recent ones.
    await page.getByRole('button', { name: t('deposit.again') }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    const latest = page.getByTestId('recent-deposits').getByRole('button').first();
    await expect(latest).toContainText(name);
    await expect(latest).toContainText(usd(amount));
    await expect(latest.getByTestId('deposit-status')).toHaveText(t('cashier.status.SUCCESS'));

    // Home's header shows the new balance too.
    await page.goto('/m/home');
    await expect(
      page
        .getByRole('banner')
        .getByTestId('balance-amount')
        .first()
        .locator('[aria-hidden="true"]'),
    ).toHaveText(usd(c.credited));
  });
}

// ------------------------------------------------------------------ 2. bank transfer

test('a bank transfer: the member reports it, the cash desk approves it, the member sees it credited', async ({
  page,
  browser,
}) => {
  const { t, username } = await newMember(page, 'en');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/m/voucherCenter');

  await methodTile(page, methods.transfer.en).check();
  await page.getByLabel(t('deposit.amountLabel'), { exact: true }).fill('250');
  await page.getByRole('button', { name: t('deposit.pay') }).click();

  // The operator's receiving account, the exact amount and the deposit's own reference.
  // The report is a server round trip, then a navigation: on a loaded machine, more than 7 s.
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: t('deposit.transfer.title') })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.getByText(usd(250), { exact: true })).toBeVisible();
  await expect(details.getByText(receivingAccount.bankName, { exact: true })).toBeVisible();
  await expect(details.getByText(receivingAccount.accountName, { exact: true })).toBeVisible();
  await expect(details.getByText(receivingAccount.accountNumber, { exact: true })).toBeVisible();

  // Copy the reference: the "Copied" toast, and the clipboard holds it.
  await page
    .getByRole('button', {
      name: fill(t('deposit.copy'), { label: t('deposit.transfer.reference') }),
    })
    .click();
  await expect(page.getByRole('status').filter({ hasText: t('deposit.copied') })).toBeVisible();
  const reference = await page.evaluate(() => navigator.clipboard.readText());
  expect(reference).toMatch(/^\S{6,}$/);
  await expect(details.getByText(reference, { exact: true })).toBeVisible();

  // The member's report; the time field starts at "now".
  await page.getByLabel(t('deposit.transfer.payerBank'), { exact: true }).fill('ACLEDA Bank');
  await page.getByLabel(t('deposit.transfer.payerAccountName'), { exact: true }).fill('Sok Dara');
  await expect(
    page.getByLabel(t('deposit.transfer.transferredAt'), { exact: true }),
  ).not.toHaveValue('');
  await page.getByRole('button', { name: t('deposit.transfer.submit') }).click();
  const result = page.getByTestId('deposit-result');
  await expect(
    result.getByRole('heading', { name: t('deposit.result.SUBMITTED.title') }),
  ).toBeVisible();
  await expect(result).toContainText(t('deposit.result.live'));
  await expect(mainBalance(page)).toHaveText(usd(0));

  // The operator signs in, finds the request by its reference and approves it.
  const { desk, ops } = await openConsole(browser, 'screens');
  try {
    await openCashDesk(ops, 'deposits');
    const row = await findRequest(ops, reference);
    await expect(row).toContainText(username);
    await expect(row).toContainText('250.00');
    await settleAtDesk(ops, reference, 'approve');
  } finally {
    await desk.close();
  }

  // The member's result screen follows the deposit by itself: credited.
  await expect(
    result.getByRole('heading', { name: t('deposit.result.SUCCESS.title') }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(mainBalance(page)).toHaveText(usd(250));

  // And it is in the transaction record.
  await result.getByRole('link', { name: t('deposit.record') }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
  await expectRecord(page, t, reference, {
    type: 'DEPOSIT',
    amount: signedIn(250),
    status: 'SUCCESS',
  });
  await expect(page.getByTestId('record-total-in')).toHaveText(signedIn(250));
});

// ------------------------------------------------------------------ 3. withdrawals

/** The member's withdraw screen, as a person reopens it (the cash desk acted elsewhere). */
async function reopenWithdraw(page: Page, t: T) {
  await page.reload();
  await expect(page.getByRole('form', { name: t('withdraw.form.title') })).toBeVisible();
}

function historyRow(page: Page, reference: string) {
  return page.getByTestId('withdraw-history').getByRole('listitem').filter({ hasText: reference });
}

/** Requests a withdrawal on the form; returns its reference from the success panel. */
async function requestWithdrawal(page: Page, t: T, amount: string, pin: string): Promise<string> {
  await page.getByLabel(t('withdraw.form.amount'), { exact: true }).fill(amount);
  await page.getByLabel(t('withdraw.form.paymentPassword'), { exact: true }).fill(pin);
  await page.getByRole('button', { name: t('withdraw.form.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('withdraw.success.title') })).toBeVisible();
  const reference = (await page.getByTestId('withdraw-reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  return reference;
}

const withdrawCases = [
  { lang: 'en', pin: '135790' },
  { lang: 'km', pin: '975310' },
] as const;

for (const { lang, pin } of withdrawCases) {
  test(`withdrawals (${lang}): set up, held at once, rejected with a reason and returned; another approved and paid; all in the record`, async ({
    page,
    browser,
  }) => {
    const { t, token, username } = await newMember(page, lang);
    // Money to withdraw: a gateway deposit as the first test makes it through the screens.
    await apiGatewayDeposit(page.request, token, '300');
    await page.reload();

    // From home: the account menu's Withdraw.
    await page.getByRole('button', { name: t('account.accountMenu') }).click();
    await page
      .getByRole('region', { name: t('account.accountMenu') })
      .getByRole('link', { name: t('account.withdraw') })
      .click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    const withdrawable = page.getByTestId('withdrawable');
    await expect(withdrawable).toHaveText(usd(300));

    // No payment password yet: set one here.
    await expect(
      page.getByRole('heading', { name: t('withdraw.setPassword.title') }),
    ).toBeVisible();
    await page.getByLabel(t('withdraw.setPassword.newPassword'), { exact: true }).fill(pin);
    await page.getByLabel(t('withdraw.setPassword.confirmPassword'), { exact: true }).fill(pin);
    await page.getByRole('button', { name: t('withdraw.setPassword.submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('withdraw.setPassword.saved') }),
    ).toBeVisible();

    // No card yet: the real name first (once), then the card.
    await expect(page.getByText(t('withdraw.cards.empty'))).toBeVisible();
    await page.getByRole('button', { name: t('withdraw.cards.add') }).click();
    const sheet = page.getByRole('dialog', { name: t('withdraw.payeeName.title') });
    await sheet.getByLabel(t('withdraw.payeeName.label'), { exact: true }).fill('Sok Dara');
    await sheet.getByRole('button', { name: t('withdraw.payeeName.submit') }).click();
    const cardSheet = page.getByRole('dialog', { name: t('withdraw.addCard.title') });
    await expect(cardSheet.getByText('Sok Dara', { exact: true })).toBeVisible();
    await cardSheet
      .getByLabel(t('withdraw.addCard.bank'), { exact: true })
      .selectOption({ label: 'ACLEDA Bank' });
    await cardSheet
      .getByLabel(t('withdraw.addCard.accountNumber'), { exact: true })
      .fill('001234567890');
    await cardSheet.getByRole('button', { name: t('withdraw.addCard.submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('withdraw.addCard.added') }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The card is chosen, its number masked but for the last 4 digits.
    const card = page.getByRole('radio', { name: /ACLEDA Bank/ });
    await expect(card).toBeChecked();
    await expect(page.getByText(/7890$/)).toBeVisible();
    await expect(page.getByText('001234567890')).toHaveCount(0);

    // The first withdrawal: held at once.
    const rejected = await requestWithdrawal(page, t, '120', pin);
    await expect(withdrawable).toHaveText(usd(180));
    await expect(
      page.getByText(fill(t('withdraw.summary.balance'), { amount: usd(180) })),
    ).toBeVisible();
    await expect(historyRow(page, rejected).locator('[data-status]')).toHaveText(
      t('cashier.status.PENDING'),
    );

    // The console's sign-in through its screens is the bank-transfer test's.
    const { desk, ops } = await openConsole(browser, 'reuse');
    try {
      await openCashDesk(ops, 'withdrawals');
      const row = await findRequest(ops, rejected);
      await expect(row).toContainText(username);
      await expect(row).toContainText('120.00');
      const reason = 'The name on the account does not match';
      await settleAtDesk(ops, rejected, 'reject', reason);

      // The member sees it rejected, with the reason, and the money back.
      await reopenWithdraw(page, t);
      await expect(withdrawable).toHaveText(usd(300));
      await expect(
        page.getByText(fill(t('withdraw.summary.balance'), { amount: usd(300) })),
      ).toBeVisible();
      const rejectedRow = historyRow(page, rejected);
      await expect(rejectedRow.locator('[data-status]')).toHaveText(t('cashier.status.REJECTED'));
      await expect(rejectedRow).toContainText(fill(t('withdraw.history.reason'), { reason }));

      // The second: approved, then paid.
      const paid = await requestWithdrawal(page, t, '100', pin);
      await expect(withdrawable).toHaveText(usd(200));
      await settleAtDesk(ops, paid, 'approve');
      await settleAtDesk(ops, paid, 'pay');

      await reopenWithdraw(page, t);
      await expect(historyRow(page, paid).locator('[data-status]')).toHaveText(
        t('cashier.status.PAID'),
      );
      await expect(withdrawable).toHaveText(usd(200));

      // The transaction record: the deposit, both withdrawals, the totals (a rejected one moved
      // nothing).
      await page.getByRole('link', { name: t('withdraw.history.all') }).click();
      await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
      await expect(page.getByTestId('record-row')).toHaveCount(3);
      await expectRecord(page, t, paid, {
        type: 'WITHDRAWAL',
        amount: signedOut(100),
        status: 'PAID',
      });
      await expectRecord(page, t, rejected, {
        type: 'WITHDRAWAL',
        amount: signedOut(120),
        status: 'REJECTED',
      });
      await expect(
        page.getByTestId('record-row').filter({ has: page.locator('[data-status="SUCCESS"]') }),
      ).toHaveAttribute('data-type', 'DEPOSIT');
      await expect(page.getByTestId('record-total-in')).toHaveText(signedIn(300));
      await expect(page.getByTestId('record-total-out')).toHaveText(signedOut(100));
    } finally {
      await desk.close();
    }
  });
}

// ------------------------------------------------------------------ 4. transaction record

test('the transaction record lists deposits and withdrawals with their statuses, totals and type filter', async ({
  page,
}) => {
  const { t, token } = await newMember(page, 'en');
  const pin = '246810';
  // Setup through the API; each step is done through the screens in the tests above.
  const paidIn = await apiGatewayDeposit(page.request, token, '200');
  const declined = await apiGatewayDeposit(page.request, token, '30', 'fail');
  const waiting = await apiReportedTransfer(page.request, token, '80');
  const cardId = await apiReadyToWithdraw(page.request, token, pin);
  const held = await apiWithdraw(page.request, token, cardId, '60', pin);

  // From the member centre's deposit page: its link to the record.
  await page.goto('/m/voucherCenter');
  await page.getByRole('link', { name: t('deposit.more') }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(4);
  // Newest first.
  await expect(rows.first().getByTestId('record-reference')).toHaveText(held.reference);
  await expectRecord(page, t, held.reference, {
    type: 'WITHDRAWAL',
    amount: signedOut(60),
    status: 'PENDING',
  });
  await expectRecord(page, t, waiting.reference, {
    type: 'DEPOSIT',
    amount: signedIn(80),
    status: 'SUBMITTED',
  });
  await expectRecord(page, t, declined.reference, {
    type: 'DEPOSIT',
    amount: signedIn(30),
    status: 'FAILED',
  });
  await expectRecord(page, t, paidIn.reference, {
    type: 'DEPOSIT',
    amount: signedIn(200),
    status: 'SUCCESS',
  });
  // Money that moved: the paid deposit in, the held withdrawal out.
  await expect(page.getByTestId('record-total-in')).toHaveText(signedIn(200));
  await expect(page.getByTestId('record-total-out')).toHaveText(signedOut(60));

  // Withdrawals only: one row, nothing in.
  const types = page.getByRole('group', { name: t('records.filters.typesLabel') });
  await types.getByRole('button', { name: t('records.type.WITHDRAWAL') }).click();
  await expect(page).toHaveURL(/types=WITHDRAWAL/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-type', 'WITHDRAWAL');
  await expect(page.getByTestId('record-total-in')).toHaveText('0.00');
  await expect(page.getByTestId('record-total-out')).toHaveText(signedOut(60));

  // Back to all types.
  await types.getByRole('button', { name: t('records.filters.all') }).click();
  await expect(rows).toHaveCount(4);
});

// ------------------------------------------------------------------ 5. trial accounts

const trialCases = [
  { lang: 'en', start: 'login' },
  { lang: 'km', start: 'trail' },
] as const;

for (const c of trialCases) {
  test(`a trial account (${c.lang}, free play from /m/${c.start}) gets free_reject at deposit and withdraw`, async ({
    page,
  }) => {
    const t = locale(c.lang);
    await presetStorage(page, { language: c.lang, hideDownloadBar: '1' });
    // Not one cashier call may leave the browser.
    const cashierCalls: string[] = [];
    const cashierPaths = [
      cashierRoutes.depositMethods.path,
      cashierRoutes.depositPromos.path,
      cashierRoutes.withdrawInfo.path,
      cashierRoutes.bankCards.path,
      cashierRoutes.depositReport.path,
      cashierRoutes.withdrawReport.path,
    ];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (cashierPaths.includes(pathname)) cashierCalls.push(pathname);
    });

    if (c.start === 'login') {
      await page.goto('/m/login');
      await page.getByRole('button', { name: t('auth.freePlay') }).click();
    } else {
      await page.goto('/m/trail');
    }
    await page.waitForURL('**/m/home');
    expect((await storedSession(page))?.type).toBe(4);
    const refusal = page.getByRole('alert').filter({ hasText: t('account.freeReject') });

    // The header's Deposit button: refused where the player is.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('account.deposit') })
      .click();
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('form', { name: t('deposit.formLabel') })).toHaveCount(0);

    // Opened directly, each cashier screen refuses and leaves for home.
    for (const path of ['/m/voucherCenter', '/m/withdraw']) {
      await page.goto(path);
      await expect(refusal).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
    await expect(page.getByRole('form', { name: t('deposit.formLabel') })).toHaveCount(0);
    await expect(page.getByTestId('withdrawable')).toHaveCount(0);
    expect(cashierCalls).toEqual([]);
  });
}

// ------------------------------------------------------------------ 6. bad input

for (const lang of ['en', 'km'] as const) {
  test(`bad input keeps what was typed (${lang}): amounts below the minimum, over-precise, a wrong payment password`, async ({
    page,
    consoleGuard,
  }) => {
    // The server refuses the wrong payment password (403) on purpose.
    consoleGuard.allow(/status of 403/);
    const { t, token } = await newMember(page, lang);
    const pin = '864209';
    await apiGatewayDeposit(page.request, token, '100');
    await apiReadyToWithdraw(page.request, token, pin);

    // Deposit: below the card gateway's minimum, then over-precise; the amount stays.
    await page.goto('/m/voucherCenter');
    await methodTile(page, methods.card[lang]).check();
    const depositAmount = page.getByLabel(t('deposit.amountLabel'), { exact: true });
    await depositAmount.fill('5');
    await page.getByRole('button', { name: t('deposit.pay') }).click();
    await expect(depositAmount).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(fill(t('cashierErrors.amountBelowMin'), { min: '10.00' }))),
    );
    await expect(depositAmount).toHaveValue('5');
    await expect(depositAmount).toHaveAttribute('aria-invalid', 'true');
    await depositAmount.fill('12.345');
    await expect(depositAmount).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(t('cashierErrors.amountInvalid'))),
    );
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // Withdraw: below the minimum, then a wrong payment password: the amount stays.
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdrawable')).toHaveText(usd(100));
    const amount = page.getByLabel(t('withdraw.form.amount'), { exact: true });
    const password = page.getByLabel(t('withdraw.form.paymentPassword'), { exact: true });
    const submit = page.getByRole('button', { name: t('withdraw.form.submit'), exact: true });
    await amount.fill('30');
    await password.fill('000000');
    await submit.click();
    await expect(amount).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(fill(t('cashierErrors.amountBelowMin'), { min: '50.00' }))),
    );
    await expect(amount).toHaveValue('30');

    await amount.fill('60');
    await password.fill('000000');
    await submit.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: fill(t('cashierErrors.paymentPasswordWrong'), { attemptsLeft: 4 }) }),
    ).toBeVisible();
    await expect(amount).toHaveValue('60');
    // Nothing moved.
    await expect(page.getByTestId('withdrawable')).toHaveText(usd(100));
    await expect(page.getByText(t('withdraw.history.empty'))).toBeVisible();

    // The right password with what was kept goes through.
    await password.fill(pin);
    await submit.click();
    await expect(page.getByRole('heading', { name: t('withdraw.success.title') })).toBeVisible();
    await expect(page.getByTestId('withdrawable')).toHaveText(usd(40));
  });
}
