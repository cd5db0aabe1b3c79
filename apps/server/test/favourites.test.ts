import { routes } from '@app/contracts/routes';
import {
  favouriteChangeSchema,
  favouriteIdsSchema,
  gameListResponseSchema,
  type Game,
} from '@app/contracts/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock, type TestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;
let clock: TestClock;
let slots: Game[];
let fish: Game[];

beforeAll(async () => {
  clock = createTestClock();
  t = await buildTestApp({ services: { clock: clock.now } });
  const list = async (gameType: string) =>
    expectOk(
      await t.app.inject({ method: 'GET', url: routes.gameList.path, query: { gameType } }),
      gameListResponseSchema,
    ).list;
  slots = await list('RNG');
  fish = await list('FISH');
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

const add = (headers: Headers, game: Pick<Game, 'nodeId' | 'vassalage'>) =>
  t.app.inject({
    method: 'POST',
    url: routes.favouriteAdd.path,
    headers,
    payload: { nodeId: game.nodeId, vendor: game.vassalage, token: 'ignored' },
  });
const remove = (headers: Headers, game: Pick<Game, 'nodeId' | 'vassalage'>) =>
  t.app.inject({
    method: 'DELETE',
    url: routes.favouriteRemove.path,
    headers,
    payload: { nodeId: game.nodeId, vendor: game.vassalage },
  });
async function ids(headers: Headers, query: Record<string, string> = {}) {
  return expectOk(
    await t.app.inject({ method: 'GET', url: routes.favouriteIds.path, headers, query }),
    favouriteIdsSchema,
  );
}
async function list(headers: Headers, query: Record<string, string> = {}) {
  return expectOk(
    await t.app.inject({ method: 'GET', url: routes.favouriteList.path, headers, query }),
    gameListResponseSchema,
  );
}

async function newPlayer(type = 0): Promise<Headers> {
  return authHeader(t.app, await createMember(t, { type }));
}

describe('favourites', () => {
  it('adds a game once: a second add succeeds and changes nothing', async () => {
    const me = await newPlayer();
    const game = slots[0]!;
    expect(expectOk(await add(me, game), favouriteChangeSchema)).toEqual({
      nodeId: game.nodeId,
      favourite: true,
    });
    expect(expectOk(await add(me, game), favouriteChangeSchema).favourite).toBe(true);
    expect(await ids(me)).toEqual({
      list: [{ nodeId: game.nodeId, vendor: game.vassalage }],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    });
  });

  it('removes a favourite; removing one that is absent also succeeds', async () => {
    const me = await newPlayer();
    const [a, b] = [slots[1]!, slots[2]!];
    expectOk(await add(me, a), favouriteChangeSchema);
    expect(expectOk(await remove(me, a), favouriteChangeSchema)).toEqual({
      nodeId: a.nodeId,
      favourite: false,
    });
    expect(expectOk(await remove(me, a), favouriteChangeSchema).favourite).toBe(false);
    expect(expectOk(await remove(me, b), favouriteChangeSchema).favourite).toBe(false);
    expect((await ids(me)).total).toBe(0);
  });

  it('lists ids and games newest first, by type, with paging', async () => {
    const me = await newPlayer();
    const picked = [slots[3]!, fish[0]!, slots[4]!, fish[1]!, slots[5]!];
    for (const game of picked) {
      expectOk(await add(me, game), favouriteChangeSchema);
      clock.advance(1); // distinct creation times
    }
    const newestFirst = [...picked].reverse().map((g) => g.nodeId);
    const all = await ids(me, { pageNo: '1', pageSize: '100' });
    expect(all.list.map((x) => x.nodeId)).toEqual(newestFirst);
    const games = await list(me, { pageNo: '1', pageSize: '30', language: 'EN' });
    expect(games.list.map((g) => g.nodeId)).toEqual(newestFirst);
    expect(games).toMatchObject({ total: 5, totalPages: 1, pageNum: 1, pageSize: 30 });
    const onlyFish = await list(me, { gameType: 'FISH' });
    expect(onlyFish.list.map((g) => g.nodeId)).toEqual([fish[1]!.nodeId, fish[0]!.nodeId]);
    const page2 = await list(me, { pageNo: '2', pageSize: '2' });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3, total: 5 });
    expect(page2.list.map((g) => g.nodeId)).toEqual(newestFirst.slice(2, 4));
    expect((await list(me, { pageNo: '4', pageSize: '2' })).list).toEqual([]);
    // The game list's FAV classification is the same set, in catalogue order.
    const fav = expectOk(
      await t.app.inject({
        method: 'GET',
        url: routes.gameList.path,
        headers: me,
        query: { gameClassify: 'FAV', gameType: 'RNG' },
      }),
      gameListResponseSchema,
    );
    expect(fav.list.map((g) => g.nodeId).sort()).toEqual(
      [slots[3]!, slots[4]!, slots[5]!].map((g) => g.nodeId).sort(),
    );
  });

  it('keeps each member to their own favourites', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    expectOk(await add(alice, slots[6]!), favouriteChangeSchema);
    expectOk(await add(bob, slots[7]!), favouriteChangeSchema);
    expect((await ids(alice)).list.map((x) => x.nodeId)).toEqual([slots[6]!.nodeId]);
    expect((await list(bob)).list.map((g) => g.nodeId)).toEqual([slots[7]!.nodeId]);
    // Bob removing Alice's favourite game only touches Bob's (absent) entry.
    expectOk(await remove(bob, slots[6]!), favouriteChangeSchema);
    expect((await ids(alice)).total).toBe(1);
  });

  it('lets trial (free play) accounts keep favourites', async () => {
    const trial = await newPlayer(4);
    expectOk(await add(trial, slots[8]!), favouriteChangeSchema);
    expect((await ids(trial)).list.map((x) => x.nodeId)).toEqual([slots[8]!.nodeId]);
  });

  it('answers 404 GAME_NOT_FOUND for an unknown game', async () => {
    const me = await newPlayer();
    expectFail(await add(me, { nodeId: 999_999, vassalage: 'PG' }), 404, 'GAME_NOT_FOUND');
    expectFail(await remove(me, { nodeId: 999_999, vassalage: 'PG' }), 404, 'GAME_NOT_FOUND');
  });

  it('hides a favourite whose game was disabled, and still lets the player remove it', async () => {
    const me = await newPlayer();
    const game = slots[9]!;
    expectOk(await add(me, game), favouriteChangeSchema);
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.id, game.nodeId));
    try {
      expect((await ids(me)).total).toBe(0);
      expect((await list(me)).list).toEqual([]);
      expectFail(await add(me, game), 404, 'GAME_NOT_FOUND');
      expectOk(await remove(me, game), favouriteChangeSchema);
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.id, game.nodeId));
    }
    expect((await ids(me)).total).toBe(0);
  });

  it('needs a session: 401 NOT_LOGGED_IN without a token, SESSION_EXPIRED with a bad one', async () => {
    const game = slots[0]!;
    expectFail(await add({}, game), 401, 'NOT_LOGGED_IN');
    expectFail(await remove({}, game), 401, 'NOT_LOGGED_IN');
    for (const url of [routes.favouriteIds.path, routes.favouriteList.path]) {
      expectFail(await t.app.inject({ method: 'GET', url }), 401, 'NOT_LOGGED_IN');
    }
    expectFail(await add({ authorization: 'Bearer nope' }, game), 401, 'SESSION_EXPIRED');
  });

  it('validates the body and query with the contract', async () => {
    const me = await newPlayer();
    for (const payload of [{}, { nodeId: 'x', vendor: 'PG' }, { nodeId: 1, vendor: 'pg soft' }]) {
      expectFail(
        await t.app.inject({ method: 'POST', url: routes.favouriteAdd.path, headers: me, payload }),
        400,
        'VALIDATION_ERROR',
      );
    }
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: routes.favouriteList.path,
        headers: me,
        query: { pageSize: '500' },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
