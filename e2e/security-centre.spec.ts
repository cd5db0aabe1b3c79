import type { Page } from '@playwright/test';
import { totpCode } from '../apps/server/src/services/totp';
import { freshPassword, freshUsername, registerByUsername } from './auth-helpers';
import { apiLogin, expect, presetStorage, test } from './fixtures';
import { locale } from './locales';

/**
 * The security centre (issue 14) end to end: a new member turns on two-factor login (the test
 * reads the key on screen and computes the codes, as an authenticator app would), logs out, and
 * must give a code at the next login (a wrong one is refused first); the login history shows the
 * failed and the successful attempts; with two browsers logged in as one member, "log out of
 * other devices" in one makes the other a guest on its next call.
 */

// A code is good once per 30 s step: a test may wait for the next one.
test.describe.configure({ timeout: 120_000 });

const en = locale('en');
const km = locale('km');

/** The code an authenticator shows `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  totpCode(secret, new Date(Date.now() + offsetSeconds * 1000));

/**
 * A code of a step later than `usedAt`'s (a code is good once per 30 s step): the current one if
 * the step has moved on since, else the next one (the server accepts one step of drift).
 */
const freshCode = (secret: string, usedAt: number) =>
  Math.floor(Date.now() / 30_000) > Math.floor(usedAt / 30_000)
    ? codeAt(secret)
    : codeAt(secret, 30);

/** Six digits no step near now shows (so the server must refuse them). */
function wrongCode(secret: string): string {
  const near = new Set([-60, -30, 0, 30, 60].map((s) => codeAt(secret, s)));
  for (let n = 123_456; ; n += 1) if (!near.has(String(n))) return String(n);
}

async function openView(page: Page, row: string) {
  await page.goto('/m/securityCenter');
  await page.getByTestId(`security-row-${row}`).click();
  await expect(page).toHaveURL(/[?&]view=/);
}

