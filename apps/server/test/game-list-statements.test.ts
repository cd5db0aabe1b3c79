import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/create-db';
import { createPgliteStatements, inlineSql, pgliteStatementsOf } from '../src/db/pglite-statements';
import { games } from '../src/db/schema';
import { seedGames } from '../src/db/seed-data/game-catalogue';
import {
  createGameRepository,
  type GameFilter,
  type GameRepository,
} from '../src/repositories/game-repository';
import { createTestDatabase } from './helpers/build-test-app';

/**
 * The game list's page on PGlite runs as a named statement kept planned per filter and page,
 * with the filter's values written into its text (decision 0043). These tests fail if that
 * path answered another page or total than the plain one (Drizzle's prepared statement, the
 * path PostgreSQL takes), if a value could break out of its literal, or if a kept statement
 * served a catalogue that has since changed. On PostgreSQL both repositories take the plain
 * path and the comparison still has to hold.
 */

let database: DbHandle;
let kept: GameRepository;
let plain: GameRepository;
const isPglite = () => database.kind === 'pglite';
const statements = () =>
  pgliteStatementsOf((database.db as unknown as { $client: unknown }).$client);

beforeAll(async () => {
  database = await createTestDatabase();
  kept = createGameRepository(database.db);
  plain = createGameRepository(database.db, { keptStatements: false });
});
afterAll(async () => {
  await database?.close();
});

const vendorOf = (predicate: (n: number) => boolean) => {
  const counts = new Map<string, number>();
  for (const g of seedGames) counts.set(g.vendor, (counts.get(g.vendor) ?? 0) + 1);
  return [...counts].find(([, n]) => predicate(n))![0];
};

/** Filter shapes the list page sends (vendor, search, minimum bet and lines, new, hot). */
const filters: GameFilter[] = [
  {},
  { gameType: 'RNG' },
  { gameType: 'FISH' },
  { gameType: 'LIVE' },
  { vendor: vendorOf((n) => n >= 90) },
  { gameType: 'RNG', vendor: vendorOf((n) => n >= 90) },
  { vendor: vendorOf((n) => n < 5) },
  { gameType: 'RNG', nameContains: 'gold' },
  { nameContains: 'dragon' },
  { nameContains: 'zzqx' },
  { gameType: 'RNG', maxMinBetMinor: 10 },
  { gameType: 'RNG', minLine: 20 },
  { gameType: 'RNG', maxMinBetMinor: 50, minLine: 20, nameContains: 'a', vendor: 'PG' },
  { gameType: 'RNG', isNew: true },
  { hotOnly: true },
  { gameType: 'RNG', hotOnly: true },
  { classify: 'VIDEO_SLOT' },
];
const pages = [
  { offset: 0, limit: 25 },
  { offset: 25, limit: 25 },
  { offset: 0, limit: 7 },
  { offset: 350, limit: 50 },
  { offset: 100_000, limit: 25 },
];

describe('the game list page on kept statements', () => {
  it('answers the same games, in the same order, and the same totals as the plain statement', async () => {
    let compared = 0;
    for (const round of [1, 2])
      for (const filter of filters)
        for (const page of pages) {
          const label = `${JSON.stringify(filter)} ${JSON.stringify(page)} round ${round}`;
          const expected = await plain.list(filter, page);
          const actual = await kept.list(filter, page);
          expect(actual, label).toEqual(expected);
          if (page.offset === 0 && filter.gameType === 'RNG' && !filter.nameContains)
            expect(actual.rows.length, label).toBeGreaterThan(0);
          compared++;
        }
    expect(compared).toBe(2 * filters.length * pages.length);
    // The comparison was of two paths on PGlite: the kept one holds a statement per filter and page.
    if (isPglite())
      expect(statements()!.size()).toBeGreaterThanOrEqual(filters.length * pages.length);
    else expect(statements()).toBeNull();
  });

  it('matches a search literally, whatever quotes, backslashes and wildcards it holds', async () => {
    for (const nameContains of [
      "o'",
      "'; drop table games; --",
      '\\',
      '\\%',
      '%',
      '_',
      "d\\'r",
      'é',
    ])
      for (const gameType of [undefined, 'RNG']) {
        const filter: GameFilter = { nameContains, ...(gameType ? { gameType } : {}) };
        const page = { offset: 0, limit: 25 };
        const expected = await plain.list(filter, page);
        expect(await kept.list(filter, page), JSON.stringify(filter)).toEqual(expected);
        const matching = seedGames.filter(
          (g) =>
            g.name.toLowerCase().includes(nameContains) && (!gameType || g.gameType === gameType),
        );
        expect(expected.total, JSON.stringify(filter)).toBe(matching.length);
      }
    expect(await plain.count()).toBe(seedGames.length);
  });

  it('reads the catalogue as it is now: a kept statement keeps its plan, never its answer', async () => {
    const filter = { gameType: 'RNG' };
    const page = { offset: 0, limit: 25 };
    const before = await kept.list(filter, page);
    const first = before.rows[0]!;
    try {
      await database.db.update(games).set({ enabled: false }).where(eq(games.id, first.id));
      const after = await kept.list(filter, page);
      expect(after.rows.map((r) => r.id)).not.toContain(first.id);
      expect(after.rows[0]!.id).toBe(before.rows[1]!.id);
      expect(after.total).toBe(before.total - 1);
      expect(after).toEqual(await plain.list(filter, page));
      await database.db
        .update(games)
        .set({ name: 'Renamed Now' })
        .where(eq(games.id, before.rows[1]!.id));
      expect((await kept.list(filter, page)).rows[0]!.name).toBe('Renamed Now');
    } finally {
      await database.db.update(games).set({ enabled: true }).where(eq(games.id, first.id));
      await database.db
        .update(games)
        .set({ name: before.rows[1]!.name })
        .where(eq(games.id, before.rows[1]!.id));
    }
    expect(await kept.list(filter, page)).toEqual(before);
  });
});

