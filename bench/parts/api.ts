/**
 * Part 4, API under load: autocannon, 50 connections on loopback, 10 s per endpoint (5 s with
 * --quick) after a short warm-up, on the calls a player's first screens make, with the
 * 10,000-game catalogue. Query strings are the ones the web app sends (features/lobby/api).
 * `game list p1 uncached` asks the same first page of a second server whose catalogue answer
 * cache is off (CATALOGUE_CACHE_MS=0, ctx.uncachedBaseUrl): the database path itself.
 */
import { routes } from '@app/contracts/routes';
import { gamePageSizes } from '@app/contracts/game-constants';
import { apiBudget } from '../lib/budgets.ts';
import { browserHeaders, getValue, runLoad, sleep, waitUntilDrained } from '../lib/load.ts';
import type { BenchContext, Figure } from '../lib/types.ts';

const CONNECTIONS = 50;

type Endpoint = {
  /** Figure name prefix. */
  name: string;
  path: string;
  query: Record<string, string | number>;
  /** Game list calls carry the p99 budget. */
  gameList: boolean;
  /** Asked of the server with the catalogue cache off (its own budget). */
  uncached?: boolean;
};

/** The list page sends platform, its query, then pageNo and language (get-game-list.ts). */
const listQuery = (filters: Record<string, string | number>) => ({
  platform: 'html5',
  pageSize: gamePageSizes.gameList,
  ...filters,
  pageNo: 1,
  language: 'KM',
});

/**
 * status: every app start. hot list: the home screen's hot row (get-hot-games.ts, limit
 * default 30). game list p1: /m/gameList?gameType=RNG. filtered: the same list with a vendor,
 * the minimum-bet and lines filters and a name search at once. search: a name search over all
 * RNG games (the widest LIKE over ~10,000 names).
 */
export const endpoints: Endpoint[] = [
  { name: 'status', path: routes.systemStatus.path, query: {}, gameList: false },
  {
    name: 'hot list',
    path: routes.hotGames.path,
    query: { isPlatform: 2, platform: 'html5', language: 'KM' },
    gameList: false,
  },
  {
    name: 'game list p1',
    path: routes.gameList.path,
    query: listQuery({ gameType: 'RNG' }),
    gameList: true,
  },
  {
    name: 'game list p1 uncached',
    path: routes.gameList.path,
    query: listQuery({ gameType: 'RNG' }),
    gameList: true,
    uncached: true,
  },
  {
    name: 'game list filtered',
    path: routes.gameList.path,
    query: listQuery({
      gameType: 'RNG',
      vassalage: 'PG',
      gameName: 'dragon',
      minBet: 0.5,
      minLine: 20,
    }),
    gameList: true,
  },
  {
    name: 'game list search',
    path: routes.gameList.path,
    query: listQuery({ gameType: 'RNG', gameName: 'gold' }),
    gameList: true,
  },
];

export function urlOf(endpoint: Pick<Endpoint, 'path' | 'query'>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(endpoint.query)) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${endpoint.path}?${qs}` : endpoint.path;
}

/** How many games a list answer holds (an array, or a page with `list`), or null. */
function listLength(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  const list = (value as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.length : null;
}

/** The server an endpoint is asked of; undefined: the uncached one is not there. */
const baseUrlOf = (ctx: BenchContext, e: Endpoint) =>
  e.uncached ? ctx.uncachedBaseUrl : ctx.baseUrl;

/** Every URL answers 200, success, and (lists) a non-empty list; the catalogue is seeded. */
async function verify(ctx: BenchContext, measured: Endpoint[]): Promise<void> {
  for (const baseUrl of new Set(measured.map((e) => baseUrlOf(ctx, e)!))) {
    const all = (await getValue(
      baseUrl,
      urlOf({ path: routes.gameList.path, query: { pageSize: 1 } }),
    )) as { total?: number };
    if (typeof all.total !== 'number' || all.total < ctx.seededGames)
      throw new Error(
        `the catalogue of ${baseUrl} holds ${all.total} games, expected at least ${ctx.seededGames}: start the server with SEED_GAMES=${ctx.seededGames}`,
      );
  }
  for (const e of measured) {
    const value = await getValue(baseUrlOf(ctx, e)!, urlOf(e));
    if (e.name === 'status') {
      const status = (value as { status?: unknown } | null)?.status;
      if (status !== 0)
        throw new Error(`${urlOf(e)} answered status ${String(status)}, not 0 (normal)`);
      continue;
    }
    const n = listLength(value);
    if (!n) throw new Error(`${urlOf(e)} answered an empty list (${JSON.stringify(value)})`);
    ctx.log(
      `${e.name}: ${n} games` +
        (typeof (value as { total?: unknown }).total === 'number'
          ? ` of ${(value as { total: number }).total}`
          : ''),
    );
  }
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const measured = endpoints.filter((e) => baseUrlOf(ctx, e) !== undefined);
  if (measured.length < endpoints.length)
    ctx.log(
      'no server with the catalogue cache off (--uncached-base-url): uncached figure skipped',
    );
  await verify(ctx, measured);
  const duration = ctx.quick ? 5 : 10;
  const warmup = ctx.quick ? 1 : 2;
  const figures: Figure[] = [];
  for (const e of measured) {
    const baseUrl = baseUrlOf(ctx, e)!;
    const url = baseUrl + urlOf(e);
    const common = { url, connections: CONNECTIONS, headers: { ...browserHeaders } };
    await runLoad({ ...common, duration: warmup });
    await waitUntilDrained(baseUrl);
    const r = await runLoad({ ...common, duration });
    await waitUntilDrained(baseUrl);
    ctx.log(
      `${e.name}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ${r.responses} responses, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.unanswered} in flight at the end`,
    );
    // No response at all: the latency is at least the run's length (never a passing 0).
    const none = r.responses === 0;
    const latency = (ms: number) => (none ? duration * 1000 : ms);
    const noneNote = none
      ? { note: `no response in ${duration} s (${r.unanswered} requests sent): at least this` }
      : {};
    const budget = e.gameList
      ? { max: e.uncached ? apiBudget.gameListUncachedP99Ms : apiBudget.gameListP99Ms }
      : undefined;
    const failed = r.non2xx + r.errors + (none ? r.unanswered : 0);
    figures.push(
      { part: 'api', name: `${e.name} req/s`, value: r.requestsPerSecond, unit: 'req/s' },
      { part: 'api', name: `${e.name} p50`, value: latency(r.p50Ms), unit: 'ms', ...noneNote },
      {
        part: 'api',
        name: `${e.name} p99`,
        value: latency(r.p99Ms),
        unit: 'ms',
        ...(budget ? { budget } : {}),
        ...noneNote,
      },
      {
        part: 'api',
        name: `${e.name} failed requests`,
        value: failed,
        unit: 'count',
        budget: { max: 0 },
        ...(failed
          ? {
              note: `${r.non2xx} non-2xx, ${r.errors} connection errors (${r.timeouts} timeouts) of ${r.responses} responses`,
            }
          : {}),
      },
    );
    await sleep(500);
  }
  const first = endpoints.find((e) => e.name === 'game list filtered')!;
  figures[0]!.note = `${CONNECTIONS} connections, ${duration} s per endpoint after ${warmup} s warm-up, ${ctx.database}, ${ctx.seededGames} games; filtered = ${urlOf(first)}; uncached = the same page 1 of a second server with CATALOGUE_CACHE_MS=0`;
  return figures;
}
