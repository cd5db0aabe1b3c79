import { announcementListSchema, type AnnouncementList } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncementRepository } from '../src/repositories/announcement-repository';
import type { AnnouncementSeed } from '../src/repositories/announcement-repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function list(
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<AnnouncementList> {
  const res = await t.app.inject({ method: 'GET', url: routes.announcements.path, query, headers });
  return expectOk(res, announcementListSchema);
}

const DAY = 24 * 60 * 60 * 1000;

function item(slug: string, over: Partial<AnnouncementSeed> = {}): AnnouncementSeed {
  return {
    slug,
    type: 'PL',
    groupName: 't_group',
    execution: null,
    promotionType: null,
    linkUrl: null,
    images: [],
    promoCategoryIds: [],
    sort: 1,
    startAt: new Date(Date.now() - DAY),
    endAt: null,
    translations: { en: { title: `${slug} en`, content: `<p>${slug}</p>` } },
    ...over,
  };
}

describe('GET /wps/relay/MCSFE_getListAnnouncements (seeded groups)', () => {
  it('serves the login banners to visitors, in order, with their pictures', async () => {
    const value = await list({ types: 'B', groupName: 'm_login', platform: 'M', language: 'EN' });
    expect(value.banners.map((b) => b.title)).toEqual(['Welcome back', 'Daily rewards']);
    for (const banner of value.banners) {
      expect(banner).toMatchObject({ groupName: 'm_login', width: 750, height: 300 });
      expect(banner.url).toMatch(/^\/cdn\/banners\/[a-z-]+\.svg$/);
      const image = await t.app.inject({ method: 'GET', url: banner.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 750 300"/);
    }
    expect(value.player).toEqual([]);
    expect(value.footer.unreadCount).toBe(0);
  });

  it('serves the m_reg banner and the register announcement in every language', async () => {
    const titles = new Set<string>();
    for (const language of ['KM', 'EN', 'CN', 'VI']) {
      const value = await list({ types: 'B,PL,PU', groupName: 'm_reg', language });
      expect(value.banners).toHaveLength(1);
      expect(value.player).toHaveLength(1);
      const [welcome] = value.player;
      expect(welcome).toMatchObject({
        type: 'PL',
        groupName: 'm_reg',
        noExpiry: true,
        endDate: null,
        read: false,
        announcementImages: [],
      });
      expect(welcome?.content).toMatch(/<p>.*(18|១៨)/);
      titles.add(welcome?.title ?? '');
    }
    expect(titles.size).toBe(4);
    // No language means Khmer, the default.
    const khmer = await list({ types: 'PL', groupName: 'm_reg', language: '' });
    expect(khmer.player[0]?.title).toMatch(/[\u1780-\u17ff]/);
  });

  it('serves the m_leftmenu banner, and no group means ungrouped items only', async () => {
    expect((await list({ types: 'B', groupName: 'm_leftmenu' })).banners).toHaveLength(1);
    const ungrouped = await list({ types: 'B,PL,PU,PR,H' });
    expect(ungrouped.banners).toEqual([]);
    expect(ungrouped.player.every((i) => i.groupName === null)).toBe(true);
  });

  it('accepts several groups at once and filters by type', async () => {
    const value = await list({ types: 'B', groupName: 'm_login,m_leftmenu' });
    expect(value.banners.map((b) => b.groupName).sort()).toEqual([
      'm_leftmenu',
      'm_login',
      'm_login',
    ]);
    expect((await list({ types: 'PL', groupName: 'm_login' })).banners).toEqual([]);
  });

  it('rejects bad queries', async () => {
    const bad: Record<string, string>[] = [
      { types: 'X' },
      { groupName: 'bad group!' },
      { language: 'fr' },
    ];
    for (const query of bad) {
      const res = await t.app.inject({ method: 'GET', url: routes.announcements.path, query });
      expectFail(res, 400, 'VALIDATION_ERROR');
    }
  });
});

describe('announcement rules', () => {
  const repo = () => createAnnouncementRepository(t.database.db);

  beforeAll(async () => {
    await repo().insertMissing([
      item('t-everyone', { sort: 1 }),
      item('t-visitors', { execution: 'B', sort: 2 }),
      item('t-members', { execution: 'A', sort: 3, type: 'PU' }),
      item('t-first-login', { execution: 'F', sort: 4, type: 'PU' }),
      item('t-future', { startAt: new Date(Date.now() + DAY) }),
      item('t-expired', { endAt: new Date(Date.now() - 1000) }),
      item('t-ending', {
        endAt: new Date(Date.now() + DAY),
        sort: 5,
        type: 'PR',
        promotionType: 'DEPOSIT',
        promoCategoryIds: [3, 7],
        images: [
          { sequence: 2, url: '/cdn/banners/b.svg' },
          { sequence: 1, url: '/cdn/banners/a.svg' },
        ],
        linkUrl: '/m/activity',
      }),
      item('t-hot', { type: 'H', sort: 6 }),
      item('t-agents', { type: 'A', sort: 7 }),
      item('t-no-english', {
        sort: 8,
        translations: { km: { title: 'ខ្មែរ', content: '<p>ខ្មែរ</p>' } },
      }),
    ]);
    // Seeding again changes nothing.
    await repo().insertMissing([item('t-everyone', { sort: 99 })]);
  });

  const slugsOf = (value: AnnouncementList) =>
    [...value.player, ...value.popup, ...value.promotion, ...value.hot, ...value.agent].map((i) =>
      i.title.replace(/ en$/, ''),
    );

  it('shows visitors B items and items for everyone, within their dates', async () => {
    const value = await list({ groupName: 't_group', language: 'EN' });
    expect(slugsOf(value)).toEqual(['t-everyone', 't-visitors', 'ខ្មែរ', 't-ending', 't-hot']);
    expect(value.footer.unreadCount).toBe(0);
  });

  it('shows members A and F items and their read state; agents also get A-type items', async () => {
    const memberId = await createMember(t);
    const headers = await authHeader(t.app, memberId);
    const before = await list({ groupName: 't_group', language: 'EN' }, headers);
    expect(slugsOf(before)).toEqual([
      't-everyone',
      'ខ្មែរ',
      't-members',
      't-first-login',
      't-ending',
      't-hot',
    ]);
    expect(before.footer.unreadCount).toBe(6);
    expect(before.popup.map((p) => p.execution)).toEqual(['A', 'F']);

    const everyoneId = before.player.find((p) => p.title === 't-everyone en')!.id;
    await t.app.services.content.announcements.markRead(memberId, everyoneId);
    await t.app.services.content.announcements.markRead(memberId, everyoneId);
    const after = await list({ groupName: 't_group', language: 'EN' }, headers);
    expect(after.player.find((p) => p.id === everyoneId)?.read).toBe(true);
    expect(after.footer.unreadCount).toBe(5);

    const agentId = await createMember(t, { type: 1 });
    const agentView = await list(
      { groupName: 't_group', language: 'EN' },
      await authHeader(t.app, agentId),
    );
    expect(agentView.agent.map((a) => a.title)).toEqual(['t-agents en']);
    // A stale token is treated as a visitor, not an error.
    const stale = await list(
      { groupName: 't_group', language: 'EN' },
      { authorization: 'Bearer stale-token-that-does-not-exist-xx' },
    );
    expect(slugsOf(stale)).toContain('t-visitors');
  });

  it('returns every field of spec section 3 for an item', async () => {
    const value = await list({ types: 'PR', groupName: 't_group', language: 'EN' });
    const [promo] = value.promotion;
    expect(promo).toMatchObject({
      type: 'PR',
      groupName: 't_group',
      noExpiry: false,
      read: false,
      execution: null,
      promotionType: 'DEPOSIT',
      promoAnnouncementCategoryIds: [3, 7],
      announcementImages: [
        { sequence: 1, url: '/cdn/banners/a.svg' },
        { sequence: 2, url: '/cdn/banners/b.svg' },
      ],
      link: '/m/activity',
    });
    expect(Date.parse(promo!.startDate)).toBeLessThan(Date.now());
    expect(Date.parse(promo!.endDate!)).toBeGreaterThan(Date.now());
  });

  it('falls back to Khmer, then English, when a language is missing', async () => {
    const value = await list({ types: 'PL', groupName: 't_group', language: 'VI' });
    expect(value.player.map((p) => p.title)).toEqual(['t-everyone en', 't-visitors en', 'ខ្មែរ']);
  });
});

describe('/cdn artwork', () => {
  it('serves 12 distinct avatars and 404s anything else', async () => {
    const bodies = new Set<string>();
    for (let n = 1; n <= 12; n++) {
      const res = await t.app.inject({ method: 'GET', url: `/cdn/avatars/avatar-${n}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).not.toMatch(/<script|href="http/);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(12);
    for (const url of [
      '/cdn/avatars/avatar-13.svg',
      '/cdn/avatars/avatar-0.svg',
      '/cdn/avatars/avatar-1.png',
      '/cdn/banners/constructor.svg',
      '/cdn/banners/nope.svg',
    ]) {
      expectFail(await t.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
  });
});
