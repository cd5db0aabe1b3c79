import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { newMember } from './cashier-helpers';
import { expect, test } from './fixtures';
import { locale } from './locales';
import { signInAsNewOperator } from './ops-helpers';
import { makePng } from './png-fixture';

/**
 * Identity verification (issue 14): a member uploads 2 documents in the security centre; support
 * rejects them in the console with a reason, which the member reads; the member sends a new one
 * and support verifies it; the member sees "verified". The documents load in the console with
 * the operator's session.
 */

const t = locale('en');

const signInAsNewSupport = (admin: APIRequestContext, request: APIRequestContext) =>
  signInAsNewOperator(admin, request, 'support');

async function openConsoleAsSupport(browser: Browser, admin: APIRequestContext) {
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  await signInAsNewSupport(admin, desk.request);
  const ops = await desk.newPage();
  await ops.goto('/ops/');
  await ops.getByRole('link', { name: 'Identity checks' }).click();
  await expect(ops.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
  return { desk, ops };
}

/** Opens the member's submission under review from the queue (searched by username). */
async function openSubmission(ops: Page, username: string) {
  await ops.goto('/ops/kyc');
  await ops.getByRole('searchbox', { name: 'Search' }).fill(username);
  await ops.getByRole('button', { name: 'Search' }).click();
  const row = ops
    .getByRole('row')
    .filter({ hasText: username })
    .filter({ hasText: 'Under review' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Review submission/ }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText(username);
}

const loadedWidth = (image: Locator) =>
  image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
  );

/** Picks `count` new documents; `total` thumbnails then show, all uploaded. */
async function pickDocuments(section: Locator, count: number, total = count) {
  const files = Array.from({ length: count }, (_, i) => ({
    name: `document-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: makePng(480, 300, [40 + i * 60, 90, 160], [230, 230, 230]),
  }));
  await section.getByTestId('kyc-file-input').setInputFiles(files);
  await expect(section.getByTestId('kyc-thumbs').getByRole('img')).toHaveCount(total);
  await expect(section.getByText(t('kyc.uploading'))).toHaveCount(0);
}

test('a member sends documents; support rejects with a reason, then verifies them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { username } = await newMember(page, 'en');
  await page.goto('/m/securityCenter');
  const section = page.getByTestId('kyc-section');
  const status = section.getByTestId('kyc-status');
  await expect(status).toHaveText(t('kyc.status.NONE'));

  // Nothing picked: refused on the device. A text file: refused on the device.
  await section.getByRole('button', { name: t('kyc.submit') }).click();
  await expect(section.getByTestId('kyc-error')).toHaveText(t('kyc.needOne'));
  await section
    .getByTestId('kyc-file-input')
    .setInputFiles({ name: 'id.txt', mimeType: 'text/plain', buffer: Buffer.from('id') });
  await expect(section.getByTestId('kyc-problems')).toContainText(t('memberErrors.uploadType'));

  // Two documents, one removed and picked again, then sent.
  await pickDocuments(section, 2);
  await section.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(section.getByTestId('kyc-thumbs').getByRole('img')).toHaveCount(1);
  await pickDocuments(section, 1, 2);
  await section.getByRole('button', { name: t('kyc.submit') }).click();
  await expect(status).toHaveText(t('kyc.status.REVIEW'));
  await expect(section.getByTestId('kyc-text')).toHaveText(t('kyc.text.REVIEW'));
  const sent = section.getByRole('list', { name: t('kyc.sentDocuments') }).getByRole('img');
  await expect(sent).toHaveCount(2);
  await expect.poll(() => loadedWidth(sent.first())).toBe(480);
  await expect(section.getByTestId('kyc-file-input')).toHaveCount(0);

  const reason = 'The photo is blurred: send a sharp photo of the whole card.';
  const { desk, ops } = await openConsoleAsSupport(browser, request);
  try {
    await openSubmission(ops, username);
    // The documents load with the operator's session.
    const documents = ops.getByRole('img', { name: new RegExp(`sent by ${username}`) });
    await expect(documents).toHaveCount(2);
    await expect.poll(() => loadedWidth(documents.first())).toBe(480);
    await ops.getByRole('button', { name: 'Reject' }).click();
    const dialog = ops.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible(); // a reason is required
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(ops.getByText(/are rejected; the member sees your reason/)).toBeVisible();
    await expect(ops.getByRole('button', { name: 'Verify' })).toHaveCount(0);

    // The member reads the reason and sends a new document.
    await page.reload();
    await expect(status).toHaveText(t('kyc.status.REJECTED'));
    await expect(section.getByTestId('kyc-reason')).toContainText(reason);
    await pickDocuments(section, 1);
    await section.getByRole('button', { name: t('kyc.submit') }).click();
    await expect(status).toHaveText(t('kyc.status.REVIEW'));

    // Support verifies it; the earlier rejection is in its history.
    await openSubmission(ops, username);
    await expect(ops.getByText(reason)).toBeVisible();
    await ops.getByRole('button', { name: 'Verify' }).click();
    await ops.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await expect(ops.getByText(`${username} is verified.`)).toBeVisible();
  } finally {
    await desk.close();
  }

  await page.reload();
  await expect(status).toHaveText(t('kyc.status.VERIFIED'));
  await expect(section.getByTestId('kyc-text')).toHaveText(t('kyc.text.VERIFIED'));
  await expect(section.getByTestId('kyc-file-input')).toHaveCount(0);
});
