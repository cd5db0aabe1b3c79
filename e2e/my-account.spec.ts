import type { Locator } from '@playwright/test';
import { newMember } from './cashier-helpers';
import { expect, test } from './fixtures';
import { locale } from './locales';
import { makePng } from './png-fixture';

/**
 * My account (issue 14): a member uploads a picture as their avatar (a refused file first) and
 * sees it in the header; changes the nickname (an empty one is refused on the device, a taken
 * email by the server, and what was typed stays); sets the birthday once. PROFPIC3 is on by
 * default, so nothing site-wide changes here.
 */

const t = locale('en');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** Whether an <img> really shows a picture (its bytes loaded and decoded). */
const loaded = (image: Locator) =>
  image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
  );

test('a member uploads an avatar and sees it in the header, edits the nickname and birthday', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(60_000);
  // The taken email's refusal (409) is expected.
  consoleGuard.allow(/status of 409/);
  const { username } = await newMember(page, 'en');
  await page.goto('/m/myAccount/index');
  const card = page.getByTestId('my-account-card');
  await expect(card.getByTestId('my-account-name')).toHaveText(username);
  await expect(page.getByTestId('row-username-value')).toHaveText(username);
  await expect(page.getByTestId('row-birthday-value')).toHaveText(t('myAccount.notSet'));

  // The avatar: a text file is refused on the device, then a real png is uploaded and set.
  await page.getByTestId('change-avatar').click();
  const sheet = page.getByTestId('avatar-sheet');
  await expect(sheet.getByRole('heading', { name: t('myAccount.avatar.title') })).toBeVisible();
  const file = sheet.getByTestId('avatar-file');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(sheet.getByTestId('avatar-error')).toHaveText(t('memberErrors.uploadType'));
  await file.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(300, 200, [200, 40, 60], [250, 200, 40]),
  });
  await expect(page.getByText(t('myAccount.avatar.saved')).filter({ visible: true })).toBeVisible();
  await expect(sheet).toBeHidden();
  const mine = card.locator('img[data-avatar="uploaded"]');
  await expect.poll(() => loaded(mine)).toBe(256);

  // In the header of the home page.
  await page.goto('/m/home');
  const headerAvatar = page
    .getByRole('button', { name: t('account.accountMenu') })
    .locator('img[data-avatar="uploaded"]');
  await expect.poll(() => loaded(headerAvatar)).toBe(256);
  await expect(headerAvatar).toHaveAttribute('src', /^blob:/);

  // A built-in one replaces it, and the upload comes back the same way.
  await page.goto('/m/myAccount/index');
  await page.getByTestId('change-avatar').click();
  await sheet.getByRole('button', { name: fill(t('myAccount.avatar.option'), { n: 3 }) }).click();
  await expect(sheet).toBeHidden();
  await expect(card.locator('img[data-avatar="preset"]')).toHaveAttribute(
    'src',
    '/cdn/avatars/avatar-3.svg',
  );

  // The nickname: an empty one is refused on the device, the typed text stays.
  await page.getByTestId('row-nickname').click();
  const nicknameSheet = page.getByTestId('edit-nickname');
  const nickname = nicknameSheet.getByLabel(t('myAccount.field.nickname'));
  await nickname.fill('   ');
  await nicknameSheet.getByRole('button', { name: t('myAccount.save') }).click();
  await expect(nicknameSheet.getByText(t('myAccount.validation.nicknameRequired'))).toBeVisible();
  await nickname.fill('Lucky Star');
  await nicknameSheet.getByRole('button', { name: t('myAccount.save') }).click();
  await expect(nicknameSheet).toBeHidden();
  await expect(page.getByTestId('row-nickname-value')).toHaveText('Lucky Star');
  await expect(card.getByTestId('my-account-name')).toHaveText('Lucky Star');

  // The email: the server refuses one another member uses; what was typed stays.
  await page.getByTestId('row-email').click();
  const emailSheet = page.getByTestId('edit-email');
  const email = emailSheet.getByLabel(t('myAccount.field.email'));
  await email.fill('demo01@example.com');
  await emailSheet.getByRole('button', { name: t('myAccount.save') }).click();
  await expect(emailSheet.getByRole('alert')).toHaveText(t('errors.emailTaken'));
  await expect(email).toHaveValue('demo01@example.com');
  await emailSheet.getByRole('button', { name: t('common.close') }).click();
  await expect(emailSheet).toBeHidden();

  // The birthday: under 18 is refused, then set once; it can no longer be edited here.
  await page.getByTestId('row-birthday').click();
  const birthdaySheet = page.getByTestId('edit-birthday');
  await expect(birthdaySheet.getByTestId('once-warning')).toHaveText(t('myAccount.onceWarning'));
  const birthday = birthdaySheet.getByLabel(t('myAccount.field.birthday'));
  const young = new Date();
  young.setFullYear(young.getFullYear() - 10);
  await birthday.fill(young.toISOString().slice(0, 10));
  await birthdaySheet.getByRole('button', { name: t('myAccount.save') }).click();
  await expect(
    birthdaySheet.getByText(fill(t('myAccount.validation.birthdayAge'), { age: 18 })),
  ).toBeVisible();
  await birthday.fill('1990-05-17');
  await birthdaySheet.getByRole('button', { name: t('myAccount.save') }).click();
  await expect(birthdaySheet).toBeHidden();
  await expect(page.getByTestId('row-birthday-value')).toHaveText('1990-05-17');
  await expect(page.getByTestId('row-birthday')).not.toHaveRole('button');
  await expect(page.getByTestId('row-birthday')).toContainText(t('myAccount.lockedNote'));

  // Everything is still there after a reload (it came from the server).
  await page.reload();
  await expect(page.getByTestId('row-nickname-value')).toHaveText('Lucky Star');
  await expect(page.getByTestId('row-birthday-value')).toHaveText('1990-05-17');
});

test('the account screen works in Khmer', async ({ page }) => {
  const km = locale('km');
  await newMember(page, 'km');
  await page.goto('/m/myAccount/index');
  await expect(page.getByRole('heading', { name: km('myAccount.profileTitle') })).toBeVisible();
  await page.getByTestId('row-payeeName').click();
  const sheet = page.getByTestId('edit-payeeName');
  await expect(sheet.getByRole('heading', { name: km('myAccount.edit.payeeName') })).toBeVisible();
  await sheet.getByLabel(km('myAccount.field.payeeName')).fill('Sok Dara');
  await sheet.getByRole('button', { name: km('myAccount.save') }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('row-payeeName-value')).toHaveText('Sok Dara');
  await expect(page.getByTestId('row-payeeName')).toContainText(km('myAccount.lockedNote'));
});
