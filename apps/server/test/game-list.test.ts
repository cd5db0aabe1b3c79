import { routes } from '@app/contracts/routes';
import {
  gameListResponseSchema,
  hotGamesResponseSchema,
  minBetOptions,
  minLineOptions,
  vendorListSchema,
  type Game,
  type GameListResponse,
} from '@app/contracts/games';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors, games } from '../src/db/schema';
import { seedGames } from '../src/db/seed-data/game-catalogue';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function gameList(query: Record<string, string | number> = {}): Promise<GameListResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.gameList.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return expectOk(res, gameListResponseSchema);
}

/** Every page of a query (pageSize 100), checking that pages never overlap. */
async function allGames(query: Record<string, string | number> = {}): Promise<Game[]> {
  const out: Game[] = [];
  const first = await gameList({ ...query, pageSize: 100 });
  out.push(...first.list);
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
    out.push(...(await gameList({ ...query, pageSize: 100, pageNo })).list);
  expect(out).toHaveLength(first.total);
  expect(new Set(out.map((g) => g.nodeId)).size).toBe(out.length);
  return out;
}

/** The catalogue order of games.ts: hot rank, then new, then name. */
function expectCatalogueOrder(list: readonly Game[], hotRank: Map<number, number | null>) {
  const key = (g: Game) => [hotRank.get(g.nodeId) ?? Number.MAX_SAFE_INTEGER, 1 - g.isNew] as const;
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [key(list[i - 1]!), key(list[i]!)];
    expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `${i}`).toBe(true);
    if (a[0] === b[0] && a[1] === b[1] && a[0] === Number.MAX_SAFE_INTEGER)
      expect(list[i - 1]!.gameName.toLowerCase() <= list[i]!.gameName.toLowerCase()).toBe(true);
  }
}

async function hotRanks(): Promise<Map<number, number | null>> {
  const rows = await t.database.db.select({ id: games.id, hotRank: games.hotRank }).from(games);
  return new Map(rows.map((r) => [r.id, r.hotRank]));
}

