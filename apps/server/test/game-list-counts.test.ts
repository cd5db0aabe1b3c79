import { routes } from '@app/contracts/routes';
import { gameListResponseSchema, type GameListResponse } from '@app/contracts/games';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/create-db';
import { gameVendors, games } from '../src/db/schema';
import { seedGames } from '../src/db/seed-data/game-catalogue';
import type { GameSeedRow } from '../src/repositories/game-repository';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/build-test-app';
import { expectOk } from './helpers/envelope';

/**
 * The game list's totals (decision 0043): the count of a filter is kept in memory with the
 * catalogue version it was counted at, and a page usually costs one statement. These tests fail
 * if a filter's total were another filter's, or if a kept total outlived a change to the
 * catalogue on either of two instances over one database.
 */

let database: DbHandle;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  one = await buildTestApp({ database });
  two = await buildTestApp({ database });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

type Query = Record<string, string | number>;

async function list(t: TestApp, query: Query): Promise<GameListResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.gameList.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return expectOk(res, gameListResponseSchema);
}

const named = (part: string) => (g: GameSeedRow) => g.name.toLowerCase().includes(part);
const rng = (g: GameSeedRow) => g.gameType === 'RNG';

/** Filters the list page sends, and which seeded games each must count. */
const cases: [Query, (g: GameSeedRow) => boolean][] = [
  [{}, () => true],
  [{ gameType: 'RNG' }, rng],
  [{ gameType: 'RNG', vassalage: 'PG' }, (g) => rng(g) && g.vendor === 'PG'],
  [{ vassalage: 'JL' }, (g) => g.vendor === 'JL'],
  [{ gameType: 'FISH', vassalage: 'JL' }, (g) => g.gameType === 'FISH' && g.vendor === 'JL'],
  [{ gameType: 'RNG', gameName: 'dragon' }, (g) => rng(g) && named('dragon')(g)],
  [{ gameType: 'RNG', gameName: 'gold' }, (g) => rng(g) && named('gold')(g)],
  [{ gameName: 'gold' }, named('gold')],
  [{ minBet: 0.1 }, (g) => g.minBetMinor <= 10],
  [{ minBet: 0.5 }, (g) => g.minBetMinor <= 50],
  [{ gameType: 'RNG', minLine: 20 }, (g) => rng(g) && g.minLine >= 20],
  [{ gameType: 'RNG', minLine: 26 }, (g) => rng(g) && g.minLine >= 26],
  [
    { gameType: 'RNG', vassalage: 'PG', gameName: 'a', minBet: 0.5, minLine: 20 },
    (g) => rng(g) && g.vendor === 'PG' && named('a')(g) && g.minBetMinor <= 50 && g.minLine >= 20,
  ],
  [{ vassalage: 'NOPE' }, () => false],
];

/**
 * Counts the statements the database runs while `step` runs. PostgreSQL: calls of the pool's
 * `query` (Drizzle sends every statement through it). PGlite: protocol messages that end in a
 * Sync, one per statement whether it came through `query` (which sends a statement's parts as
 * separate messages, the last one a Sync) or as a kept statement (one message, parts and Sync:
 * db/pglite-statements.ts).
 */
async function statementsDuring(step: () => Promise<unknown>): Promise<number> {
  type Fn = (...a: unknown[]) => unknown;
  const client = (database.db as unknown as { $client: Record<'query' | 'execProtocolStream', Fn> })
    .$client;
  const method = typeof client.execProtocolStream === 'function' ? 'execProtocolStream' : 'query';
  const counts = (args: unknown[]) => {
    if (method === 'query') return true;
    const message = args[0] as Uint8Array;
    // Sync: 'S' and the length 4.
    const sync = [0x53, 0, 0, 0, 4];
    return sync.every((byte, i) => message[message.length - 5 + i] === byte);
  };
  const original = client[method];
  let n = 0;
  client[method] = function (this: unknown, ...args: unknown[]) {
    if (counts(args)) n++;
    return original.apply(this, args);
  };
  try {
    await step();
  } finally {
    client[method] = original;
  }
  return n;
}

