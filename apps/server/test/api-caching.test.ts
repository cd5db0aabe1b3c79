import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { gameListResponseSchema } from '@app/contracts/games';
import { systemStatusSchema } from '@app/contracts/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors } from '../src/db/schema';
import { createGameRepository } from '../src/repositories/game-repository';
import { createAppServices } from '../src/areas/app-services';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectOk } from './helpers/envelope';
import { bearer, loginAs } from './helpers/login';

/**
 * Decision 0028: what production turns on to keep the API fast under load. Public catalogue
 * answers are reused for a few seconds (with an ETag and compressed once); operator settings
 * are read at most once per second, and a change made through this server shows at once.
 */

const clock = createTestClock();
let cached: TestApp;
let plain: TestApp;
beforeAll(async () => {
  cached = await buildTestApp({
    services: { clock: clock.now, cacheMs: { catalogue: 10_000, settings: 1_000 } },
  });
  plain = await buildTestApp({ database: cached.database });
});
afterAll(async () => {
  await plain.close();
  await cached.close();
});

const listUrl = `${routes.gameList.path}?gameType=RNG&pageSize=25&pageNo=1`;

describe('public catalogue answers (catalogue cache on)', () => {
  it('carry a weak ETag and answer 304 to a matching If-None-Match', async () => {
    const first = await cached.app.inject({ method: 'GET', url: listUrl });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(gameListResponseSchema.parse(first.json().value).list).toHaveLength(25);

    const again = await cached.app.inject({
      method: 'GET',
      url: listUrl,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are the same answer whatever the client hints (language, platform) say', async () => {
    const a = await cached.app.inject({ method: 'GET', url: `${listUrl}&language=KM` });
    const b = await cached.app.inject({
      method: 'GET',
      url: `${listUrl}&language=EN&platform=html5`,
    });
    expect(a.headers.etag).toBe(b.headers.etag);
    const other = await cached.app.inject({ method: 'GET', url: `${listUrl}&vassalage=PG` });
    expect(other.headers.etag).not.toBe(a.headers.etag);
    expect(other.json().value.list.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(
      true,
    );
  });

  it('are compressed once per encoding and decode to the same JSON as the plain answer', async () => {
    const identity = await plain.app.inject({ method: 'GET', url: listUrl });
    const br = await cached.app.inject({
      method: 'GET',
      url: listUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(identity.json());
    const gzip = await cached.app.inject({
      method: 'GET',
      url: listUrl,
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(identity.json());
  });

  it('show a catalogue change after the cache time, not before', async () => {
    const url = `${routes.gameList.path}?vassalage=CQ9&pageSize=5`;
    const before = await cached.app.inject({ method: 'GET', url });
    expect(before.json().value.total).toBeGreaterThan(0);
    const db = cached.database.db;
    await db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'CQ9'));
    try {
      // The plain app (development, tests) sees it at once...
      expect((await plain.app.inject({ method: 'GET', url })).json().value.total).toBe(0);
      // ...the cached one within 10 s (real time: the catalogue cache keeps wall-clock time).
      expect((await cached.app.inject({ method: 'GET', url })).json().value.total).toBe(
        before.json().value.total,
      );
    } finally {
      await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'CQ9'));
    }
  });

  it('never caches the personal FAV list', async () => {
    const token = await loginAs(cached.app, 'demo01');
    const res = await cached.app.inject({
      method: 'GET',
      url: `${routes.gameList.path}?gameClassify=FAV`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
  });

  it('send no ETag when caching is off (the plain path)', async () => {
    const res = await plain.app.inject({ method: 'GET', url: listUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('operator settings (settings cache on)', () => {
  async function maintenance(app: TestApp['app']) {
    return expectOk(
      await app.inject({ method: 'GET', url: routes.systemStatus.path }),
      systemStatusSchema,
    ).maintenance;
  }

  it('shows a change made through this server at once', async () => {
    expect(await maintenance(cached.app)).toBe(false);
    await cached.app.inject({
      method: 'PATCH',
      url: devRoutes.devOperatorSettings.path,
      payload: { maintenance: true },
    });
    try {
      expect(await maintenance(cached.app)).toBe(true);
    } finally {
      await cached.app.inject({
        method: 'PATCH',
        url: devRoutes.devOperatorSettings.path,
        payload: { maintenance: false },
      });
    }
    expect(await maintenance(cached.app)).toBe(false);
  });

  it('shows a change made elsewhere (the CLI, another instance) within a second', async () => {
    expect(await maintenance(cached.app)).toBe(false);
    const elsewhere = createAppServices(cached.database.db).core.operatorSettings;
    await elsewhere.setMaintenance(true);
    try {
      expect(await maintenance(cached.app)).toBe(false);
      clock.advance(1.001);
      expect(await maintenance(cached.app)).toBe(true);
    } finally {
      await elsewhere.setMaintenance(false);
      clock.advance(1.001);
    }
    expect(await maintenance(cached.app)).toBe(false);
  });
});

describe('the game list on a 10,000-game catalogue', () => {
  it('walks the catalogue-order index for page 1 instead of sorting every game', async () => {
    const handle = await createTestDatabase();
    try {
      const services = createAppServices(handle.db, { seedGames: 10_000 });
      expect(await services.seed.gameCatalogue.seedCatalogue()).toBeGreaterThan(9_000);
      const repo = createGameRepository(handle.db);
      expect(await repo.hasStatistics()).toBe(true);
      const plan = await repo.explainList({ gameType: 'RNG' }, { offset: 0, limit: 25 });
      expect(plan).toContain('games_catalogue_order_idx');
      expect(plan).not.toMatch(/Sort Method|Seq Scan on games/);
      const search = await repo.explainList(
        { gameType: 'RNG', nameContains: 'gold' },
        { offset: 0, limit: 25 },
      );
      expect(search).toContain('games_catalogue_order_idx');
    } finally {
      await handle.close();
    }
  }, 120_000);
});