describe('inlineSql', () => {
  it('writes values as constants that cannot end their literal', () => {
    expect(
      inlineSql('select $1, $2, $3, $4, $10', [1, true, null, "a'b\\c", 0, 0, 0, 0, 0, 'x']),
    ).toBe("select 1, true, null, E'a''b\\\\c', E'x'");
    expect(() => inlineSql('select $2', [1])).toThrow();
    expect(() => inlineSql('select $1', ['a\0b'])).toThrow();
    expect(() => inlineSql('select $1', [Number.NaN])).toThrow();
    expect(() => inlineSql('select $1', [{}])).toThrow();
  });
});

describe('kept statements on PGlite', () => {
  it('keeps at most its number, closes the least recently used, and survives DEALLOCATE ALL', async () => {
    // Its own PGlite client, whichever database the suite runs on.
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite();
    try {
      const cache = createPgliteStatements(client, 3);
      const names = async () =>
        (
          await client.query<{ statement: string }>('select statement from pg_prepared_statements')
        ).rows
          .map((r) => r.statement)
          .sort();
      for (const n of [1, 2, 3, 1, 4, 5])
        expect(await cache.firstRow(`k${n}`, () => `select ${n} as n, 'x' as t`)).toEqual([
          String(n),
          'x',
        ]);
      expect(cache.size()).toBe(3);
      // The two evicted (2 and 3: 1 was used again) are closed with the next call's message.
      // The key names the statement: a kept one is run as it was made (its text not made again).
      expect(await cache.firstRow('k1', () => 'select 1 as n, null as t')).toEqual(['1', 'x']);
      expect(await names()).toEqual([
        "select 1 as n, 'x' as t",
        "select 4 as n, 'x' as t",
        "select 5 as n, 'x' as t",
      ]);
      // A statement that answers no row.
      expect(await cache.firstRow('none', () => 'select 1 where false')).toBeUndefined();
      // Someone dropped every prepared statement: made again, not an error.
      await client.exec('deallocate all');
      expect(await cache.firstRow('k4', () => "select 4 as n, 'y' as t")).toEqual(['4', 'y']);
      // Many asking for a new key at once make one statement, and all get its row.
      const before = (await names()).length;
      const rows = await Promise.all(
        Array.from({ length: 20 }, () => cache.firstRow('k6', () => "select 6 as n, 'w' as t")),
      );
      expect(rows).toEqual(Array.from({ length: 20 }, () => ['6', 'w']));
      expect((await names()).filter((n) => n.startsWith('select 6'))).toHaveLength(1);
      expect((await names()).length).toBeLessThanOrEqual(Math.max(before, 3) + 1);
      // A statement that cannot be made fails every call queued with it, and is not kept.
      const failing = await Promise.allSettled(
        Array.from({ length: 5 }, () => cache.firstRow('broken', () => 'select from nowhere')),
      );
      expect(failing.map((r) => r.status)).toEqual(Array.from({ length: 5 }, () => 'rejected'));
      expect(String((failing[0] as PromiseRejectedResult).reason)).toMatch(/nowhere/);
      // An error is the database's error, and the cache goes on.
      await expect(cache.firstRow('bad', () => 'select 1/0')).rejects.toThrow(/division by zero/);
      expect(await cache.firstRow('k5', () => "select 5 as n, 'z' as t")).toEqual(['5', 'z']);
    } finally {
      await client.close();
    }
  });
});
