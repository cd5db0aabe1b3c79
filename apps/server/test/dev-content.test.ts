import { announcementListSchema } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { helpCenterSchema } from '@app/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  production = await buildTestApp({ database: t.database, nodeEnv: 'production' });
});
afterAll(async () => {
  await production.close();
  await t.close();
});

const idNumber = z.object({ id: z.number().int() });
const idString = z.object({ id: z.string() });
const deleted = z.object({ deleted: z.boolean() });
/** The remove rows' paths (`/:id`) with an id filled in. */
const announcementPath = (id: number | string) =>
  devRoutes.devContentAnnouncementRemove.path.replace(':id', String(id));
const helpItemPath = (id: string) => devRoutes.devContentHelpItemRemove.path.replace(':id', id);

async function notices(language: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.announcements.path,
    query: { types: 'B,PL,PU,PR,H', language },
    headers,
  });
  return expectOk(res, announcementListSchema);
}

async function help(lang: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.systemHelpCenter.path,
    query: { device: 'MOBILE', lang },
  });
  return expectOk(res, helpCenterSchema);
}

describe('dev content routes (outside production)', () => {
  it('adds an announcement that the list serves as stored, then deletes it', async () => {
    const html = '<img src=x onerror="alert(1)"><p>body</p>';
    const res = await t.app.inject({
      method: 'POST',
      url: devRoutes.devContentAnnouncementAdd.path,
      payload: {
        type: 'PL',
        title: '<b>title</b> & more',
        content: html,
        images: [{ sequence: 2, url: '/cdn/x.svg' }],
      },
    });
    const { id } = expectOk(res, idNumber);

    // No language: the same text in every language; no group: a general notice for everyone.
    for (const language of ['EN', 'KM', 'VI']) {
      const item = (await notices(language)).player.find((n) => n.id === id);
      expect(item).toMatchObject({
        title: '<b>title</b> & more',
        content: html,
        groupName: null,
        execution: null,
        noExpiry: true,
        endDate: null,
        announcementImages: [{ sequence: 2, url: '/cdn/x.svg' }],
      });
    }
    // Sorted after the seeded notices.
    expect((await notices('EN')).player.at(-1)?.id).toBe(id);

    const del = await t.app.inject({
      method: 'DELETE',
      url: announcementPath(id),
    });
    expect(expectOk(del, deleted)).toEqual({ deleted: true });
    expect((await notices('EN')).player.some((n) => n.id === id)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: announcementPath(id),
    });
    expect(expectOk(again, deleted)).toEqual({ deleted: false });
  });

  it('honours language, group, audience, promotion type and the date window', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const add = async (payload: Record<string, unknown>) =>
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: devRoutes.devContentAnnouncementAdd.path,
          payload,
        }),
        idNumber,
      ).id;
    const members = await add({
      type: 'PR',
      title: 'members only',
      content: '<p>x</p>',
      execution: 'A',
      promotionType: 'DEPOSIT',
      language: 'vi',
      endDate: future,
    });
    const grouped = await add({ type: 'PL', title: 'grouped', content: '', groupName: 't_dev' });
    const later = await add({ type: 'PL', title: 'later', content: '', startDate: future });

    const visitor = await notices('VI');
    expect(visitor.promotion.some((n) => n.id === members)).toBe(false);
    const member = await notices('VI', await authHeader(t.app, await createMember(t)));
    expect(member.promotion.find((n) => n.id === members)).toMatchObject({
      title: 'members only',
      execution: 'A',
      promotionType: 'DEPOSIT',
      noExpiry: false,
      endDate: future,
    });
    // Text in vi only: other languages find no text in their fallback chain.
    expect(member.player.some((n) => n.id === grouped || n.id === later)).toBe(false);
    const groupList = expectOk(
      await t.app.inject({
        method: 'GET',
        url: routes.announcements.path,
        query: { types: 'PL', groupName: 't_dev', language: 'EN' },
      }),
      announcementListSchema,
    );
    expect(groupList.player.map((n) => n.id)).toEqual([grouped]);

    for (const id of [members, grouped, later])
      await t.app.inject({ method: 'DELETE', url: announcementPath(id) });
  });

  it('adds a help item to one language and deletes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: devRoutes.devContentHelpItemAdd.path,
      payload: { language: 'en', title: 'T <i>', content: '<script>alert(1)</script>' },
    });
    const { id } = expectOk(res, idString);
    expect(id).toMatch(/^dev-/);
    const en = await help('EN');
    expect(en.at(-1)).toEqual({ title: 'T <i>', content: '<script>alert(1)</script>', anchor: id });
    expect((await help('VI')).some((h) => h.title === 'T <i>')).toBe(false);

    const del = await t.app.inject({
      method: 'DELETE',
      url: helpItemPath(id),
    });
    expect(expectOk(del, deleted)).toEqual({ deleted: true });
    expect((await help('EN')).some((h) => h.title === 'T <i>')).toBe(false);
  });

  it('rejects invalid input', async () => {
    const bad = [
      { type: 'X', title: 't', content: 'c' },
      { type: 'PL', content: 'c' },
      { type: 'PL', title: 't', content: 'c', language: 'fr' },
      { type: 'PL', title: 't', content: 'c', groupName: 'has space' },
      { type: 'PL', title: 't', content: 'c', startDate: 'tomorrow' },
    ];
    for (const payload of bad)
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: devRoutes.devContentAnnouncementAdd.path,
          payload,
        }),
        400,
        'VALIDATION_ERROR',
      );
    const now = new Date().toISOString();
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: devRoutes.devContentAnnouncementAdd.path,
        payload: { type: 'PL', title: 't', content: '', startDate: now, endDate: now },
      }),
      400,
      'FIELD_FORMAT',
    );
    expectFail(
      await t.app.inject({ method: 'DELETE', url: announcementPath('abc') }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await t.app.inject({ method: 'DELETE', url: helpItemPath('seeded-slug') }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('does not exist in production', async () => {
    const { id } = expectOk(
      await t.app.inject({
        method: 'POST',
        url: devRoutes.devContentAnnouncementAdd.path,
        payload: { type: 'PL', title: 'kept', content: '' },
      }),
      idNumber,
    );
    const calls = [
      { method: 'POST', url: devRoutes.devContentAnnouncementAdd.path },
      { method: 'DELETE', url: announcementPath(id) },
      { method: 'POST', url: devRoutes.devContentHelpItemAdd.path },
      { method: 'DELETE', url: helpItemPath('dev-x') },
    ] as const;
    for (const call of calls) {
      const res = await production.app.inject({
        ...call,
        payload: { type: 'PL', title: 't', content: 'c' },
      });
      expectFail(res, 404, 'NOT_FOUND');
    }
    // The production app deleted nothing.
    expect((await notices('EN')).player.some((n) => n.id === id)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: announcementPath(id) });
  });
});
