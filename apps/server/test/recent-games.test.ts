import { routes } from '@app/contracts/routes';
import { gameListResponseSchema, type Game } from '@app/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock, type TestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;
let clock: TestClock;
let catalogue: Game[];

beforeAll(async () => {
  clock = createTestClock(new Date('2026-11-01T10:00:00Z'));
  t = await buildTestApp({ services: { clock: clock.now } });
  catalogue = expectOk(
    await t.app.inject({ method: 'GET', url: routes.gameList.path, query: { pageSize: '100' } }),
    gameListResponseSchema,
  ).list;
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const added = z.object({ nodeId: z.number().int() });

async function play(headers: Headers, game: Game) {
  clock.advance(1);
  return t.app.inject({
    method: 'POST',
    url: routes.recentAdd.path,
    headers,
    payload: { nodeId: game.nodeId, vendor: game.vassalage, gameId: game.gameId },
  });
}
async function recent(headers: Headers, query: Record<string, string> = {}) {
  return expectOk(
    await t.app.inject({ method: 'GET', url: routes.recentList.path, headers, query }),
    gameListResponseSchema,
  );
}
const byType = (type: string) => catalogue.filter((g) => g.gameType === type);

describe('recent games', () => {
  it('lists played games most recent first; playing one again moves it to the front', async () => {
    const me = await authHeader(t.app, await createMember(t));
    const [a, b, c] = byType('RNG');
    for (const game of [a!, b!, c!])
      expect(expectOk(await play(me, game), added).nodeId).toBe(game.nodeId);
    expect((await recent(me)).list.map((g) => g.nodeId)).toEqual([c!.nodeId, b!.nodeId, a!.nodeId]);
    expectOk(await play(me, a!), added);
    const again = await recent(me, { page: '1', pageSize: '25', clientType: '2', language: 'VI' });
    expect(again.list.map((g) => g.nodeId)).toEqual([a!.nodeId, c!.nodeId, b!.nodeId]);
    expect(again).toMatchObject({ total: 3, totalPages: 1, pageNum: 1, pageSize: 25 });
  });

  it('filters by game type and pages', async () => {
    const me = await authHeader(t.app, await createMember(t, { type: 4 })); // trial accounts too
    const slot = byType('RNG')[5]!;
    const live = byType('LIVE')[0]!;
    const fish = byType('FISH')[0]!;
    for (const game of [slot, live, fish]) expectOk(await play(me, game), added);
    expect((await recent(me, { gameType: 'LIVE' })).list.map((g) => g.nodeId)).toEqual([
      live.nodeId,
    ]);
    const page2 = await recent(me, { page: '2', pageSize: '2' });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(page2.list.map((g) => g.nodeId)).toEqual([slot.nodeId]);
    expect((await recent(me, { page: '3', pageSize: '2' })).list).toEqual([]);
  });

  it('keeps members apart', async () => {
    const alice = await authHeader(t.app, await createMember(t));
    const bob = await authHeader(t.app, await createMember(t));
    expectOk(await play(alice, byType('RNG')[10]!), added);
    expect((await recent(bob)).total).toBe(0);
    expect((await recent(alice)).total).toBe(1);
  });

  it('refuses unknown games, guests and bad input', async () => {
    const me = await authHeader(t.app, await createMember(t));
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: routes.recentAdd.path,
        headers: me,
        payload: { nodeId: 987_654 },
      }),
      404,
      'GAME_NOT_FOUND',
    );
    expectFail(await play({}, catalogue[0]!), 401, 'NOT_LOGGED_IN');
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.recentList.path }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: routes.recentAdd.path,
        headers: me,
        payload: { nodeId: -1 },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
