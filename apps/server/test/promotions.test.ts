import { announcementListSchema, type AnnouncementList } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAnnouncements } from '../src/db/seed-data/announcements';
import { seedPromotions } from '../src/db/seed-data/promotions';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function promotions(
  language: string,
  headers: Record<string, string> = {},
): Promise<AnnouncementList> {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.announcements.path,
    query: { types: 'PR', platform: 'M', language },
    headers,
  });
  return expectOk(res, announcementListSchema);
}

const slugs = ['first-deposit', 'daily-cashback', 'weekend-reload', 'slots-tournament'];

describe('seeded promotions (type PR, the promotion screens)', () => {
  it('lists four promotions in order, each with a cover (1) and a detail picture (2) that the server draws', async () => {
    const { promotion, player, popup, hot } = await promotions('EN');
    expect([...player, ...popup, ...hot]).toEqual([]);
    expect(promotion.map((p) => p.title)).toEqual([
      '100% first deposit bonus',
      'Daily 5% slots cashback',
      '50% weekend reload bonus',
      'Monthly slots tournament',
    ]);
    for (const [i, item] of promotion.entries()) {
      expect(item).toMatchObject({ type: 'PR', groupName: null, execution: null });
      expect(item.announcementImages).toEqual([
        { sequence: 1, url: `/cdn/banners/promo-${slugs[i]}-cover.svg` },
        { sequence: 2, url: `/cdn/banners/promo-${slugs[i]}-detail.svg` },
      ]);
      for (const { url } of item.announcementImages) {
        const image = await t.app.inject({ method: 'GET', url });
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 750 300"/);
      }
    }
  });

  it('has long-term and dated promotions, and a promotion type on three of them', async () => {
    const { promotion } = await promotions('EN');
    expect(
      promotion.map(({ noExpiry, endDate, startDate, promotionType }) => ({
        noExpiry,
        endDate,
        startDate,
        promotionType,
      })),
    ).toEqual([
      {
        noExpiry: true,
        endDate: null,
        startDate: '2026-01-01T00:00:00.000Z',
        promotionType: 'DEPOSIT',
      },
      {
        noExpiry: true,
        endDate: null,
        startDate: '2026-01-01T12:00:00.000Z',
        promotionType: 'CASHBACK',
      },
      {
        noExpiry: false,
        endDate: '2030-12-29T12:00:00.000Z',
        startDate: '2026-10-03T12:00:00.000Z',
        promotionType: 'RELOAD',
      },
      {
        noExpiry: false,
        endDate: '2030-06-30T12:00:00.000Z',
        startDate: '2026-11-01T12:00:00.000Z',
        promotionType: null,
      },
    ]);
  });

  it('is written in km, en, zh and vi: one title per language, HTML content', async () => {
    const byLanguage = new Map<string, string[]>();
    for (const language of ['KM', 'EN', 'CN', 'VI']) {
      const { promotion } = await promotions(language);
      expect(promotion).toHaveLength(4);
      for (const item of promotion) expect(item.content).toMatch(/^<p>.+<\/p>$/s);
      byLanguage.set(
        language,
        promotion.map((p) => p.title),
      );
    }
    expect(byLanguage.get('KM')?.every((title) => /[\u1780-\u17ff]/.test(title))).toBe(true);
    expect(byLanguage.get('CN')?.every((title) => /[\u4e00-\u9fff]/.test(title))).toBe(true);
    const all = [...byLanguage.values()].flat();
    expect(new Set(all).size).toBe(16);
  });

  it('reaches members and visitors alike', async () => {
    const member = await createMember(t, { username: 'promo01' });
    const asMember = await promotions('EN', await authHeader(t.app, member));
    const asVisitor = await promotions('EN');
    expect(asMember.promotion.map((p) => p.id)).toEqual(asVisitor.promotion.map((p) => p.id));
    expect(asMember.promotion.every((p) => p.read === false)).toBe(true);
  });

  it('seeds idempotently: a second run adds nothing and keeps ids', async () => {
    const before = await promotions('EN');
    await t.app.services.seed.seedIfEmpty();
    await t.app.services.content.announcements.seedMissing([
      ...seedAnnouncements,
      ...seedPromotions,
    ]);
    const after = await promotions('EN');
    expect(after.promotion).toEqual(before.promotion);
  });
});