describe('GET GCSGAME_gameList', () => {
  it('answers page 1 of the whole catalogue: 25 games, hot games first, then new, then by name', async () => {
    const page = await gameList({ merchant: 'DEMO', platform: 'html5', language: 'EN' });
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(25);
    expect(page.list).toHaveLength(25);
    expect(page.total).toBe(seedGames.length);
    expect(page.totalPages).toBe(Math.ceil(seedGames.length / 25));
    const first = page.list[0]!;
    expect(first).toMatchObject({
      gameName: 'Emerald Dragon',
      vassalage: 'PG',
      gameType: 'RNG',
      iconUrl: `games/PG/${first.gameId}.webp`,
      defaultIcon: 'games/default.webp',
    });
    const all = await allGames();
    expectCatalogueOrder(all, await hotRanks());
    // Hot games lead: the first 40 are the hot ones, in rank order.
    const ranks = await hotRanks();
    expect(all.slice(0, 40).map((g) => ranks.get(g.nodeId))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('filters by gameType and by vendor (vassalage)', async () => {
    for (const gameType of ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']) {
      const page = await gameList({ gameType });
      expect(page.total, gameType).toBe(seedGames.filter((g) => g.gameType === gameType).length);
      expect(page.list.every((g) => g.gameType === gameType)).toBe(true);
    }
    const pg = await allGames({ vassalage: 'PG' });
    expect(pg.length).toBeGreaterThan(60);
    expect(pg.every((g) => g.vassalage === 'PG')).toBe(true);
    // A vendor in two types: JL has slots, fishing and card games.
    const jlFish = await allGames({ gameType: 'FISH', vassalage: 'JL' });
    expect(jlFish.length).toBe(8);
    expect(jlFish.every((g) => g.vassalage === 'JL' && g.gameType === 'FISH')).toBe(true);
  });

  it('searches names case-insensitively by substring', async () => {
    const dragons = await allGames({ gameName: 'DRAGON' });
    expect(dragons.length).toBeGreaterThan(5);
    expect(dragons.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect(dragons.length).toBe(
      seedGames.filter((g) => g.name.toLowerCase().includes('dragon')).length,
    );
    expect((await gameList({ gameName: 'no such game anywhere' })).total).toBe(0);
    // Leading and trailing spaces are trimmed by the contract.
    expect((await gameList({ gameName: '  hanoi lottery ' })).list[0]?.gameName).toBe(
      'Hanoi Lottery',
    );
  });

  it('matches % and _ in a search literally (escaped LIKE)', async () => {
    const [vendor] = await t.database.db
      .select({ code: gameVendors.code })
      .from(gameVendors)
      .where(eq(gameVendors.code, 'PG'));
    expect(vendor).toBeDefined();
    await t.database.db.insert(games).values([
      {
        vendor: 'PG',
        gameCode: 'test-100-percent',
        gameType: 'RNG',
        name: '100% Hot_Spins',
        searchName: '100% hot_spins',
        nodeName: 'PG Soft Slots',
        minBetMinor: 10,
        iconPath: 'games/PG/test-100-percent.svg',
        sort: 99999,
      },
      {
        vendor: 'PG',
        gameCode: 'test-back-slash',
        gameType: 'RNG',
        name: 'Back\\Slash Hot Spins',
        searchName: 'back\\slash hot spins',
        nodeName: 'PG Soft Slots',
        minBetMinor: 10,
        iconPath: 'games/PG/test-back-slash.svg',
        sort: 99999,
      },
    ]);
    try {
      expect((await gameList({ gameName: '%' })).list.map((g) => g.gameName)).toEqual([
        '100% Hot_Spins',
      ]);
      expect((await gameList({ gameName: '_' })).list.map((g) => g.gameName)).toEqual([
        '100% Hot_Spins',
      ]);
      // Unescaped, "t_s" would also match "hot spins" (and many more).
      expect((await gameList({ gameName: 't_s' })).list.map((g) => g.gameName)).toEqual([
        '100% Hot_Spins',
      ]);
      expect((await gameList({ gameName: '0%_' })).total).toBe(0);
      expect((await gameList({ gameName: 'k\\s' })).list.map((g) => g.gameName)).toEqual([
        'Back\\Slash Hot Spins',
      ]);
    } finally {
      await t.database.db
        .delete(games)
        .where(inArray(games.gameCode, ['test-100-percent', 'test-back-slash']));
    }
  });

  it('classifies: exact gameClassify, NEW means isNew=1, ALL means no filter, FAV needs a viewer', async () => {
    const megaways = await allGames({ gameType: 'RNG', gameClassify: 'MEGAWAYS' });
    expect(megaways.length).toBeGreaterThan(0);
    expect(megaways.every((g) => g.gameClassify === 'MEGAWAYS')).toBe(true);
    const fresh = await allGames({ isNew: 1 });
    expect(fresh.length).toBe(seedGames.filter((g) => g.isNew).length);
    expect(fresh.every((g) => g.isNew === 1)).toBe(true);
    expect((await gameList({ gameClassify: 'NEW' })).total).toBe(fresh.length);
    expect((await gameList({ gameClassify: 'ALL' })).total).toBe(seedGames.length);
    expect((await gameList({ isNew: 0 })).total).toBe(seedGames.length);
    // A guest has no favourites.
    expect(await gameList({ gameClassify: 'FAV' })).toMatchObject({ total: 0, totalPages: 0 });
  });

  it('minBet=X keeps games playable with X (minimum bet at most X); every option has hits', async () => {
    for (const minBet of minBetOptions) {
      const list = await allGames({ minBet });
      expect(list.length, String(minBet)).toBeGreaterThan(0);
      expect(list.every((g) => g.minBet <= minBet)).toBe(true);
      expect(list.length).toBe(
        seedGames.filter((g) => g.minBetMinor <= minBet * 100 + 1e-9).length,
      );
    }
  });

  it('minLine=N keeps games with at least N lines (26 is "more than 25"); every option has hits', async () => {
    for (const minLine of minLineOptions) {
      const list = await allGames({ minLine });
      expect(list.length, String(minLine)).toBeGreaterThan(0);
      expect(list.every((g) => g.minLine >= minLine)).toBe(true);
    }
    const over25 = await allGames({ minLine: 26 });
    expect(over25.every((g) => g.minLine > 25)).toBe(true);
    expect(over25.length).toBe(seedGames.filter((g) => g.minLine > 25).length);
  });

  it('isHot=1 lists only hot games, in hot order', async () => {
    const hot = await allGames({ isHot: 1 });
    expect(hot).toHaveLength(40);
    const ranks = await hotRanks();
    expect(hot.map((g) => ranks.get(g.nodeId))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const hotSlots = await allGames({ isHot: 1, gameType: 'RNG' });
    expect(hotSlots.length).toBeGreaterThan(20);
    expect(hotSlots.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('combines filters with AND', async () => {
    const query = { gameType: 'RNG', vassalage: 'PG', minBet: 0.5, minLine: 20, gameName: 'a' };
    const list = await allGames(query);
    expect(list.length).toBeGreaterThan(0);
    const expected = seedGames.filter(
      (g) =>
        g.gameType === 'RNG' &&
        g.vendor === 'PG' &&
        g.minBetMinor <= 50 &&
        g.minLine >= 20 &&
        g.name.toLowerCase().includes('a'),
    );
    expect(list.map((g) => g.gameId).sort()).toEqual(expected.map((g) => g.gameCode).sort());
    const newHot = await allGames({ isNew: 1, isHot: 1 });
    expect(newHot.every((g) => g.isNew === 1)).toBe(true);
    expect((await gameList({ vassalage: 'EVO', minLine: 10 })).total).toBe(0);
  });

  it('pages a vendor to its end: no overlap, a short last page, totalPages, and an empty page beyond', async () => {
    const first = await gameList({ vassalage: 'PG', pageSize: 25 });
    expect(first.total).toBe(90);
    expect(first.totalPages).toBe(4);
    const seen = new Set<number>();
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo++) {
      const page = await gameList({ vassalage: 'PG', pageNo });
      expect(page.pageNum).toBe(pageNo);
      expect(page.totalPages).toBe(4);
      expect(page.list).toHaveLength(pageNo < 4 ? 25 : 15);
      for (const g of page.list) {
        expect(seen.has(g.nodeId)).toBe(false);
        seen.add(g.nodeId);
      }
    }
    expect(seen.size).toBe(90);
    const beyond = await gameList({ vassalage: 'PG', pageNo: 5 });
    expect(beyond).toMatchObject({ list: [], pageNum: 5, totalPages: 4, total: 90 });
    // The slot list and preview page sizes.
    expect((await gameList({ vassalage: 'PG', pageSize: 28 })).list).toHaveLength(28);
    expect((await gameList({ gameType: 'FISH', pageSize: 9 })).list).toHaveLength(9);
  });

  it('answers an empty result with totalPages 0', async () => {
    expect(await gameList({ vassalage: 'NOPE' })).toEqual({
      list: [],
      pageNum: 1,
      pageSize: 25,
      totalPages: 0,
      total: 0,
    });
  });

  it('rejects an invalid query with 400 VALIDATION_ERROR', async () => {
    const queries: Record<string, string>[] = [
      { gameType: 'SLOTS' },
      { pageSize: '1000' },
      { pageNo: '0' },
      { minBet: '-1' },
      { minLine: 'many' },
      { isNew: 'yes' },
      { vassalage: 'pg soft' },
      { language: 'FR' },
      { gameName: 'x'.repeat(61) },
    ];
    for (const query of queries) {
      const res = await t.app.inject({ method: 'GET', url: routes.gameList.path, query });
      expectFail(res, 400, 'VALIDATION_ERROR');
    }
  });

  it('never shows disabled games or games of disabled vendors', async () => {
    const db = t.database.db;
    const [cq9] = await db.select().from(gameVendors).where(eq(gameVendors.code, 'CQ9'));
    expect(cq9).toBeDefined();
    const pgFirst = (await gameList({ vassalage: 'PG' })).list[0]!;
    await db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'CQ9'));
    await db.update(games).set({ enabled: false }).where(eq(games.id, pgFirst.nodeId));
    try {
      expect((await gameList({ vassalage: 'CQ9' })).total).toBe(0);
      const all = await allGames({ gameType: 'RNG' });
      expect(all.some((g) => g.vassalage === 'CQ9' || g.nodeId === pgFirst.nodeId)).toBe(false);
      const hot = expectOk(
        await t.app.inject({ method: 'GET', url: routes.hotGames.path, query: { limit: '100' } }),
        hotGamesResponseSchema,
      );
      expect(hot.some((g) => g.vassalage === 'CQ9' || g.nodeId === pgFirst.nodeId)).toBe(false);
      const vendors = expectOk(
        await t.app.inject({ method: 'GET', url: routes.vendorTypes.path }),
        vendorListSchema,
      );
      expect(vendors.map((v) => v.vassalage)).not.toContain('CQ9');
      expect(vendors.find((v) => v.vassalage === 'PG')?.gameCount).toBe(89);
    } finally {
      await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'CQ9'));
      await db.update(games).set({ enabled: true }).where(eq(games.id, pgFirst.nodeId));
    }
  });
});

describe('GET GCSGAME_hotGamesV2', () => {
  it('lists hot games by rank (30 by default), by type when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: routes.hotGames.path,
      query: { isPlatform: '2', language: 'KM', platform: 'html5' },
    });
    const hot = expectOk(res, hotGamesResponseSchema);
    expect(hot).toHaveLength(30);
    const ranks = await hotRanks();
    expect(hot.map((g) => ranks.get(g.nodeId))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const live = expectOk(
      await t.app.inject({ method: 'GET', url: routes.hotGames.path, query: { gameType: 'LIVE' } }),
      hotGamesResponseSchema,
    );
    expect(live.map((g) => g.vassalage)).toEqual(['EVO', 'SEXY', 'SA', 'EVO']);
    const few = expectOk(
      await t.app.inject({ method: 'GET', url: routes.hotGames.path, query: { limit: '5' } }),
      hotGamesResponseSchema,
    );
    expect(few.map((g) => g.nodeId)).toEqual(hot.slice(0, 5).map((g) => g.nodeId));
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.hotGames.path, query: { limit: '0' } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('GET GCSGAME_getVassGameType', () => {
  it('lists every vendor with games, in vendor order, with types, counts and logo paths', async () => {
    const vendors = expectOk(
      await t.app.inject({
        method: 'GET',
        url: routes.vendorTypes.path,
        query: { typeId: '1', merchant_code: 'DEMO' },
      }),
      vendorListSchema,
    );
    expect(vendors.map((v) => v.vassalage).slice(0, 8)).toEqual([
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
    ]);
    expect(vendors).toHaveLength(27);
    const jl = vendors.find((v) => v.vassalage === 'JL')!;
    expect(jl).toMatchObject({
      displayName: 'JILI',
      mobileLargeIcon: 'vendors/JL.svg',
      vendorNames: [{ accountTypeName: 'JL_ACCOUNT' }],
    });
    expect([...jl.gameTypes].sort()).toEqual(['FISH', 'PVP', 'RNG']);
    expect(jl.gameCount).toBe(seedGames.filter((g) => g.vendor === 'JL').length);
    const total = vendors.reduce((sum, v) => sum + v.gameCount, 0);
    expect(total).toBe(seedGames.length);
  });

  it('keeps the vendors of one type, counting that type', async () => {
    const fish = expectOk(
      await t.app.inject({
        method: 'GET',
        url: routes.vendorTypes.path,
        query: { gameType: 'FISH' },
      }),
      vendorListSchema,
    );
    expect(fish.map((v) => v.vassalage)).toEqual(['JDB', 'FC', 'JL', 'KA']);
    expect(fish.find((v) => v.vassalage === 'JL')?.gameCount).toBe(8);
    const elott = expectOk(
      await t.app.inject({
        method: 'GET',
        url: routes.vendorTypes.path,
        query: { gameType: 'ELOTT' },
      }),
      vendorListSchema,
    );
    expect(elott.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN', 'ELOTT']);
  });
});
