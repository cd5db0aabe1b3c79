import type { APIRequestContext, Page } from '@playwright/test';
import type { AnnouncementItem, AnnouncementList } from '@app/contracts/announcements';
import { devRoutes } from '@app/contracts/dev-routes';
import { routes } from '@app/contracts/routes';
import { freshPassword, freshUsername, registerByUsername, storedSession } from './auth-helpers';
import { apiLogin, expect, presetStorage, test } from './fixtures';
import { locale } from './locales';

/**
 * The announcement popup over /m/home (issue 15; spec sections 2, 3 and 4) against the real
 * server and its seeded popups: a visitor sees the B popup once, not after a reload, and again
 * once the set changes; a member sees the A items and, on the account's first login, the F item
 * too; paging by arrows and tabs; an http link opens outside, an in-app link navigates.
 *
 * Runs in the `operator` project (alone, after the rest): changing the set means adding a popup
 * for visitors, which shows site-wide (home ticker, notice page) until this test removes it.
 */
test.use({ announcementPopup: 'keep' });
test.describe.configure({ timeout: 120_000 });

const en = locale('en');
const externalSite = 'https://www.begambleaware.org/';

/** The popup items the server gives this viewer (the home notices query, as the app asks). */
async function popupItems(request: APIRequestContext, token?: string): Promise<AnnouncementItem[]> {
  const res = await request.get(routes.announcements.path, {
    params: { types: 'B,PL,PU,PR,H', platform: 'M', language: 'EN' },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return ((await res.json()) as { value: AnnouncementList }).value.popup;
}

const popup = (page: Page) => page.getByRole('dialog', { name: en('popup.title') });
const storedRecord = (page: Page, key: 'popupVisitor' | 'popupMember') =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** The popup decided, with `count` items for the viewer, not to show (nothing new). */
async function expectNoPopup(page: Page, count: number) {
  await expect(page.getByTestId('announcement-popup-status')).toHaveAttribute(
    'data-items',
    String(count),
    { timeout: 20_000 },
  );
  await expect(popup(page)).toHaveCount(0);
}

test('a visitor sees the B popup once, pages it, and sees it again when the set changes', async ({
  page,
  request,
}) => {
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  const items = await popupItems(request);
  const titles = items.map((i) => i.title);
  // The seeded welcome (for everyone) and the visitors' (B) popup; no member items.
  expect(items.map((i) => i.execution)).toEqual([null, 'B']);

  await page.goto('/m/home');
  const dialog = popup(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // Not over the first paint: the lobby is there underneath.
  await expect(page.getByTestId('home-lobby')).toBeAttached();
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveText(titles);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(titles[0]!);
  // Focus moved into the dialog, onto its first control: the named close button.
  const close = dialog.getByRole('button', { name: en('common.close') });
  await expect(close).toBeFocused();

  // Paging by the arrows, within bounds.
  const previous = dialog.getByRole('button', { name: en('popup.previous') });
  const next = dialog.getByRole('button', { name: en('popup.next') });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(titles[1]!);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(titles[0]!);
  // ...and by the tab strip.
  await tabs.nth(1).click();
  await expect(dialog.getByRole('tabpanel')).toContainText(titles[1]!);

  // The B item's http link opens outside, in a new tab without the opener; the popup stays.
  await page
    .context()
    .route(`${externalSite}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Outside</title><p>outside</p>' }),
    );
  const link = dialog.getByRole('link', { name: 'BeGambleAware' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [outside] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await outside.waitForLoadState();
  expect(outside.url()).toBe(externalSite);
  expect(await outside.evaluate(() => window.opener)).toBeNull();
  await outside.close();
  expect(new URL(page.url()).pathname).toBe('/m/home');
  await expect(dialog).toBeVisible();

  // Closing stores show: false with the set; a reload does not show it again.
  await close.click();
  await expect(dialog).toHaveCount(0);
  expect(await storedRecord(page, 'popupVisitor')).toEqual({
    show: false,
    list: items.map((i) => `${i.title},${i.content}`),
  });
  await page.reload();
  await expectNoPopup(page, items.length);

  // The set changes (an operator adds a popup for visitors): it shows again, with the new item.
  const added = await request.post(devRoutes.devContentAnnouncementAdd.path, {
    data: {
      type: 'PU',
      execution: 'B',
      title: `Tonight only ${Date.now()}`,
      content: '<p>Double points on every <a href="/m/lottery">lottery draw</a>.</p>',
    },
  });
  const { value } = (await added.json()) as { value: { id: number } };
  try {
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(tabs).toHaveCount(3);
    await tabs.nth(2).click();
    // An in-app link navigates inside the app and counts as closing.
    await dialog.getByRole('link', { name: 'lottery draw' }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await expect(dialog).toHaveCount(0);
    expect(await storedRecord(page, 'popupVisitor')).toMatchObject({ show: false });
  } finally {
    const removed = await request.delete(
      devRoutes.devContentAnnouncementRemove.path.replace(':id', String(value.id)),
    );
    expect(removed.ok()).toBe(true);
  }
  // Back to the seeded set: it differs from the last one closed, so it shows once more.
  await page.goto('/m/home');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(tabs).toHaveText(titles);
});

test('a member sees the A items, and on the first login the F item too', async ({ page }) => {
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  // A freshly registered account: registering logs it in, its first login.
  const username = freshUsername('pop');
  await registerByUsername(page, en, username);
  const session = await storedSession(page);
  expect(session).toMatchObject({ userName: username, firstTimeLogin: true });
  const items = await popupItems(page.request, session!.token);
  expect(items.map((i) => i.execution)).toEqual([null, 'F', 'A', 'A']);

  const dialog = popup(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveText(items.map((i) => i.title));
  await expect(dialog.getByTestId('announcement-popup-actions')).toHaveCount(0);

  // The promotion (an A item with a promotion type): its picture, sized, and the button area.
  const promo = items.findIndex((i) => i.promotionType !== null);
  await tabs.nth(promo).click();
  const picture = dialog.getByRole('img', { name: items[promo]!.title });
  await expect(picture).toHaveAttribute('width', '750');
  await expect(picture).toHaveAttribute('height', '300');
  await expect(picture).toHaveJSProperty('complete', true);
  const goTo = dialog.getByRole('button', { name: en('popup.goTo') });
  await goTo.click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  expect(await storedRecord(page, 'popupMember')).toMatchObject({ show: false });

  // The next login of the same account is not a first login: no F item. (The set is not the one
  // closed, so the popup shows again, with the A items.)
  const again = await apiLogin(page.request, username, freshPassword);
  expect(again.firstTimeLogin).toBe(false);
  await page.evaluate((s) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), again);
  await page.goto('/m/home');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(tabs).toHaveText(items.filter((i) => i.execution !== 'F').map((i) => i.title));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expectNoPopup(page, 3);
});
