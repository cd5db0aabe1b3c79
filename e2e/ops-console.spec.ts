import { freshPassword, freshUsername, registerByUsername } from './auth-helpers';
import { expect, presetStorage, test } from './fixtures';
import { locale } from './locales';
import { signInToConsole } from './ops-helpers';

// The operator console (issue 12) against the real server: the demo operator signs in with its
// password and a code computed from its authenticator secret (as an authenticator app would),
// finds a member and locks them; the member's open app is logged out and cannot log in.

test.describe.configure({ timeout: 180_000 });

test('an operator signs in with password and TOTP, locks a member: their app is logged out and login refused', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The locked member's app answers 401 (session ended) and 403 (login refused).
  consoleGuard.allow(/status of (401|403)/);
  const en = locale('en');
  await presetStorage(page, { language: 'en' });
  // A member of this test's own, so no other test's account is locked.
  const username = freshUsername('lk');
  await registerByUsername(page, en, username);

  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const ops = await desk.newPage();
  try {
    await signInToConsole(ops);
    await ops.getByRole('link', { name: 'Members' }).click();
    await ops.getByLabel('Search members').fill(username);
    await ops.getByRole('button', { name: 'Search' }).click();
    await ops.getByRole('link', { name: username, exact: true }).click();
    await ops.getByRole('button', { name: 'Lock', exact: true }).click();
    const reason = `e2e: ${username} shares the account`;
    await ops.getByLabel('Reason').fill(reason);
    await ops.getByRole('button', { name: 'Lock member' }).click();
    await expect(ops.getByText('The member is locked.')).toBeVisible();

    // The member's open app: its next call finds the session ended.
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: en('errors.sessionExpired') }),
    ).toBeVisible();
    // And a new login is refused as locked.
    await page.goto('/m/login');
    await page
      .getByRole('textbox', { name: en('auth.fields.username'), exact: true })
      .fill(username);
    await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(freshPassword);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: en('errors.accountDisabled') }),
    ).toBeVisible();

    // The lock is in the audit log, with the reason.
    await ops.getByRole('link', { name: 'Audit log' }).click();
    await expect(ops.getByRole('cell', { name: reason })).toBeVisible();
  } finally {
    await desk.close();
  }
});
