import type { APIRequestContext, Page } from '@playwright/test';
import { badgeText } from '@app/contracts/message-constants';
import { messageRoutes } from '@app/contracts/message-routes';
import { opsRoutes } from '@app/contracts/ops-routes';
import { newMember } from './cashier-helpers';
import { expect, freePlayViaApi, presetStorage, test } from './fixtures';
import { locale } from './locales';
import { signInAsNewOperator } from './ops-helpers';

/**
 * The inbox and the message centre (issue 15): support sends an inbox message to one fresh
 * member from the console's API; the member sees the badges (the message centre's Messages row
 * and the unread total on the footer's member centre tab), opens /m/messages and the message,
 * the badges clear; the member deletes it and it stays gone after a reload. A trial account gets
 * free_reject on the inbox and live chat; a guest is sent to log in.
 */

const t = locale('en');

/** An unread count the member's session reads from the API (the badge's other parts). */
async function unread(request: APIRequestContext, token: string, path: string): Promise<number> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { success: boolean; value: { unreadCount: number } };
  expect(body.success).toBe(true);
  return body.value.unreadCount;
}

/** Support (an operator of the test's own, role support) sends `title` to `username`. */
async function sendInboxMessage(
  admin: APIRequestContext,
  desk: APIRequestContext,
  username: string,
  title: string,
) {
  await signInAsNewOperator(admin, desk, 'support');
  const session = (await (await desk.get('/ops/api/session')).json()) as {
    value: { csrfToken: string };
  };
  const sent = await desk.post(opsRoutes.opsInboxSend.path, {
    headers: { 'x-csrf-token': session.value.csrfToken },
    data: {
      target: { kind: 'MEMBER', username },
      texts: {
        en: {
          title,
          content: '<p>Hello <b>member</b>, your <a href="/m/activity">bonus</a> is ready.</p>',
        },
        km: { title: `${title} (km)`, content: '<p>សួស្តី</p>' },
      },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

const centreRow = (page: Page, key: string) => page.getByTestId(`message-centre-${key}`);

test('support sends an inbox message; the member sees the badges, reads it, and deletes it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await newMember(page, 'en');
  const title = `Your weekly bonus ${Date.now()}`;
  // Messages to everyone (the seed's welcome) reach a new member too.
  const before = await unread(request, member.token, messageRoutes.inboxUnreadCount.path);

  const desk = await browser.newContext();
  try {
    await sendInboxMessage(request, desk.request, member.username, title);
  } finally {
    await desk.close();
  }

  // The badges: the Messages row counts it; the footer's member centre tab the total of the
  // three counters (the seeded announcements count too).
  const announcements = await unread(
    request,
    member.token,
    messageRoutes.announcementUnreadCount.path,
  );
  const chat = await unread(request, member.token, messageRoutes.chatUnreadCount.path);
  await page.goto('/m/message');
  const inboxBadge = page.getByTestId('message-centre-badge-messages');
  await expect(inboxBadge).toHaveText(badgeText(before + 1));
  await expect(centreRow(page, 'messages')).toHaveAccessibleDescription(
    t('unread.description').replace('{{value}}', badgeText(before + 1)),
  );
  await expect(page.getByTestId('footer-unread')).toHaveText(
    badgeText(announcements + before + 1 + chat),
  );

  // Open the inbox and the message: it is read, the badges drop.
  await centreRow(page, 'messages').click();
  await page.waitForURL('**/m/messages');
  const row = page.getByTestId('inbox-item').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText('Hello member, your bonus is ready.');
  // Unread first: it is above every read message.
  await expect(page.getByTestId('inbox-item').first()).toHaveAttribute('data-read', 'false');
  await row.click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet.getByTestId('inbox-message-content')).toContainText(
    'Hello member, your bonus is ready.',
  );
  await expect(sheet.getByRole('link', { name: 'bonus' })).toHaveAttribute('href', '/m/activity');
  await expect(row).toHaveAttribute('data-read', 'true');
  await sheet.getByRole('button', { name: t('common.close') }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/m\/messages$/);

  // Back in the message centre, the Messages badge is gone and the total dropped.
  await page.goBack();
  await page.waitForURL('**/m/message');
  await expect(centreRow(page, 'messages')).toBeVisible();
  if (before > 0) await expect(inboxBadge).toHaveText(badgeText(before));
  else await expect(inboxBadge).toHaveCount(0);
  const rest = badgeText(announcements + before + chat);
  if (rest) await expect(page.getByTestId('footer-unread')).toHaveText(rest);
  else await expect(page.getByTestId('footer-unread')).toHaveCount(0);

  // Delete it (after the confirm); it stays gone after a reload.
  await centreRow(page, 'messages').click();
  await row.click();
  await sheet.getByRole('button', { name: t('messages.inbox.delete') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('messages.inbox.deleteTitle') });
  await confirm.getByRole('button', { name: t('messages.inbox.delete') }).click();
  await expect(page.getByText(t('messages.inbox.deleted')).filter({ visible: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByTestId('inbox-item').or(page.getByTestId('inbox-empty')).first(),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a member opens live chat from the message centre: the chat page, in the app language', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newMember(page, 'en');
  await page.goto('/m/message');
  const chat = centreRow(page, 'liveChat');
  await chat.click();
  // It says it is opening, then (500 ms after the link came) the chat page replaces the app.
  await expect(chat).toContainText(t('messages.centre.opening'));
  await page.waitForURL(/\/chat\/[A-Za-z0-9_-]{43}/);
  const url = new URL(page.url());
  expect(url.searchParams.get('lang')).toBe('EN');
  expect(url.searchParams.get('backUrl')).toMatch(/\/m\/message$/);
  expect(url.searchParams.get('title')).toBe(t('messages.centre.liveChat'));
});

test('a trial account gets free_reject on messages and live chat and sees no badge', async ({
  page,
}) => {
  await freePlayViaApi(page, { language: 'en', hideDownloadBar: '1' });
  const counters = [
    messageRoutes.announcementUnreadCount.path,
    messageRoutes.inboxUnreadCount.path,
    messageRoutes.chatUnreadCount.path,
  ];
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (counters.includes(path) || path === messageRoutes.chatLaunch.path) asked.push(path);
  });
  await page.goto('/m/message');
  await expect(centreRow(page, 'announcements')).toBeVisible();

  await centreRow(page, 'messages').click();
  await expect(page.getByText(t('account.freeReject'))).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);

  await centreRow(page, 'liveChat').click();
  await expect(page.getByText(t('account.freeReject')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByTestId(/^message-centre-badge-/)).toHaveCount(0);

  // Typed in, the inbox refuses too.
  await page.goto('/m/messages');
  await expect(page.getByText(t('account.freeReject'))).toBeVisible();
  await page.waitForURL('**/m/home');
  expect(asked).toEqual([]);
});

test('a guest opening the message centre or the inbox is sent to log in', async ({ page }) => {
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  for (const path of ['/m/message', '/m/messages', '/m/webEmail']) {
    await page.goto(path);
    await page.waitForURL('**/m/login');
  }
});
