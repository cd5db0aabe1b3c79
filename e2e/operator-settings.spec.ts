import { test, expect, presetStorage, devSettingsPath } from './fixtures';
import { locale } from './locales';

// These tests change site-wide operator settings through the dev-only route, so they run alone
// (the "operator" project) and reset the settings after each test.
const en = locale('en');
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { language: 'en' });
});
test.afterEach(async ({ request }) => {
  const res = await request.post(`${devSettingsPath}/reset`);
  expect(res.ok()).toBe(true);
});

test('maintenance switched on by the operator shows the maintenance page, and off restores the app', async ({
  page,
  request,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Footer menu' })).toBeVisible();
  expect((await request.patch(devSettingsPath, { data: { maintenance: true } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: en('system.maintenanceTitle') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer menu' })).toHaveCount(0);
  // The cached status is used at once on the next load, then refreshed.
  expect(await page.evaluate(() => localStorage.getItem('systemStatus'))).toContain('"status":1');
  expect((await request.patch(devSettingsPath, { data: { maintenance: false } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Footer menu' })).toBeVisible();
});

test('region restriction shows the IP-block page with the IP and a contact link', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.patch(devSettingsPath, {
        data: { region: { restrictAll: true, blockedIps: [] } },
      })
    ).ok(),
  ).toBe(true);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: en('system.restrictedTitle') })).toBeVisible();
  await expect(page.getByText(en('system.yourIp').replace('{{ip}}', '127.0.0.1'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('system.contactService') })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
});

test('maintenance wins when both maintenance and region restriction apply', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.patch(devSettingsPath, {
        data: { maintenance: true, region: { restrictAll: true, blockedIps: [] } },
      })
    ).ok(),
  ).toBe(true);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: en('system.maintenanceTitle') })).toBeVisible();
});

test('channel icons and service channels appear only when a link exists', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.patch(devSettingsPath, {
        data: {
          resources: [
            {
              resourceType: 'LIVECHAT',
              url: 'https://chat.example.test/room',
              labelNameEn: 'Live chat',
            },
            {
              resourceType: 'TIKTOK',
              url: 'https://tiktok.example.test/@demo',
              labelNameEn: 'TikTok',
            },
          ],
        },
      })
    ).ok(),
  ).toBe(true);
  await page.goto('/m/home');
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: en('channels.TIKTOK') })).toBeVisible();
  await expect(menu.getByRole('link', { name: en('channels.TELEGRAM'), exact: true })).toHaveCount(
    0,
  );
  await expect(menu.getByRole('link', { name: en('channels.FACEBOOK') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Footer menu' })
    .getByRole('button', { name: en('nav.service') })
    .click();
  const sheet = page.getByRole('dialog', { name: en('service.title') });
  await expect(sheet.getByRole('link')).toHaveCount(1);
  // No download links: no download bar, no header download button.
  await expect(page.getByRole('button', { name: en('download.dismiss') })).toHaveCount(0);
});

test('the bet-record entry follows the TRANSBETREPMEM3 flag', async ({ page, request }) => {
  expect(
    (
      await request.patch(devSettingsPath, { data: { whitelabel: { TRANSBETREPMEM3: false } } })
    ).ok(),
  ).toBe(true);
  await page.goto('/m/home');
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(
    menu.getByRole('link', { name: en('sideMenu.myAccount'), exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: en('sideMenu.betRecord'), exact: true })).toHaveCount(
    0,
  );
});
