import { expect, presetStorage, test } from './fixtures';
import { apiOpsSignIn } from './ops-helpers';

// Content from the operator console (issue 12): an operator publishes a notice and edits it, and
// a player sees each version on the next load of the app. Runs in the `operator` project (alone,
// after the rest): a notice for everyone shows in the home ticker other tests read.

const languages = ['km', 'en', 'zh', 'vi'] as const;
const texts = (title: string, content: string) =>
  Object.fromEntries(languages.map((l) => [l, { title: `${title} ${l}`, content }]));

test('an operator publishes and edits a notice; a player sees it on the next load', async ({
  page,
  request,
}) => {
  const csrf = await apiOpsSignIn(request);
  const stamp = Date.now();
  const body = (title: string, enabled = true) => ({
    type: 'PL',
    groupName: null,
    execution: null,
    promotionType: null,
    linkUrl: null,
    startDate: new Date(stamp - 60_000).toISOString(),
    endDate: null,
    noExpiry: true,
    images: [],
    sort: -100,
    enabled,
    translations: texts(title, '<p>Back at <b>02:00</b><img src=x onerror=alert(1)></p>'),
  });
  const created = await request.post('/ops/api/content/announcements', {
    headers: { 'x-csrf-token': csrf },
    data: body(`Upgrade ${stamp}`),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { value: { id: number } }).value;
  try {
    await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
    await page.goto('/m/home');
    await expect(
      page.getByTestId('ticker-item').filter({ hasText: `Upgrade ${stamp} en` }),
    ).toHaveCount(1);

    const edited = await request.put(`/ops/api/content/announcements/${id}`, {
      headers: { 'x-csrf-token': csrf },
      data: body(`Moved ${stamp}`),
    });
    expect(edited.ok(), await edited.text()).toBe(true);
    await page.reload();
    await expect(
      page.getByTestId('ticker-item').filter({ hasText: `Moved ${stamp} en` }),
    ).toHaveCount(1);
    await expect(
      page.getByTestId('ticker-item').filter({ hasText: `Upgrade ${stamp}` }),
    ).toHaveCount(0);
  } finally {
    // Switched off again, so the rest of the run never sees it.
    const off = await request.put(`/ops/api/content/announcements/${id}`, {
      headers: { 'x-csrf-token': csrf },
      data: body(`Moved ${stamp}`, false),
    });
    expect(off.ok()).toBe(true);
  }
});
