import {
  announcementListSchema,
  markAnnouncementReadResultSchema,
} from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await buildTestApp();
  ids = [];
  for (const title of ['first', 'second'])
    ids.push(
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: devRoutes.devContentAnnouncementAdd.path,
          payload: { type: 'PL', title, content: `<p>${title}</p>`, groupName: 't_read' },
        }),
        z.object({ id: z.number() }),
      ).id,
    );
});
afterAll(async () => {
  await t.close();
});

async function list(headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.announcements.path,
    query: { types: 'PL', groupName: 't_read', language: 'EN' },
    headers,
  });
  return expectOk(res, announcementListSchema);
}

const markRead = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: routes.markAnnouncementRead.path,
    payload: body as object,
    headers,
  });

describe('POST /wps/relay/MCSFE_markAnnouncementAsRead', () => {
  it('marks an item read for that member only; the list and unread count follow', async () => {
    const alice = await authHeader(t.app, await createMember(t));
    const bob = await authHeader(t.app, await createMember(t));
    const [first, second] = ids as [number, number];

    expect((await list(alice)).footer.unreadCount).toBe(2);
    const res = await markRead({ announcementId: first, read: true }, alice);
    expect(expectOk(res, markAnnouncementReadResultSchema)).toEqual({
      announcementId: first,
      read: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const aliceList = await list(alice);
    expect(aliceList.player.map((n) => [n.id, n.read])).toEqual([
      [first, true],
      [second, false],
    ]);
    expect(aliceList.footer.unreadCount).toBe(1);

    // Another member's reads are their own.
    const bobList = await list(bob);
    expect(bobList.player.every((n) => !n.read)).toBe(true);
    expect(bobList.footer.unreadCount).toBe(2);

    // Marking again is harmless and changes nothing.
    expectOk(
      await markRead({ announcementId: first, read: true }, alice),
      markAnnouncementReadResultSchema,
    );
    expect((await list(alice)).footer.unreadCount).toBe(1);
  });

  it('persists across sessions of the same member', async () => {
    const memberId = await createMember(t);
    await markRead({ announcementId: ids[1], read: true }, await authHeader(t.app, memberId));
    const later = await list(await authHeader(t.app, memberId));
    expect(later.player.find((n) => n.id === ids[1])?.read).toBe(true);
  });

  it('needs a member: visitors, stale tokens and trial accounts cannot mark', async () => {
    expectFail(await markRead({ announcementId: ids[0], read: true }), 401, 'NOT_LOGGED_IN');
    expectFail(
      await markRead(
        { announcementId: ids[0], read: true },
        { authorization: 'Bearer stale-token-that-does-not-exist-xx' },
      ),
      401,
      'SESSION_EXPIRED',
    );
    const trial = await authHeader(t.app, await createMember(t, { type: 4 }));
    expectFail(
      await markRead({ announcementId: ids[0], read: true }, trial),
      403,
      'TRIAL_NOT_ALLOWED',
    );
    // Visitors still get every item unread and no count.
    const visitor = await list();
    expect(visitor.player.every((n) => !n.read)).toBe(true);
    expect(visitor.footer.unreadCount).toBe(0);
  });

  it('rejects unknown items and malformed bodies', async () => {
    const headers = await authHeader(t.app, await createMember(t));
    expectFail(await markRead({ announcementId: 999_999, read: true }, headers), 404, 'NOT_FOUND');
    for (const body of [
      {},
      { announcementId: ids[0] },
      { announcementId: ids[0], read: false },
      { announcementId: 'x', read: true },
      { announcementId: -1, read: true },
      { announcementId: 1.5, read: true },
    ])
      expectFail(await markRead(body, headers), 400, 'VALIDATION_ERROR');
  });
});
