import { answerCaptcha, freshPassword, freshUsername, registerByUsername } from './auth-helpers';
import { expect, reportCspViolationsToConsole, test } from './fixtures';
import { locale } from './locales';

/**
 * Refer and earn (issue 14): a member reads their invite link, a friend registers through it in
 * another browser (the code is filled in from the link), and the member's list then shows the
 * friend, masked. Then the settings page switches language and theme at once.
 */
const km = locale('km');
const en = locale('en');

/** "alicefriend1" -> "al***d1", as the server masks a friend's username. */
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;

test('a friend registers through the invite link and appears in the list', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = freshUsername('ref');
  await registerByUsername(page, km, member);

  // The footer's invite entry follows the affiliate-click rule: a member goes to invite friends.
  await page
    .getByRole('navigation', { name: km('nav.footerMenu') })
    .getByRole('link', { name: km('nav.invite') })
    .click();
  await page.waitForURL('**/m/inviteFriends');
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  const link = (await page.getByTestId('referral-link').textContent())!.trim();
  expect(link).toBe(`${new URL(page.url()).origin}/m/register?affiliateCode=${code}`);
  await expect(page.getByRole('img', { name: km('invite.qrLabel') })).toHaveAttribute(
    'data-value',
    link,
  );
  await expect(page.getByTestId('referral-friends-empty')).toBeVisible();

  // Copy puts the link on the clipboard; Chromium on Linux has no Web Share: share copies too.
  await page.getByRole('button', { name: km('invite.copyLink') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('button', { name: km('invite.share') }).click();
  await expect(page.getByText(km('invite.shareCopied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(link);

  // A friend, in a browser of their own, opens the link.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await reportCspViolationsToConsole(friendPage);
  const friendProblems: string[] = [];
  friendPage.on('console', (m) => {
    if (m.type() === 'error') friendProblems.push(m.text());
  });
  friendPage.on('pageerror', (e) => friendProblems.push(e.message));
  await friendPage.goto(link);
  const affiliateField = friendPage.getByRole('textbox', {
    name: km('auth.fields.affiliateCode'),
  });
  await expect(affiliateField).toHaveValue(code);
  const friend = freshUsername('fr');
  await friendPage
    .getByRole('textbox', { name: km('auth.fields.username'), exact: true })
    .fill(friend);
  await friendPage.getByLabel(km('auth.fields.password'), { exact: true }).fill(freshPassword);
  await friendPage
    .getByLabel(km('auth.fields.confirmPassword'), { exact: true })
    .fill(freshPassword);
  await answerCaptcha(friendPage, km('auth.fields.captcha'));
  await friendPage.getByRole('button', { name: km('auth.submitRegister') }).click();
  await friendPage.waitForURL('**/m/home');
  expect(friendProblems).toEqual([]);
  await friendContext.close();

  // The member's list now has the friend, masked, without a deposit yet.
  await page.reload();
  const row = page.getByTestId('referral-friend');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked(friend));
  await expect(row).not.toContainText(friend);
  await expect(row).toContainText(km('invite.notDeposited'));
  await expect(page.getByTestId('referral-stat-friends')).toContainText('1');
});

test('settings change the language and the theme at once', async ({ page }) => {
  const member = freshUsername('set');
  await registerByUsername(page, km, member);
  await page.goto('/m/set');
  const language = page.getByRole('group', { name: km('memberSettings.language') });
  await expect(language.getByRole('radio', { name: 'ខ្មែរ' })).toBeChecked();
  await language.getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: en('memberSettings.language') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('account.changePassword') })).toBeVisible();
  // "ខ្មែរ" stays in Khmer letters in English: in the Khmer face, which the page fetched for it.
  const khmerName = page
    .getByRole('group', { name: en('memberSettings.language') })
    .getByText('ខ្មែរ');
  expect(await khmerName.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
    /^"?Noto Sans Khmer"?,/,
  );
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Khmer"', 'ខ្មែរ')))
    .toBe(true);

  const theme = page.getByRole('group', { name: en('memberSettings.theme') });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await theme.getByText(en('memberSettings.themes.light')).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(theme.getByRole('radio', { name: en('memberSettings.themes.light') })).toBeChecked();

  // Both are remembered.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(
    page
      .getByRole('group', { name: en('memberSettings.language') })
      .getByRole('radio', { name: 'English' }),
  ).toBeChecked();
});

test('the app page offers the Android steps and the links', async ({ page }) => {
  await page.goto('/m/app');
  // The shell hides its header here: the page has its own bar with Back.
  await expect(page.getByRole('button', { name: km('common.back') })).toBeVisible();
  await expect(page.getByTestId('app-option-android').getByRole('link')).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  // The Pixel 7 profile is Chrome on Android: the menu's Install app.
  await expect(page.getByTestId('app-install-steps')).toHaveAttribute(
    'data-guide',
    'androidChrome',
  );
  // A phone: no QR codes.
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
});
