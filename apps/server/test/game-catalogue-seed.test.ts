import { routes } from '@app/contracts/routes';
import { consolidatedSettingsSchema } from '@app/contracts/system';
import { gameListResponseSchema, vendorListSchema } from '@app/contracts/games';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/admin';
import { loadConfig } from '../src/config';
import { featuredWins, gameVendors, games, lotteryGames } from '../src/db/schema';
import { extraSlotGames, seedGames } from '../src/db/seed-data/game-catalogue';
import { createAppServices } from '../src/areas/app-services';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function tableCount(table: typeof games | typeof lotteryGames | typeof featuredWins) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('game catalogue seed', () => {
  it('seeds at least 600 games over the vendors of every category of the consolidated settings', async () => {
    expect(await tableCount(games)).toBe(seedGames.length);
    expect(seedGames.length).toBeGreaterThanOrEqual(600);
    const settings = expectOk(
      await t.app.inject({ method: 'GET', url: routes.systemSettingsConsolidated.path }),
      consolidatedSettingsSchema,
    );
    const pairs = await t.database.db
      .selectDistinct({ vendor: games.vendor, gameType: games.gameType })
      .from(games);
    const have = new Set(pairs.map((p) => `${p.gameType}/${p.vendor}`));
    for (const category of settings.gameCategories) {
      for (const vendor of category.vendors)
        expect(
          have.has(`${category.gameCategory}/${vendor}`),
          `${category.gameCategory}/${vendor}`,
        ).toBe(true);
    }
    for (const vendor of settings.footerVendors) expect(have.has(`RNG/${vendor}`)).toBe(true);
    // PG alone spans several pages of 25; hot, new, lobbies and lottery are all there.
    expect(seedGames.filter((g) => g.vendor === 'PG').length).toBeGreaterThan(60);
    expect(seedGames.filter((g) => g.hotRank !== null)).toHaveLength(40);
    expect(seedGames.filter((g) => g.isNew).length).toBeGreaterThan(30);
    for (const vendor of ['SABA', 'CMD', 'BTI', 'IA', 'TF', 'SV388', 'WS168']) {
      const n = seedGames.filter((g) => g.vendor === vendor).length;
      expect(n, vendor).toBeGreaterThanOrEqual(1);
      expect(n, vendor).toBeLessThanOrEqual(3);
    }
  });

  it('gives every lottery game its draw settings (prize modes, play types, regions, intervals)', async () => {
    const lottery = await t.database.db
      .select({
        vendor: games.vendor,
        gameType: games.gameType,
        prizeMode: lotteryGames.prizeMode,
        playType: lotteryGames.playType,
        region: lotteryGames.region,
        interval: lotteryGames.drawIntervalSeconds,
        popularRank: lotteryGames.popularRank,
      })
      .from(lotteryGames)
      .innerJoin(games, eq(games.id, lotteryGames.gameId));
    const lotteryGameCount = seedGames.filter(
      (g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT',
    ).length;
    expect(lottery).toHaveLength(lotteryGameCount);
    expect(new Set(lottery.map((l) => l.vendor))).toEqual(
      new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
    );
    expect(new Set(lottery.map((l) => l.prizeMode))).toEqual(new Set(['Lott', 'ZY', 'Elott']));
    expect(new Set(lottery.map((l) => l.playType))).toEqual(new Set(['trad', 'ent']));
    expect(new Set(lottery.map((l) => l.region))).toEqual(
      new Set(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']),
    );
    expect(lottery.every((l) => l.interval >= 60 && l.interval <= 900)).toBe(true);
    expect(lottery.filter((l) => l.popularRank !== null).length).toBeGreaterThanOrEqual(5);
    // ELOTT games are the Elott prize mode, with both play types.
    const elott = lottery.filter((l) => l.gameType === 'ELOTT');
    expect(elott.every((l) => l.prizeMode === 'Elott')).toBe(true);
    expect(new Set(elott.map((l) => l.playType))).toEqual(new Set(['trad', 'ent']));
  });

  it('seeds about 40 featured wins', async () => {
    expect(await tableCount(featuredWins)).toBe(40);
  });

  it('is idempotent and deterministic: seeding again adds nothing and keeps ids', async () => {
    const before = await t.database.db
      .select({ id: games.id, code: games.gameCode, vendor: games.vendor, sort: games.sort })
      .from(games);
    await createAppServices(t.database.db).seed.seedIfEmpty();
    expect(await t.app.services.seed.gameCatalogue.seedCatalogue()).toBe(0);
    const after = await t.database.db
      .select({ id: games.id, code: games.gameCode, vendor: games.vendor, sort: games.sort })
      .from(games);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
    expect(await tableCount(featuredWins)).toBe(40);
    expect(await tableCount(lotteryGames)).toBe(
      seedGames.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT').length,
    );
    // Names and codes are a pure function of the code: unique per vendor and stable.
    const keys = seedGames.map((g) => `${g.vendor}/${g.gameCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(extraSlotGames(50).map((g) => g.name)).toEqual(extraSlotGames(50).map((g) => g.name));
  });

  it('re-adds a missing game without touching the others', async () => {
    const victim = seedGames.find((g) => g.vendor === 'KA')!;
    await t.database.db.delete(games).where(eq(games.gameCode, victim.gameCode));
    expect(await t.app.services.seed.gameCatalogue.seedCatalogue()).toBe(1);
    expect(await tableCount(games)).toBe(seedGames.length);
  });
});

describe('SEED_GAMES', () => {
  it('is validated by the configuration', () => {
    expect(loadConfig({ SEED_GAMES: '10000' }).seedGames).toBe(10_000);
    expect(loadConfig({}).seedGames).toBeUndefined();
    expect(loadConfig({ SEED_GAMES: '' }).seedGames).toBeUndefined();
    for (const bad of ['lots', '-1', '1.5', '999999'])
      expect(() => loadConfig({ SEED_GAMES: bad }), bad).toThrow(/SEED_GAMES/);
  });
});

describe('game artwork under /cdn', () => {
  it('draws a distinct 200 x 200 SVG icon per game, cached like the other artwork', async () => {
    const page = expectOk(
      await t.app.inject({ method: 'GET', url: routes.gameList.path, query: { pageSize: '6' } }),
      gameListResponseSchema,
    );
    const bodies = new Set<string>();
    for (const game of page.list) {
      const svgUrl = `/cdn/${game.iconUrl.replace(/\.webp$/, '.svg')}`;
      const res = await t.app.inject({ method: 'GET', url: svgUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg [^>]*width="200" height="200" viewBox="0 0 200 200"/);
      // The name is drawn on the icon (the vendor code is not: the tile prints it under the name,
      // and a code badge in the artwork sat under the tile's NEW badge).
      const firstWord = game.gameName
        .split(' ')[0]!
        .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(res.body).toContain(firstWord);
      expect(res.body).not.toContain(`>${game.vassalage}</text>`);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(page.list.length);
  });

  it('names WebP icons in the catalogue: 240 x 240 rasters of the SVG, the same bytes again (decision 0046)', async () => {
    const page = expectOk(
      await t.app.inject({ method: 'GET', url: routes.gameList.path, query: { pageSize: '6' } }),
      gameListResponseSchema,
    );
    const bodies = new Set<string>();
    for (const game of page.list) {
      expect(game.iconUrl).toMatch(/^games\/[A-Z0-9_]+\/[a-z0-9-]+\.webp$/);
      expect(game.defaultIcon).toBe('games/default.webp');
      const res = await t.app.inject({ method: 'GET', url: `/cdn/${game.iconUrl}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
      bodies.add(res.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBe(page.list.length);
    const again = await t.app.inject({ method: 'GET', url: `/cdn/${page.list[0]!.iconUrl}` });
    expect(again.rawPayload.toString('base64')).toBe([...bodies][0]);
  });

  it('escapes names in the SVG', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cdn/games/V8/texas-holdem.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Texas Hold&#39;em');
  });

  it('serves the default icon and vendor logos (240 x 96)', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/cdn/games/default.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toMatch(/viewBox="0 0 200 200"/);
    const webp = await t.app.inject({ method: 'GET', url: '/cdn/games/default.webp' });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: 240, height: 240 });
    const vendors = expectOk(
      await t.app.inject({ method: 'GET', url: routes.vendorTypes.path }),
      vendorListSchema,
    );
    for (const vendor of vendors.slice(0, 5)) {
      const logo = await t.app.inject({ method: 'GET', url: `/cdn/${vendor.mobileLargeIcon}` });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(logo.body).toMatch(/viewBox="0 0 240 96"/);
      expect(logo.body).toContain(vendor.displayName);
    }
  });

  it('answers 404 for unknown or malformed artwork names', async () => {
    for (const url of [
      '/cdn/games/PG/no-such-game.svg',
      '/cdn/games/NOPE/emerald-dragon.svg',
      '/cdn/games/pg/emerald-dragon.svg',
      '/cdn/games/PG/Emerald-Dragon.svg',
      '/cdn/games/PG/emerald-dragon.png',
      '/cdn/games/PG/no-such-game.webp',
      '/cdn/games/PG/emerald-dragon.webp.svg',
      '/cdn/games/default.png',
      '/cdn/games/PG/..%2Fsecret.svg',
      '/cdn/vendors/pg.svg',
      '/cdn/vendors/NOPE.svg',
      '/cdn/vendors/PG.png',
    ]) {
      expectFail(await t.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
  });
});

describe('a 10,000-game catalogue (SEED_GAMES=10000)', () => {
  let big: TestApp;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    big = await buildTestApp();
    const started = performance.now();
    await createAppServices(big.database.db, { seedGames: 10_000 }).seed.seedIfEmpty();
    timings.seed = performance.now() - started;
  }, 60_000);
  afterAll(async () => {
    // eslint-disable-next-line no-console -- the benchmark's numbers, for the report
    console.info('10k catalogue timings (ms):', JSON.stringify(timings));
    await big.close();
  });

  it('seeds 10,000 games in seconds, spread over the RNG vendors', async () => {
    const [row] = await big.database.db.select({ n: count() }).from(games);
    expect(row?.n).toBe(10_000);
    expect(timings.seed).toBeLessThan(30_000);
    const perVendor = await big.database.db
      .select({ vendor: games.vendor, n: count() })
      .from(games)
      .where(inArray(games.vendor, ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']))
      .groupBy(games.vendor);
    for (const { vendor, n } of perVendor) expect(n, vendor).toBeGreaterThan(1000);
    // The sort order follows names across base and extra games.
    const [vendorRow] = await big.database.db.select({ n: count() }).from(gameVendors);
    expect(vendorRow?.n).toBe(27);
  });

  it('answers page 1 of the game list quickly, with and without filters', async () => {
    const queries: Record<string, Record<string, string>> = {
      none: {},
      rng: { gameType: 'RNG' },
      vendor: { gameType: 'RNG', vassalage: 'PG' },
      search: { gameName: 'dragon' },
      filters: { gameType: 'RNG', minBet: '0.1', minLine: '26', isNew: '1' },
      hot: { isHot: '1' },
      lastPage: { vassalage: 'PG', pageNo: '50' },
    };
    for (const [name, query] of Object.entries(queries)) {
      // One warm-up (first use of a plan), then the timed call.
      await big.app.inject({ method: 'GET', url: routes.gameList.path, query });
      const started = performance.now();
      const res = await big.app.inject({ method: 'GET', url: routes.gameList.path, query });
      timings[name] = Math.round(performance.now() - started);
      const page = expectOk(res, gameListResponseSchema);
      expect(page.total, name).toBeGreaterThan(0);
      expect(timings[name], name).toBeLessThan(500);
    }
    const all = expectOk(
      await big.app.inject({ method: 'GET', url: routes.gameList.path }),
      gameListResponseSchema,
    );
    expect(all.total).toBe(10_000);
    expect(all.totalPages).toBe(400);
  });

  it('grows further with the admin command seed-games, and refuses a bad count', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const deps = {
      db: big.database.db,
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
    };
    expect(await run(['seed-games', '10050'], deps)).toBe(0);
    expect(out.at(-1)).toBe('game catalogue: 50 games added');
    expect(await run(['seed-games', '10050'], deps)).toBe(0);
    expect(out.at(-1)).toBe('game catalogue: 0 games added');
    expect(await run(['seed-games', 'many'], deps)).toBe(2);
    expect(await run(['seed-games', '50000'], deps)).toBe(2);
    expect(err.join('\n')).toContain('seed-games takes 0..12000');
    const [row] = await big.database.db.select({ n: count() }).from(games);
    expect(row?.n).toBe(10_050);
  });
});
