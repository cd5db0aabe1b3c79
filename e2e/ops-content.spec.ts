import { expect, presetStorage, test } from './fixtures';
import { apiOpsSignIn, signInToConsole } from './ops-helpers';

// Content from the operator console (issue 12): an operator writes a notice in the console's
// editor and edits it, and a player sees each version on the next load of the app. Runs in the
// `operator` project (alone, after the rest): a notice for everyone shows in the home ticker
// other tests read.

const languages = [
  ['km', 'Khmer (km)'],
  ['en', 'English (en)'],
  ['zh', 'Chinese (zh)'],
  ['vi', 'Vietnamese (vi)'],
] as const;

test.describe.configure({ timeout: 180_000 });

test('an operator writes and edits a notice in the console; a player sees it on the next load', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ops = await desk.newPage();
  let id: number | null = null;
  try {
    await signInToConsole(ops);
    await ops.getByRole('link', { name: 'Content', exact: true }).click();
    await ops.getByRole('button', { name: 'New announcement' }).click();
    for (const [code, tab] of languages) {
      await ops.getByRole('tab', { name: new RegExp(tab.replace(/[()]/g, '\\$&')) }).click();
      await ops.getByLabel(`Title (${tab})`).fill(`Upgrade ${stamp} ${code}`);
      await ops.getByLabel(`Content HTML (${tab})`).fill('<p>Back at <b>02:00</b></p>');
    }
    await ops.getByRole('button', { name: 'Save' }).click();
    const created = ops.getByText(/Announcement #\d+ created\./);
    await expect(created).toBeVisible();
    id = Number(/#(\d+)/.exec((await created.textContent()) ?? '')?.[1]);

    await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
    await page.goto('/m/home');
    const ticker = page.getByTestId('ticker-item');
    await expect(ticker.filter({ hasText: `Upgrade ${stamp} en` })).toHaveCount(1);

    // The English title changes; the player's next load shows it.
    await ops.getByRole('tab', { name: /English \(en\)/ }).click();
    await ops.getByLabel('Title (English (en))').fill(`Moved ${stamp} en`);
    await ops.getByRole('button', { name: 'Save' }).click();
    await expect(ops.getByText('Saved.', { exact: true })).toBeVisible();
    await page.reload();
    await expect(ticker.filter({ hasText: `Moved ${stamp} en` })).toHaveCount(1);
    await expect(ticker.filter({ hasText: `Upgrade ${stamp} en` })).toHaveCount(0);
  } finally {
    await desk.close();
    // Switched off again through the API, so the rest of the run never sees it.
    if (id !== null) {
      const csrf = await apiOpsSignIn(request);
      const current = await request.get(`/ops/api/content/announcements/${id}`);
      const item = ((await current.json()) as { value: Record<string, unknown> }).value;
      const { id: _id, slug: _slug, ...fields } = item;
      const off = await request.put(`/ops/api/content/announcements/${id}`, {
        headers: { 'x-csrf-token': csrf },
        data: { ...fields, enabled: false },
      });
      expect(off.ok(), await off.text()).toBe(true);
    }
  }
});
