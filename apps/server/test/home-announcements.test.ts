import { announcementListSchema, type AnnouncementList } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function list(query: Record<string, string>): Promise<AnnouncementList> {
  const res = await t.app.inject({ method: 'GET', url: routes.announcements.path, query });
  return expectOk(res, announcementListSchema);
}

/** Script each language's text is written in. */
const scriptOf = {
  KM: /[\u1780-\u17ff]/,
  CN: /[\u4e00-\u9fff]/,
  VI: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
  EN: /^[\x20-\x7e]+$/,
} as const;
const languages = Object.keys(scriptOf) as (keyof typeof scriptOf)[];

describe('home banners (m_home, m_lott, m_hotgames)', () => {
  it('has 3+ home banners, 2+ lottery banners led by the invite banner and a hot games banner', async () => {
    const value = await list({ types: 'B', groupName: 'm_home,m_lott,m_hotgames', language: 'EN' });
    const inGroup = (group: string) => value.banners.filter((b) => b.groupName === group);
    expect(inGroup('m_home').length).toBeGreaterThanOrEqual(3);
    expect(inGroup('m_lott').length).toBeGreaterThanOrEqual(2);
    expect(inGroup('m_lott')[0]).toMatchObject({ link: '/m/inviteFriends' });
    expect(inGroup('m_hotgames').length).toBeGreaterThanOrEqual(1);
    for (const banner of value.banners) {
      expect(banner).toMatchObject({ width: 750, height: 300 });
      const image = await t.app.inject({ method: 'GET', url: banner.url });
      expect(image.statusCode, banner.url).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('titles every banner in km, en, zh and vi', async () => {
    for (const language of languages) {
      const value = await list({ types: 'B', groupName: 'm_home,m_lott,m_hotgames', language });
      expect(value.banners.length).toBeGreaterThanOrEqual(6);
      for (const banner of value.banners) expect(banner.title ?? '').toMatch(scriptOf[language]);
    }
  });
});

describe('home notices (no group, types B,PL,PU,PR,H)', () => {
  it('has 3+ player notices, a promotion, a hot item and two visitor popups, written in each language', async () => {
    const titles = new Set<string>();
    for (const language of languages) {
      const value = await list({ types: 'B,PL,PU,PR,H', language });
      expect(value.banners).toEqual([]);
      expect(value.player.length).toBeGreaterThanOrEqual(3);
      expect(value.promotion.length).toBeGreaterThanOrEqual(1);
      expect(value.hot.length).toBeGreaterThanOrEqual(1);
      // The welcome for everyone and the visitors' (B) popup (issue 15).
      expect(value.popup.map((p) => p.execution)).toEqual([null, 'B']);
      for (const item of [...value.player, ...value.promotion, ...value.hot, ...value.popup]) {
        expect(item.groupName).toBeNull();
        expect(item.title).toMatch(scriptOf[language]);
        expect(item.content).toMatch(/^<p[ >].+<\/p>$/s);
        titles.add(item.title);
      }
    }
    // Real translations: no title repeats across the four languages.
    expect(titles.size).toBeGreaterThanOrEqual(4 * 6);
  });

  it('gives members the popups for everyone, A and F (the app shows F on a first login only)', async () => {
    const headers = await authHeader(t.app, await createMember(t));
    for (const language of languages) {
      const res = await t.app.inject({
        method: 'GET',
        url: routes.announcements.path,
        query: { types: 'B,PL,PU,PR,H', language },
        headers,
      });
      const { popup } = expectOk(res, announcementListSchema);
      expect(popup.map((p) => p.execution)).toEqual([null, 'F', 'A', 'A']);
      for (const item of popup) expect(item.title).toMatch(scriptOf[language]);
      // The button area's item: a promotion type and a picture with its size known.
      const promo = popup.find((p) => p.promotionType !== null);
      expect(promo).toMatchObject({ promotionType: 'DEPOSIT', execution: 'A' });
      expect(promo?.announcementImages).toHaveLength(1);
    }
  });
});
