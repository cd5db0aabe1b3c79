import type { Page } from '@playwright/test';
import { expect, loginViaApi, test } from './fixtures';
import { locale } from './locales';

// Overlays are native modal dialogs (docs/decisions/0034-native-dialogs.md): the logout confirm
// opened from the side menu stacks on it, and only the top one hears Escape, the mask and Tab;
// the page behind is inert.
const en = locale('en');

/** Whether the focused element is inside the dialog that `selector` finds. */
function focusIsIn(page: Page, selector: string) {
  return page.evaluate((s) => document.activeElement?.closest(s) != null, selector);
}

test('the logout confirm stacks on the side menu: Escape, the mask and Tab reach only the top one', async ({
  page,
}) => {
  await loginViaApi(page, 'demo01', { language: 'en' });
  await page.goto('/m/home');
  const menuButton = page
    .getByRole('banner')
    .getByRole('button', { name: en('common.menu'), exact: true });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: en('common.menu') });
  await expect(menu).toBeVisible();
  const signOut = menu.getByRole('button', { name: en('sideMenu.signOut') });
  const confirm = page.getByRole('alertdialog', { name: en('account.logout') });
  const cancel = confirm.getByRole('button', { name: en('common.cancel') });
  const confirmButton = confirm.getByRole('button', { name: en('account.logout') });

  // The page behind the menu is inert: its controls cannot take focus.
  const footerService = page.locator(`nav[aria-label="${en('nav.footerMenu')}"] button`);
  await footerService.focus();
  await expect(footerService).not.toBeFocused();

  // The confirm opens on top, with focus on Cancel.
  await signOut.click();
  await expect(confirm).toBeVisible();
  await expect(cancel).toBeFocused();

  // Escape closes only the confirm; focus goes back to Sign out in the open menu.
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(menu).toBeVisible();
  await expect(signOut).toBeFocused();

  // Tab and Shift+Tab stay inside the confirm, and its Log out button can be reached.
  await signOut.click();
  await expect(cancel).toBeFocused();
  const alertdialog = 'dialog[role="alertdialog"]';
  let reachedConfirm = false;
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusIsIn(page, alertdialog), `focus after ${key}`).toBe(true);
    reachedConfirm ||= await confirmButton.evaluate((el) => el === document.activeElement);
  }
  expect(reachedConfirm).toBe(true);

  // A press where a page control lies lands on the confirm's mask: the control behind does
  // nothing (no service sheet, same page), and only the confirm closes. (The mask ignores taps
  // for 300 ms after opening, spec section 9, and the Tab presses may take less.)
  await page.waitForTimeout(300);
  const box = await footerService.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(confirm).toHaveCount(0);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('dialog', { name: en('service.title') })).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);

  // A second Escape closes the menu, and focus returns to the menu button.
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  // Still logged in: no dialog confirmed anything.
  await expect(
    page.getByRole('banner').getByRole('button', { name: en('account.accountMenu') }),
  ).toBeVisible();
});

test('the page stays scroll-locked until the last dialog closes', async ({ page }) => {
  await loginViaApi(page, 'demo01', { language: 'en' });
  await page.goto('/m/home');
  await page
    .getByRole('banner')
    .getByRole('button', { name: en('common.menu'), exact: true })
    .click();
  const menu = page.getByRole('dialog', { name: en('common.menu') });
  await menu.getByRole('button', { name: en('sideMenu.signOut') }).click();
  const confirm = page.getByRole('alertdialog', { name: en('account.logout') });
  await confirm.getByRole('button', { name: en('common.cancel') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await menu.getByRole('button', { name: en('common.close') }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
});
