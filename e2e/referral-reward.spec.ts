import { apiGatewayDeposit, newMember } from './cashier-helpers';
import { answerCaptcha, freshPassword, freshUsername, storedSession } from './auth-helpers';
import { expect, test } from './fixtures';
import { locale } from './locales';

/**
 * Referral rewards on the invite screen (issue 16): a friend registers through the member's
 * invite link and makes a first deposit of 20.00 (the seeded REFERRAL promotion pays 10.00 per
 * friend whose first deposit is at least that); the member's invite screen then shows the reward
 * ready to claim, and the friend's row says so; the card leads to the reward centre, where the
 * member claims it; back on the invite screen it is earned and the friend's reward claimed.
 */
const km = locale('km');

/** "alicefriend1" -> "al***d1", as the server masks a friend's username. */
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;

test("a friend's first deposit shows a reward to claim on the invite screen", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { t } = await newMember(page, 'en');
  await page.goto('/m/inviteFriends');
  const link = (await page.getByTestId('referral-link').textContent())!.trim();
  await expect(page.getByTestId('referral-reward')).toHaveCount(0);

  // The friend registers through the link in a browser of their own, then deposits 20.00.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(link);
  const friend = freshUsername('rf');
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
  const friendToken = (await storedSession(friendPage))!.token;
  await friendContext.close();
  await apiGatewayDeposit(request, friendToken, '20');

  // The invite screen: the reward to claim first, and the friend's row.
  await page.reload();
  const card = page.getByRole('region', { name: t('invite.rewardReadyTitle') });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('referral-reward-amount')).toHaveText('$10.00');
  const row = page.getByTestId('referral-friend').filter({ hasText: masked(friend) });
  await expect(row).toContainText(t('invite.deposited'));
  await expect(row.getByTestId('referral-friend-reward')).toHaveText(
    t('invite.friendRewardToClaim'),
  );

  // Claimed in the reward centre.
  await card.getByRole('link', { name: t('invite.rewardReadyAction') }).click();
  await page.waitForURL('**/m/rewardCenter');
  const item = page
    .getByTestId('reward-item')
    .filter({ hasText: masked(friend) })
    .and(page.locator('[data-kind="REFERRAL"]'));
  await expect(item).toHaveAttribute('data-status', 'CLAIM');
  await item.getByTestId('reward-action').click();
  await expect(item).toHaveAttribute('data-status', 'CLAIMED');

  // Back on the invite screen: earned, nothing left to claim, the friend's reward claimed.
  await page.goBack();
  await page.waitForURL('**/m/inviteFriends');
  await expect(page.getByTestId('referral-stat-earned')).toContainText('$10.00');
  await expect(page.getByTestId('referral-reward')).toHaveCount(0);
  await expect(row.getByTestId('referral-friend-reward')).toHaveText(
    t('invite.friendRewardClaimed'),
  );
});