async function logOutFromSettings(page: Page, t: ReturnType<typeof locale>) {
  await page.goto('/m/set');
  await page.getByRole('button', { name: t('account.logout') }).click();
  await page
    .getByRole('alertdialog', { name: t('account.logout') })
    .getByRole('button', { name: t('account.logout') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('a new member turns on two-factor login, then logging in asks for the code; the history shows every attempt', async ({
  page,
  consoleGuard,
}) => {
  // Refused logins answer 401 (wrong password, wrong code); the browser logs those answers.
  consoleGuard.allow(/status of 401/);
  await presetStorage(page, { language: 'en' });
  const username = freshUsername('tfa');
  await registerByUsername(page, en, username);

  // Enrol: the QR code and the key to type; the first code turns it on.
  await openView(page, 'two-factor');
  await expect(page.getByText(en('security.twoFactor.offStatus'))).toBeVisible();
  await page.getByRole('button', { name: en('security.twoFactor.start') }).click();
  await expect(page.getByRole('img', { name: en('security.twoFactor.qrAlt') })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(en('security.login.code'), { exact: true }).fill(wrongCode(secret));
  await page.getByRole('button', { name: en('security.twoFactor.confirm'), exact: true }).click();
  await expect(page.getByText(en('memberErrors.twoFactorInvalid'))).toBeVisible();
  const confirmedAt = Date.now();
  await page.getByLabel(en('security.login.code'), { exact: true }).fill(codeAt(secret));
  await page.getByRole('button', { name: en('security.twoFactor.confirm'), exact: true }).click();

  // The recovery codes show once.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  expect(recoveryCode).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await page.getByRole('button', { name: en('security.twoFactor.savedCodes') }).click();
  await expect(page.getByTestId('two-factor-on')).toBeVisible();
  await expect(
    page.getByText(en('security.twoFactor.codesLeft').replace('{{count}}', '10')),
  ).toBeVisible();

  // Back returns to the list, which says it is on.
  await page.goBack();
  await expect(page.getByTestId('security-row-two-factor')).toContainText(
    en('security.centre.statusOn'),
  );

  await logOutFromSettings(page, en);

  // A wrong password first, then the right one: the code is due.
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: en('auth.fields.username') }).fill(username);
  await page.getByLabel(en('auth.fields.password'), { exact: true }).fill('Wrong#Pass2026');
  await page.getByRole('button', { name: en('auth.submitLogin') }).click();
  await expect(page.getByText(en('errors.wrongCredentials'))).toBeVisible();
  await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(freshPassword);
  await page.getByRole('button', { name: en('auth.submitLogin') }).click();
  const step = page.getByTestId('two-factor-step');
  await expect(step.getByRole('heading', { name: en('security.login.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);

  // A wrong code is refused with its message; the right one (a later step) logs in.
  const code = step.getByLabel(en('security.login.code'), { exact: true });
  await code.fill(wrongCode(secret));
  await step.getByRole('button', { name: en('security.login.submit') }).click();
  await expect(step.getByText(en('memberErrors.twoFactorInvalid'))).toBeVisible();
  await expect(code).toHaveValue('');
  await code.fill(freshCode(secret, confirmedAt));
  await step.getByRole('button', { name: en('security.login.submit') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The login history: newest first, the failures with their reasons.
  await openView(page, 'login-history');
  const items = page.getByTestId('login-history-item');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toHaveAttribute('data-success', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-success', 'false');
  await expect(items.nth(1)).toContainText(en('security.history.reason.TWO_FACTOR'));
  await expect(items.nth(2)).toHaveAttribute('data-success', 'false');
  await expect(items.nth(2)).toContainText(en('security.history.reason.PASSWORD'));
  // Registering logged the member in: the first success.
  await expect(items.nth(3)).toHaveAttribute('data-success', 'true');

  // A recovery code works too, once.
  await logOutFromSettings(page, en);
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: en('auth.fields.username') }).fill(username);
  await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(freshPassword);
  await page.getByRole('button', { name: en('auth.submitLogin') }).click();
  await page.getByRole('button', { name: en('security.login.useRecovery') }).click();
  await step
    .getByLabel(en('security.login.recoveryCode'), { exact: true })
    .fill(recoveryCode.toUpperCase());
  await step.getByRole('button', { name: en('security.login.submit') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('"log out of other devices" in one browser makes the other a guest on its next call (Khmer)', async ({
  page,
  browser,
}) => {
  await presetStorage(page, { language: 'km' });
  const username = freshUsername('ses');
  await registerByUsername(page, km, username);

  // A second browser logged in as the same member.
  const otherContext = await browser.newContext({ baseURL: page.url() });
  const other = await otherContext.newPage();
  const session = await apiLogin(other.request, username, freshPassword);
  await presetStorage(other, { language: 'km', MC_SESSION_INFO: JSON.stringify(session) });
  await other.goto('/m/member/home');
  await expect(
    other.getByRole('banner').getByRole('link', { name: km('common.login') }),
  ).toHaveCount(0);

  await openView(page, 'sessions');
  const sessions = page.getByTestId('active-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toHaveAttribute('data-current', 'true');
  await expect(sessions.first()).toContainText(km('security.sessions.thisDevice'));

  // Cancel first, then confirm.
  await page.getByRole('button', { name: km('security.sessions.logOutOthers') }).click();
  const confirm = page.getByRole('alertdialog', {
    name: km('security.sessions.logOutOthersTitle'),
  });
  await confirm.getByRole('button', { name: km('common.cancel') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(sessions).toHaveCount(2);
  await page.getByRole('button', { name: km('security.sessions.logOutOthers') }).click();
  await confirm.getByRole('button', { name: km('security.sessions.logOutOthers') }).click();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText(km('security.sessions.noOthers'))).toBeVisible();

  // The other browser's next call finds its session ended: it is a guest now.
  await other.goto('/m/home');
  await expect(
    other.getByRole('alert').filter({ hasText: km('errors.sessionExpired') }),
  ).toBeVisible();
  await expect(
    other.getByRole('banner').getByRole('link', { name: km('common.login') }),
  ).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await otherContext.close();

  // This one is still logged in.
  await page.reload();
  await expect(sessions).toHaveCount(1);
});

test('security questions set with the login password and listed without the answers; the payment password set', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await presetStorage(page, { language: 'en' });
  await registerByUsername(page, en, freshUsername('sq'));
  await openView(page, 'security-questions');
  await page.getByRole('button', { name: en('security.questions.setUp') }).click();
  const question = (n: number) =>
    page.getByLabel(en('security.questions.question').replace('{{n}}', String(n)), { exact: true });
  const answer = (n: number) =>
    page.getByLabel(en('security.questions.answer').replace('{{n}}', String(n)), { exact: true });
  await question(1).selectOption({ label: 'In which city were you born?' });
  await answer(1).fill('Phnom Penh');
  await question(2).selectOption({ label: 'In which city were you born?' });
  await answer(2).fill('Lucky');
  await page.getByLabel(en('security.questions.password'), { exact: true }).fill('Wrong#Pass2026');
  await page.getByRole('button', { name: en('security.questions.submit') }).click();
  await expect(page.getByText(en('security.validation.questionTwice')).first()).toBeVisible();
  await question(2).selectOption({ label: 'What was the name of your first pet?' });
  await page.getByRole('button', { name: en('security.questions.submit') }).click();
  // The server refuses the wrong password; what was typed stays.
  await expect(page.getByText(en('security.questions.wrongPassword'))).toBeVisible();
  await expect(answer(1)).toHaveValue('Phnom Penh');
  await page.getByLabel(en('security.questions.password'), { exact: true }).fill(freshPassword);
  await page.getByRole('button', { name: en('security.questions.submit') }).click();
  const mine = page.getByTestId('my-security-questions').getByRole('listitem');
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText('In which city were you born?');
  await expect(page.getByTestId('my-security-questions')).not.toContainText('Phnom Penh');
  await page.goBack();
  await expect(page.getByTestId('security-row-security-questions')).toContainText(
    en('security.centre.questionsCount').replace('{{count}}', '2'),
  );

  // The payment password, with the cashier's own form; the list then says it is set.
  await expect(page.getByTestId('security-row-payment-password')).toContainText(
    en('security.centre.statusNotSet'),
  );
  await page.getByTestId('security-row-payment-password').click();
  await page
    .getByRole('textbox', { name: en('withdraw.setPassword.newPassword'), exact: true })
    .fill('246810');
  await page
    .getByRole('textbox', { name: en('withdraw.setPassword.confirmPassword'), exact: true })
    .fill('246810');
  await page.getByRole('button', { name: en('withdraw.setPassword.submit') }).click();
  await expect(page.getByText(en('security.payment.isSet'))).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('security-row-payment-password')).toContainText(
    en('security.centre.statusSet'),
  );
});
