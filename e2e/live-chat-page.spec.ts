import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { messageRoutes } from '@app/contracts/message-routes';
import { newMember } from './cashier-helpers';
import { expect, test } from './fixtures';
import { makePng } from './png-fixture';

/**
 * The member's live chat page (issue 15): /chat/<chatToken>, served by the platform like the
 * demo game, opened here straight from CBS_launchChat's chatUrl (the app's launch is tested
 * with the message centre; the member <-> console conversation in live-chat.spec.ts).
 */

/** CBS_launchChat for the member's session: the chat page's URL. */
async function launchChat(request: APIRequestContext, token: string, language = 'EN') {
  const query = new URLSearchParams({
    language,
    backUrl: '/m/message',
    headerColor: '#1d4ed8',
    title: 'Help desk',
  });
  const answer = await request.get(`${messageRoutes.chatLaunch.path}?${query.toString()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { success: boolean; value: { chatUrl: string } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.chatUrl;
}

/** The member's messages with this text (a message is one list item of the log). */
const mine = (page: Page, text: string): Locator =>
  page
    .getByRole('log')
    .getByTestId('chat-message')
    .filter({ has: page.getByText(text, { exact: true }) });

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** Delivered: the server answered it (it has an id) and shows it sent (or read). */
async function expectDelivered(message: Locator) {
  await expect(message).toHaveCount(1);
  await expect(message).toHaveAttribute('data-state', /^(sent|read)$/, { timeout: 15_000 });
  await expect(message).toHaveAttribute('data-id', /^\d+$/);
}

test.describe('live chat page', () => {
  test('a member writes, reloads, sends a picture, and a message written offline arrives once', async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    // Offline, the page's requests and its socket fail on purpose.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed/);
    const member = await newMember(page, 'en');
    const chatUrl = await launchChat(page.request, member.token);

    await page.goto(chatUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Help desk' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/message');
    await expect(page.getByTestId('chat-empty')).toBeVisible();

    const hello = `Hello from the page ${Date.now().toString(36)}`;
    await write(page, hello);
    await expectDelivered(mine(page, hello));
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // A reload shows it again: it lives on the server, not in the page.
    await page.reload();
    await expectDelivered(mine(page, hello));

    // A picture: checked by the page, uploaded, sent as a message, shown with its size.
    await page.getByTestId('chat-file').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: makePng(96, 64, [30, 90, 200]),
    });
    const picture = page
      .getByRole('log')
      .getByTestId('chat-message')
      .filter({
        has: page.getByRole('img', { name: 'Picture' }),
      });
    await expectDelivered(picture);
    // Not a picture: refused before any upload.
    await page.getByTestId('chat-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByTestId('chat-composer-error')).toHaveText(
      'Only PNG or JPG pictures can be sent.',
    );
    await page.reload();
    const stored = picture.getByRole('img', { name: 'Picture' });
    await expect(stored).toBeVisible();
    await expect
      .poll(() => stored.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96);
    await expect(stored).toHaveAttribute('width', '96');

    // The network drops: the message waits, shown as not sent, with a retry.
    await page.context().setOffline(true);
    await expect(page.getByTestId('chat-connection')).toContainText('You are offline');
    const offline = `Written offline ${Date.now().toString(36)}`;
    await write(page, offline);
    await expect(mine(page, offline)).toHaveAttribute('data-state', 'queued');
    await expect(mine(page, offline).getByRole('button', { name: 'Retry' })).toBeVisible();

    // Back online: it is sent on its own, once.
    await page.context().setOffline(false);
    await expectDelivered(mine(page, offline));
    await expect(page.getByTestId('chat-connection')).toBeHidden();
    await page.reload();
    await expectDelivered(mine(page, offline));
    await expectDelivered(mine(page, hello));
  });

  test('a flood gets a clear message for the refused one, which is sent after the wait', async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    // A message the server refuses over HTTP (before the socket is up) is a 429 on purpose.
    consoleGuard.allow(/status of 429/);
    const member = await newMember(page, 'en');
    await page.goto(await launchChat(page.request, member.token));
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled();
    // CHAT_RATE_MAX (10) in CHAT_RATE_WINDOW_MS: whichever arrives eleventh waits a while.
    for (let i = 1; i <= 11; i += 1) {
      await box.fill(`Flood ${i}`);
      await box.press('Enter');
    }
    const refused = page
      .getByRole('log')
      .locator('[data-testid="chat-message"][data-state="rate"]');
    await expect(refused).toHaveCount(1, { timeout: 15_000 });
    await expect(refused.getByTestId('chat-problem')).toContainText(
      /You are sending messages too fast. Sending again in \d+ s./,
    );
    // The socket stays open and the message goes out after the wait, each once.
    await expect(refused).toHaveCount(0, { timeout: 20_000 });
    for (let i = 1; i <= 11; i += 1) await expectDelivered(mine(page, `Flood ${i}`));
  });

  test('an unknown or expired link says so, in the asked language, with the way back', async ({
    page,
    consoleGuard,
  }) => {
    // The page answers 410 Gone on purpose.
    consoleGuard.allow(/status of 410/);
    const token = 'x'.repeat(43);
    const answer = await page.goto(`/chat/${token}?lang=KM&backUrl=%2Fm%2Fhome`);
    expect(answer?.status()).toBe(410);
    await expect(page.getByTestId('chat-expired')).toContainText('តំណជជែកនេះផុតកំណត់ហើយ');
    await expect(page.getByRole('link', { name: 'ត្រឡប់ទៅកម្មវិធីវិញ' })).toHaveAttribute(
      'href',
      '/m/home',
    );
  });
});
