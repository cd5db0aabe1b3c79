import type { Page } from '@playwright/test';
import { routes } from '@app/contracts/routes';
import type { AnnouncementItem, AnnouncementList } from '@app/contracts/announcements';
import { expect, loginViaApi, presetStorage, spaNavigate, test } from './fixtures';
import { locale } from './locales';

/**
 * The promotion screens (spec section 2, "Activity detail"; decision 0032) against the real
 * server's seeded promotions (type PR), in Khmer and English: the list (/m/activity) with covers
 * and YYYY/MM/DD dates, the detail (/m/activityDetail?id=, /m/activity/:id) with the sequence-2
 * picture, MM/DD/YYYY dates or long term and the HTML content, and the button area of a
 * promotion with a promotionType for a logged-in player only.
 */
const languages = [
  { lang: 'km', api: 'KM' },
  { lang: 'en', api: 'EN' },
] as const;

async function promotions(page: Page, api: string): Promise<AnnouncementItem[]> {
  const res = await page.request.get(routes.announcements.path, {
    params: { types: 'PR', platform: 'M', language: api },
  });
  return ((await res.json()) as { value: AnnouncementList }).value.promotion;
}

/** The calendar day of an ISO date in the browser's time zone, as the screens show it. */
async function day(page: Page, iso: string, order: 'list' | 'detail'): Promise<string> {
  return page.evaluate(
    ([value, kind]) => {
      const d = new Date(value!);
      const p = (n: number) => String(n).padStart(2, '0');
      const [y, m, dd] = [String(d.getFullYear()), p(d.getMonth() + 1), p(d.getDate())];
      return kind === 'list' ? `${y}/${m}/${dd}` : `${m}/${dd}/${y}`;
    },
    [iso, order] as const,
  );
}

async function expectedPeriod(
  page: Page,
  item: AnnouncementItem,
  order: 'list' | 'detail',
  longTerm: string,
): Promise<string> {
  const start = await day(page, item.startDate, order);
  const end = item.noExpiry || !item.endDate ? longTerm : await day(page, item.endDate, order);
  return `${start} – ${end}`;
}

const imageUrl = (item: AnnouncementItem, sequence: number) =>
  item.announcementImages.find((i) => i.sequence === sequence)!.url;

/** The content's text without markup (the seeded content has no entities). */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** Text of the first list item of the content, without markup. */
const firstPoint = (html: string) =>
  (/<li>(.*?)<\/li>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth > 0),
    );

