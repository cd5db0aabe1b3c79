import type { APIRequestContext } from '@playwright/test';
import { test, expect, presetStorage, devSettingsPath } from './fixtures';
import {
  answerCaptcha,
  forgetSession,
  freshMobile,
  freshUsername,
  nextCode,
  outbox,
  storedSession,
} from './auth-helpers';
import { locale } from './locales';

// Auth flows behind whitelabel flags that are off in the seed (CHNGPASSMAIL3,
// MOBILEVERCODELOGIN3). They flip site-wide settings, so they run in the "operator" project,
// alone, and reset the settings after each test.
test.describe.configure({ mode: 'serial' });

async function switchOn(request: APIRequestContext, flags: string[]) {
  const status = (await (await request.get('/wps/system/status')).json()) as {
    value: { info: { whitelabel: Record<string, boolean> } };
  };
  const whitelabel = { ...status.value.info.whitelabel };
  for (const flag of flags) whitelabel[flag] = true;
  expect((await request.patch(devSettingsPath, { data: { whitelabel } })).ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  expect((await request.post(`${devSettingsPath}/reset`)).ok()).toBe(true);
});

test('forgot by email (English): toggle with both flags, phone first; the emailed link sets a new password', async ({
  page,
  request,
}) => {
  const en = locale('en');
  await switchOn(request, ['CHNGPASSMAIL3']);
  await presetStorage(page, { language: 'en' });
  const username = freshUsername('em');
  const email = `${username}@example.com`;
  const password = 'Fresh#Pass2026';

  await page.goto('/m/register');
  await page.getByRole('textbox', { name: en('auth.fields.username'), exact: true }).fill(username);
  await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(password);
  await page.getByLabel(en('auth.fields.confirmPassword'), { exact: true }).fill(password);
  await page.getByRole('textbox', { name: en('auth.fields.email') }).fill(email);
  await answerCaptcha(page, en('auth.fields.captcha'));
  await page.getByRole('button', { name: en('auth.submitRegister') }).click();
  await page.waitForURL('**/m/home');
  await forgetSession(page);

  await page.goto('/m/login');
  await page.getByRole('link', { name: en('auth.forgot') }).click();
  await expect(page.getByRole('tab', { name: en('auth.tabs.phone') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: en('auth.tabs.email') }).click();
  await page.getByRole('textbox', { name: en('auth.fields.username'), exact: true }).fill(username);
  // The spec's email rule.
  const emailBox = page.getByRole('textbox', { name: en('auth.fields.email'), exact: true });
  await emailBox.fill('not-an-email');
  await page.getByRole('button', { name: en('auth.forget.retrieve') }).click();
  await expect(emailBox).toHaveAccessibleDescription(en('auth.validation.emailFormat'));
  const before = (await outbox(request, email, 'email')).length;
  await emailBox.fill(` ${email} `);
  await page.getByRole('button', { name: en('auth.forget.retrieve') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en('auth.forget.emailSent') }),
  ).toBeVisible();
  // After 1 s the screen goes back (to login, where the player came from).
  await page.waitForURL('**/m/login');

  const token = await nextCode(request, email, 'email', before);
  await page.goto(`/m/forget?resetToken=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: en('auth.forget.resetTitle') })).toBeVisible();
  const next = 'Reset#Pass2027';
  await page.getByLabel(en('auth.fields.newPassword'), { exact: true }).fill(next);
  await page.getByLabel(en('auth.fields.confirmNewPassword'), { exact: true }).fill(next);
  await page.getByRole('button', { name: en('auth.forget.resetSubmit') }).click();
  await page.waitForURL('**/m/login');
  await expect(page.getByText(en('auth.forget.resetDone'))).toBeVisible();

  await page.getByRole('textbox', { name: en('auth.fields.username'), exact: true }).fill(username);
  await page.getByLabel(en('auth.fields.password'), { exact: true }).fill(next);
  await page.getByRole('button', { name: en('auth.submitLogin') }).click();
  await page.waitForURL('**/m/home');
  expect(await storedSession(page)).toMatchObject({ userName: username });
});

test('SMS login tab (Khmer) with MOBILEVERCODELOGIN3: code from the outbox logs in', async ({
  page,
  request,
}) => {
  const km = locale('km');
  await switchOn(request, ['MOBILEVERCODELOGIN3']);
  await presetStorage(page, { language: 'km' });
  const mobile = freshMobile();
  const recipient = `855${mobile}`;

  await page.goto('/m/register');
  await page.getByRole('tab', { name: km('auth.tabs.mobile') }).click();
  await page.getByRole('textbox', { name: km('auth.fields.mobileNum'), exact: true }).fill(mobile);
  let before = (await outbox(request, recipient, 'sms')).length;
  await page.getByRole('button', { name: km('auth.sms.getCode') }).click();
  let code = await nextCode(request, recipient, 'sms', before);
  await page
    .getByRole('textbox', { name: km('auth.fields.verificationCode'), exact: true })
    .fill(code);
  await answerCaptcha(page, km('auth.fields.captcha'));
  await page.getByRole('button', { name: km('auth.submitRegister') }).click();
  await page.waitForURL('**/m/home');
  await forgetSession(page);

  await page.goto('/m/login');
  await page.getByRole('tab', { name: km('auth.tabs.sms') }).click();
  const mobileBox = page.getByRole('textbox', { name: km('auth.fields.mobileNum'), exact: true });
  await expect(mobileBox).toHaveAttribute('autocomplete', 'tel-national');
  // Getting a code first validates the number: nothing is sent for an empty one.
  await page.getByRole('button', { name: km('auth.sms.getCode') }).click();
  await expect(mobileBox).toHaveAttribute('aria-invalid', 'true');
  await mobileBox.fill(`0${mobile}`);
  before = (await outbox(request, recipient, 'sms')).length;
  await page.getByRole('button', { name: km('auth.sms.getCode') }).click();
  code = await nextCode(request, recipient, 'sms', before);
  const codeBox = page.getByRole('textbox', {
    name: km('auth.fields.verificationCode'),
    exact: true,
  });
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await codeBox.fill(code);
  await page.getByRole('button', { name: km('auth.submitLogin') }).click();
  await page.waitForURL('**/m/home');
  expect(await storedSession(page)).toMatchObject({ userName: mobile, type: 0 });
});