describe('game list totals', () => {
  it('gives each filter its own total and totalPages, asked in turn, again, and on another page size', async () => {
    // Small pages, so page 1 is full and the total has to be counted (or kept).
    for (const round of [1, 2])
      for (const [query, matches] of cases) {
        const expected = seedGames.filter(matches).length;
        const label = `${JSON.stringify(query)} round ${round}`;
        const first = await list(one, { ...query, pageSize: 5 });
        expect(first.total, label).toBe(expected);
        expect(first.totalPages, label).toBe(Math.ceil(expected / 5));
        expect(first.list, label).toHaveLength(Math.min(5, expected));
        // The same filter on another page size and page: the same total, its own totalPages.
        const second = await list(one, { ...query, pageSize: 7, pageNo: 2 });
        expect(second.total, label).toBe(expected);
        expect(second.totalPages, label).toBe(Math.ceil(expected / 7));
        expect(second.list, label).toHaveLength(Math.max(0, Math.min(7, expected - 7)));
      }
    // A name search is one filter whatever its case.
    const lower = await list(one, { gameName: 'dragon', pageSize: 5 });
    expect((await list(one, { gameName: 'DRAGON', pageSize: 5 })).total).toBe(lower.total);
    // A page past the end still says how many there are.
    const pg = seedGames.filter((g) => g.vendor === 'PG').length;
    expect(await list(one, { vassalage: 'PG', pageSize: 25, pageNo: 9 })).toMatchObject({
      list: [],
      total: pg,
      totalPages: Math.ceil(pg / 25),
    });
  });

  it('answers a page with one statement once its filter is counted', async () => {
    const query = { gameType: 'LIVE', pageSize: 3 };
    await list(two, { gameType: 'PVP', pageSize: 3 });
    // A filter not asked before on this instance: the page, then one count.
    expect(await statementsDuring(() => list(two, query))).toBe(2);
    // Then the page alone (its catalogue version says the kept count is current), any page.
    expect(await statementsDuring(() => list(two, query))).toBe(1);
    expect(await statementsDuring(() => list(two, { ...query, pageNo: 2 }))).toBe(1);
    // A page that is not full, or an empty first page, proves the total itself.
    expect(await statementsDuring(() => list(two, { gameType: 'FISH', pageSize: 100 }))).toBe(1);
    expect(await statementsDuring(() => list(two, { vassalage: 'NONE' }))).toBe(1);
  });

  it('never keeps a total past a change to the catalogue, on either instance', async () => {
    const db = database.db;
    const [victim] = await db
      .select({ id: games.id, minBetMinor: games.minBetMinor })
      .from(games)
      .where(and(eq(games.vendor, 'PG'), eq(games.gameType, 'RNG')))
      .orderBy(games.minBetMinor)
      .limit(1)
      .offset(40);
    expect(victim!.minBetMinor).toBeGreaterThan(10);
    const pgQuery = { vassalage: 'PG', pageSize: 5 };
    const rngQuery = { gameType: 'RNG', pageSize: 5 };
    const cheapQuery = { minBet: 0.1, pageSize: 5 };
    const pg = seedGames.filter((g) => g.vendor === 'PG').length;
    const rngCount = seedGames.filter(rng).length;
    const cheap = seedGames.filter((g) => g.minBetMinor <= 10).length;
    const cq9Rng = seedGames.filter((g) => rng(g) && g.vendor === 'CQ9').length;
    expect(cq9Rng).toBeGreaterThan(0);

    /** Both instances answer these totals now (each has kept the earlier ones). */
    async function expectTotals(pgTotal: number, rngTotal: number, cheapTotal: number) {
      for (const t of [one, two]) {
        const page = await list(t, pgQuery);
        expect(page.total).toBe(pgTotal);
        expect(page.totalPages).toBe(Math.ceil(pgTotal / 5));
        expect((await list(t, rngQuery)).total).toBe(rngTotal);
        expect((await list(t, cheapQuery)).total).toBe(cheapTotal);
      }
    }

    await expectTotals(pg, rngCount, cheap);
    try {
      // An operator disables a game (today by SQL: the trigger sees every writer).
      await db.update(games).set({ enabled: false }).where(eq(games.id, victim!.id));
      await expectTotals(pg - 1, rngCount - 1, cheap);
      await db.update(games).set({ enabled: true }).where(eq(games.id, victim!.id));
      await expectTotals(pg, rngCount, cheap);

      // ...edits its minimum bet, so the 0.10 filter now holds it...
      await db.update(games).set({ minBetMinor: 10 }).where(eq(games.id, victim!.id));
      await expectTotals(pg, rngCount, cheap + 1);
      await db
        .update(games)
        .set({ minBetMinor: victim!.minBetMinor })
        .where(eq(games.id, victim!.id));
      await expectTotals(pg, rngCount, cheap);

      // ...turns a vendor off and on...
      await db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'CQ9'));
      await expectTotals(pg, rngCount - cq9Rng, cheap - seedGames.filter(cq9Cheap).length);
      await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'CQ9'));
      await expectTotals(pg, rngCount, cheap);

      // ...and seeding adds a game.
      await db.insert(games).values({
        vendor: 'PG',
        gameCode: 'test-counted-once',
        gameType: 'RNG',
        name: 'Counted Once',
        searchName: 'counted once',
        nodeName: 'PG Soft Slots',
        minBetMinor: 5,
        iconPath: 'games/PG/test-counted-once.svg',
        sort: 99999,
      });
      await expectTotals(pg + 1, rngCount + 1, cheap + 1);
    } finally {
      await db.update(games).set({ enabled: true }).where(eq(games.id, victim!.id));
      await db
        .update(games)
        .set({ minBetMinor: victim!.minBetMinor })
        .where(eq(games.id, victim!.id));
      await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'CQ9'));
      await db.delete(games).where(eq(games.gameCode, 'test-counted-once'));
    }
    await expectTotals(pg, rngCount, cheap);
  });
});

function cq9Cheap(g: GameSeedRow): boolean {
  return g.vendor === 'CQ9' && g.minBetMinor <= 10;
}
