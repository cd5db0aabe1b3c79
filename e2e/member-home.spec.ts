import type { Page } from '@playwright/test';
import { freshUsername, registerByUsername } from './auth-helpers';
import { apiGatewayDeposit, newMember } from './cashier-helpers';
import { expect, loginViaApi, presetStorage, test } from './fixtures';
import { locale } from './locales';

/**
 * The member centre and VIP (issue 14) against the real server: a new member's centre (ID,
 * balance, entries) and their level 0 progress on the VIP page; a deposit that earns VIP 1,
 * after which the header, the member centre and the VIP page agree; demo01 in Khmer.
 */
const en = locale('en');
const km = locale('km');

test.describe.configure({ timeout: 90_000 });

/** The header's VIP label (the avatar button's badge). */
const headerLabel = (page: Page) => page.getByRole('banner').getByTestId('header-label');

test('a new member: the centre shows ID, balance and entries; the VIP page their level 0 progress', async ({
  page,
}) => {
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  const username = freshUsername('vh');
  await registerByUsername(page, en, username);

  await page.goto('/m/member/home');
  const home = page.getByTestId('member-home');
  // The seeded template has mem_cen and dep_func on: the new layout.
  await expect(home).toHaveAttribute('data-layout', 'new');
  await expect(home.getByRole('heading', { name: username })).toBeVisible();
  await expect(home.getByTestId('member-home-id')).toHaveText(/^ID: \d+$/);
  await expect(home.getByTestId('member-home-label')).toHaveCount(0);
  const wallet = home.getByRole('region', { name: en('memberHome.wallet') });
  await expect(wallet.getByTestId('balance-amount').locator('[aria-hidden="true"]')).toHaveText(
    '$0.00',
  );
  await expect(
    wallet.getByRole('link', { name: en('memberHome.entries.deposit') }),
  ).toHaveAttribute('href', '/m/voucherCenter');
  await expect(
    wallet.getByRole('link', { name: en('memberHome.entries.withdraw') }),
  ).toHaveAttribute('href', '/m/withdraw');
  const services = home.getByRole('region', { name: en('memberHome.shortcuts') });
  for (const [key, href] of [
    ['transactionRecord', '/m/transaction/record'],
    ['myAccount', '/m/myAccount/index'],
    ['securityCenter', '/m/securityCenter'],
    ['messages', '/m/message'],
    ['feedback', '/m/feedback'],
    ['settings', '/m/set'],
  ] as const)
    await expect(
      services.getByRole('link', { name: en(`memberHome.entries.${key}`) }),
    ).toHaveAttribute('href', href);
  // No VIP yet: no VIP entry, but the progress links to the VIP page.
  await expect(services.getByRole('link', { name: en('memberHome.entries.vip') })).toHaveCount(0);
  const progress = home.getByTestId('member-home-vip');
  await expect(progress).toContainText(en('memberHome.noVip'));
  await expect(progress).toContainText('0% to VIP 1');

  await progress.click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  const standing = page.getByTestId('vip-standing');
  await expect(standing.getByTestId('vip-current-label')).toHaveText(en('vip.noVip'));
  await expect(standing.getByTestId('vip-period')).toContainText('Last 90 days');
  const deposit = standing.getByTestId('vip-progress-deposit');
  await expect(deposit).toContainText('$0.00 / $100.00');
  await expect(deposit).toContainText('$100.00 to go');
  await expect(deposit.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const levels = page.getByTestId('vip-levels');
  await expect(levels.getByRole('listitem')).toHaveCount(7);
  await expect(levels.getByTestId('vip-level-0')).toHaveAttribute('aria-current', 'true');
  await expect(levels.getByTestId('vip-level-3')).toContainText('Gold');
  await expect(levels.getByTestId('vip-level-3')).toContainText(
    'Deposits $5,000 · Turnover $25,000',
  );
});

test('a deposit earns VIP 1: the header, the member centre and the VIP page agree', async ({
  page,
}) => {
  const member = await newMember(page, 'en');
  await expect(headerLabel(page)).toHaveCount(0);
  await apiGatewayDeposit(page.request, member.token, '150');

  await page.goto('/m/member/benefits');
  const standing = page.getByTestId('vip-standing');
  await expect(standing.getByTestId('vip-current-label')).toHaveText('VIP 1');
  await expect(standing).toContainText('Bronze');
  await expect(standing.getByTestId('vip-progress-deposit')).toContainText('$150.00 / $1,000.00');
  await expect(page.getByTestId('vip-level-1')).toHaveAttribute('aria-current', 'true');
  // The home header's label follows the recomputed level.
  await page.goto('/m/home');
  await expect(headerLabel(page)).toHaveText('VIP 1');

  await page.goto('/m/member/home');
  const home = page.getByTestId('member-home');
  await expect(home.getByTestId('member-home-label')).toHaveText('VIP 1');
  await expect(home.getByTestId('member-home-vip')).toContainText('VIP 1');
  await expect(
    home.getByRole('region', { name: en('memberHome.wallet') }).getByTestId('balance-amount'),
  ).toContainText('$150.00');
  await home.getByRole('link', { name: en('memberHome.entries.vip'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByTestId('vip-current-label')).toHaveText('VIP 1');
});

test('demo01 in Khmer: the VIP label in the header matches the VIP page', async ({ page }) => {
  await loginViaApi(page, 'demo01', { hideDownloadBar: '1' });
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(headerLabel(page)).toHaveText('VIP 1');
  await page.goto('/m/member/home');
  const home = page.getByTestId('member-home');
  await expect(home.getByRole('heading', { name: 'Demo Player' })).toBeVisible();
  await expect(home.getByTestId('member-home-label')).toHaveText('VIP 1');
  await home.getByRole('link', { name: km('memberHome.entries.vip'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByTestId('vip-current-label')).toHaveText('VIP 1');
  await expect(page.getByTestId('vip-standing')).toContainText('សំរិទ្ធ');
  await expect(page.getByRole('heading', { name: km('vip.levelsTitle') })).toBeVisible();
  await expect(page.getByTestId('vip-level-1')).toHaveAttribute('aria-current', 'true');
});
