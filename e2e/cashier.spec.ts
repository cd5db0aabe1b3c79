import type { Page } from '@playwright/test';
import { routes } from '@app/contracts/routes';
import {
  apiGatewayDeposit,
  apiReadyToWithdraw,
  apiReportedTransfer,
  apiWithdraw,
  consoleContext,
  fill,
  findRequest,
  mainBalance,
  methods,
  methodTile,
  newMember,
  openCashDesk,
  plain,
  pspButtons,
  receivingAccount,
  settleAtDesk,
  signedIn,
  signedOut,
  usd,
  type Lang,
  type T,
} from './cashier-helpers';
import { expect, test } from './fixtures';
import { locale } from './locales';
import { apiOpsSignIn, signInToConsole } from './ops-helpers';

/**
 * The cashier (issue 13) end to end, as new members use it, against the real server and its
 * payment gateway simulator: a gateway deposit, a bank transfer approved at the console's cash
 * desk, withdrawals rejected and paid there, the transaction record, free_reject for trial
 * accounts, and bad input that keeps what was typed. Each test has a member of its own.
 */

// The operator's code is good once per 30 s step: a test may wait for the next code.
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
  await expect(row.getByTestId('record-status')).toHaveText(t(`records.status.${expected.status}`));
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
    page.on('console', (m) => console.log('DBG', page.url(), m.text(), JSON.stringify(m.location())));
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
    if (c.preset !== null) {
      const chip = page
        .getByRole('group', { name: t('deposit.presets') })
        .getByRole('button', { name: `$${c.preset}`, exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(amountField).toHaveValue(String(c.preset));
      // A method that charges says what it keeps of this amount.
      await expect(page.getByText(fill(t('deposit.feeOfAmount'), { fee: usd(0.5) }))).toBeVisible();
    } else {
      await amountField.fill(c.typed);
    }
    const amount = c.preset ?? Number(c.typed);

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
    // The wallet widget refreshed by itself: the amount less the method's fee.
    await expect(mainBalance(page)).toHaveText(usd(c.credited));

    // "Deposit again": the form, with this deposit at the top of the recent ones.
    await page.getByRole('button', { name: t('deposit.again') }).click();
    const recent = page.getByTestId('recent-deposits');
    await expect(recent.getByRole('button').first()).toContainText(name);
    await expect(recent.getByRole('button').first()).toContainText(t('deposit.status.SUCCESS'));

    // Home's header shows the new balance too.
    await page.getByRole('banner').getByRole('button', { name: t('common.back') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(
      page.getByRole('banner').getByTestId('balance-amount').first().locator('[aria-hidden="true"]'),
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
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+$/);
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
  await expect(page.getByLabel(t('deposit.transfer.transferredAt'), { exact: true })).not.toHaveValue(
    '',
  );
  await page.getByRole('button', { name: t('deposit.transfer.submit') }).click();
  const result = page.getByTestId('deposit-result');
  await expect(
    result.getByRole('heading', { name: t('deposit.result.SUBMITTED.title') }),
  ).toBeVisible();
  await expect(result).toContainText(t('deposit.result.live'));
  await expect(mainBalance(page)).toHaveText(usd(0));

  // The operator signs in, finds the request by its reference and approves it.
  const desk = await consoleContext(browser);
  try {
    const ops = await desk.newPage();
    await signInToConsole(ops);
    await openCashDesk(ops, 'deposits');
    const row = await findRequest(ops, reference);
    await expect(row).toContainText(username);
    await expect(row).toContainText('250.00');
    await settleAtDesk(ops, reference, 'approve');
  } finally {
    await desk.close();
  }

  // The member's result screen follows the deposit by itself: credited.
  await expect(result.getByRole('heading', { name: t('deposit.result.SUCCESS.title') })).toBeVisible(
    { timeout: 15_000 },
  );
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
