import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { newMember } from './cashier-helpers';
import { expect, reportCspViolationsToConsole, test } from './fixtures';
import { signInAsNewOperator } from './ops-helpers';

/**
 * Live chat end to end (issue 15): a fresh member opens live chat from the message centre and
 * writes; a support operator sees the conversation waiting in the console's queue, claims it and
 * answers; the answer appears on the member's chat page without a reload. Back in the app, the
 * member's message centre counts the operator's next reply on the live chat row (1), and opening
 * the chat again reads it (the badge goes). Duty is left as it is (it is site-wide): a reply
 * claims and answers whether or not anyone is on duty.
 */

/** The console in its own desktop-sized context, failing on its console errors and CSP too. */
async function consolePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const ops = await context.newPage();
  const problems: string[] = [];
  await reportCspViolationsToConsole(ops);
  ops.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  ops.on('pageerror', (err) => problems.push(err.message));
  return { context, ops, problems };
}

/** The accessibility gate's rules (accessibility.spec.ts): no serious or critical violation. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

async function openLiveChat(page: Page) {
  await page.goto('/m/message');
  await page.getByTestId('message-centre-liveChat').click();
  await page.waitForURL('**/chat/**', { timeout: 15_000 });
}

test('a member chats live with support in the console; replies count on the message centre while the chat is closed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await newMember(page, 'en');

  // The member opens live chat from the message centre and writes.
  await openLiveChat(page);
  const question = `Where is my deposit? ${Date.now()}`;
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const memberLog = page.getByRole('log');
  await expect(memberLog.getByText(question)).toBeVisible();

  const { context, ops, problems } = await consolePage(browser);
  try {
    // Support sees it waiting in the queue, opens it with the member beside it, and claims it.
    await signInAsNewOperator(request, context.request, 'support');
    await ops.goto('/ops/');
    await ops.getByRole('link', { name: /^Live chat/ }).click();
    await expect(ops.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
    await expect(ops.getByTestId('chat-connection')).toHaveAttribute('data-state', 'open', {
      timeout: 15_000,
    });
    const row = ops.getByTestId('chat-queue-row').filter({ hasText: member.username });
    await expect(row).toHaveAttribute('data-status', 'WAITING', { timeout: 15_000 });
    await expect(row.getByTestId('chat-wait')).toContainText('Waiting');
    await row.click();
    const conversation = ops.getByTestId('chat-conversation');
    await expect(conversation.getByRole('log').getByText(question)).toBeVisible();
    await expect(ops.getByTestId('chat-profile')).toContainText(member.username);
    await conversation.getByRole('button', { name: 'Claim' }).click();
    await expect(conversation).toHaveAttribute('data-status', 'ACTIVE');
    await expect(ops.getByText(/You are answering/)).toBeVisible();

    // The answer appears on the member's page without a reload.
    const answer = `We are checking it now ${Date.now()}`;
    const reply = conversation.getByRole('textbox', { name: 'Reply' });
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    await expect(conversation.getByRole('log').getByText(answer)).toBeVisible();
    await expect(memberLog.getByText(answer)).toBeVisible({ timeout: 15_000 });
    // The member's page reads it, and the console shows that.
    const supportSaid = (text: string) =>
      conversation.getByTestId('chat-message').filter({ hasText: text });
    await expect(supportSaid(answer).getByTestId('chat-read')).toBeVisible({ timeout: 15_000 });
    // The desk with a conversation open passes the accessibility gate's rules, in both themes.
    await expectAccessible(ops);
    await ops.getByRole('button', { name: 'Dark theme' }).click();
    await expect(ops.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(ops);

    // The member writes again: it arrives in the console as it is written.
    const thanks = `Thank you ${Date.now()}`;
    await box.fill(thanks);
    await box.press('Enter');
    await expect(conversation.getByRole('log').getByText(thanks)).toBeVisible({
      timeout: 15_000,
    });

    // The member leaves the chat page for the app; support answers meanwhile.
    await page.getByTestId('chat-back').click();
    await page.waitForURL('**/m/message');
    const later = `It has arrived ${Date.now()}`;
    await reply.fill(later);
    await reply.press('Enter');
    await expect(conversation.getByRole('log').getByText(later)).toBeVisible();

    // The reply is stored (the console showed the server's answer): the message centre, opened
    // again, counts it on the live chat row.
    await page.goto('/m/message');
    const badge = page.getByTestId('message-centre-badge-liveChat');
    await expect(badge).toHaveText('1', { timeout: 15_000 });

    // Opening the chat again reads it (the console sees the read mark); back in the app, the
    // badge is gone.
    await openLiveChat(page);
    await expect(page.getByRole('log').getByText(later)).toBeVisible();
    await expect(supportSaid(later).getByTestId('chat-read')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('chat-back').click();
    await page.waitForURL('**/m/message');
    await expect(page.getByTestId('message-centre-liveChat')).toBeVisible();
    await expect(badge).toHaveCount(0, { timeout: 15_000 });

    expect(problems, 'console errors on the console page').toEqual([]);
  } finally {
    await context.close();
  }
});