for (const { lang, api } of languages) {
  const t = locale(lang);

  test.describe(`promotions in ${lang}`, () => {
    test('the list shows every seeded promotion with its cover and dates, and opens its detail', async ({
      page,
    }) => {
      await presetStorage(page, { language: lang, hideDownloadBar: '1' });
      await page.goto('/m/home');
      const items = await promotions(page, api);
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.some((i) => i.noExpiry)).toBe(true);
      expect(items.some((i) => !i.noExpiry)).toBe(true);

      // The footer menu's promotion entry leads here.
      const footer = page.getByRole('navigation', { name: t('nav.footerMenu') });
      await footer.getByRole('link', { name: t('nav.promotion') }).click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(page.getByRole('banner')).toContainText(t('titles.activity'));

      const list = page.getByRole('list', { name: t('promotions.listLabel') });
      const cards = list.getByTestId('promotion-card');
      await expect(cards).toHaveCount(items.length);
      for (const [i, item] of items.entries()) {
        const card = cards.nth(i);
        await expect(card).toContainText(item.title);
        await expect(card.getByTestId('promotion-period')).toHaveText(
          await expectedPeriod(page, item, 'list', t('promotions.longTerm')),
        );
        await expect(card.locator('img')).toHaveAttribute('src', imageUrl(item, 1));
        await expect(card).toHaveAttribute('href', `/m/activityDetail?id=${item.id}`);
      }
      // The covers load (scrolled into view: below the fold they load lazily).
      for (const i of items.keys()) await cards.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => loaded(page, '[data-testid="promotion-card"] img'))
        .toEqual(items.map(() => true));

      // A dated promotion: open it from the list.
      const dated = items.findIndex((i) => !i.noExpiry);
      await cards.nth(dated).click();
      const item = items[dated]!;
      await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${item.id}$`));
      const banner = page.getByRole('banner');
      await expect(banner).toHaveAttribute('data-header', 'page');
      await expect(banner).toContainText(t('titles.activityDetail'));
      const detail = page.getByTestId('promotion-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(detail.locator('img')).toHaveAttribute('src', imageUrl(item, 2));
      await expect.poll(() => loaded(page, '[data-testid="promotion-detail"] img')).toEqual([true]);
      await expect(detail.getByTestId('promotion-period')).toHaveText(
        await expectedPeriod(page, item, 'detail', t('promotions.longTerm')),
      );
      const content = detail.getByTestId('activity-content');
      await expect(content).toHaveText(text(item.content));
      await expect(content.locator('li').first()).toHaveText(firstPoint(item.content));
      await expect(content.locator('strong').first()).toBeVisible();

      // Back returns to the list.
      await banner.getByRole('button', { name: t('common.back') }).click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(cards).toHaveCount(items.length);
    });

    test('a promotion without expiry shows long term; a visitor sees no button area', async ({
      page,
    }) => {
      await presetStorage(page, { language: lang, hideDownloadBar: '1' });
      await page.goto('/m/home');
      const items = await promotions(page, api);
      const longTerm = items.find((i) => i.noExpiry && i.promotionType)!;
      expect(longTerm).toBeDefined();
      await spaNavigate(page, `/m/activityDetail?id=${longTerm.id}`);
      const detail = page.getByTestId('promotion-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(longTerm.title);
      await expect(detail.getByTestId('promotion-period')).toHaveText(
        `${await day(page, longTerm.startDate, 'detail')} – ${t('promotions.longTerm')}`,
      );
      await expect(detail.getByTestId('activity-content')).toHaveText(text(longTerm.content));
      await expect(page.getByTestId('promotion-button-area')).toHaveCount(0);
    });
  });
}

test('a logged-in player gets the button area when the promotion has a promotionType, and it leads to the reward centre', async ({
  page,
}) => {
  const t = locale('en');
  await loginViaApi(page, 'demo01', { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/home');
  const items = await promotions(page, 'EN');
  // A typed promotion without a reward of its own (the daily cashback is paid automatically).
  const typed = items.find((i) => i.promotionType === 'CASHBACK')!;
  const untyped = items.find((i) => !i.promotionType)!;
  expect(typed).toBeDefined();
  expect(untyped).toBeDefined();

  await spaNavigate(page, `/m/activityDetail?id=${untyped.id}`);
  await expect(page.getByTestId('promotion-detail')).toContainText(untyped.title);
  await expect(page.getByTestId('promotion-button-area')).toHaveCount(0);

  await spaNavigate(page, `/m/activityDetail?id=${typed.id}`);
  const hint = page.getByTestId('promotion-button-area');
  await expect(hint).toContainText(t('promotions.joinHint'));
  await expect(hint.getByRole('link', { name: t('promotions.join') })).toHaveAttribute(
    'href',
    /\/m\/rewardCenter$/,
  );

  // The first-deposit promotion (type DEPOSIT) is linked to the welcome bonus (issue 16): its
  // button area shows that reward's state (join, or closed once demo01 has deposited) and leads
  // to the reward centre.
  const firstDeposit = items.find((i) => i.promotionType === 'DEPOSIT')!;
  expect(firstDeposit).toBeDefined();
  await spaNavigate(page, `/m/activityDetail?id=${firstDeposit.id}`);
  const area = page.getByTestId('promotion-button-area');
  const reward = area.getByTestId('promotion-reward');
  await expect(reward).toHaveAttribute('data-key', /^deposit:\d+$/);
  await expect(reward).toHaveAttribute('data-status', /^(JOIN|CLOSED)$/);
  await area.getByRole('link', { name: t('rewards.detail.openCentre') }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
});

test('/m/activity/:id shows that promotion under the list header; an unknown id says not found with a way back', async ({
  page,
}) => {
  const t = locale('en');
  await presetStorage(page, { language: 'en', hideDownloadBar: '1' });
  await page.goto('/m/home');
  const [first] = await promotions(page, 'EN');

  await page.goto(`/m/activity/${first!.id}`);
  await expect(page.getByRole('banner')).toHaveAttribute('data-header', 'shell');
  await expect(page.getByRole('banner')).toContainText(t('titles.activity'));
  await expect(page.getByTestId('promotion-detail').getByRole('heading', { level: 1 })).toHaveText(
    first!.title,
  );

  await page.goto('/m/activityDetail?id=987654');
  const notFound = page.getByTestId('promotion-not-found');
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(
    t('promotions.notFoundTitle'),
  );
  await notFound.getByRole('link', { name: t('promotions.backToList') }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
});
