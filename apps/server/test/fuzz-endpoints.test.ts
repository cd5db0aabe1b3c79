import { endpoints, type Endpoint } from '@app/contracts/endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundarySweep,
  discoverRoute,
  outcomeOf,
  problemWith,
  sealingKey,
  sendPlan,
  type SealingKey,
} from './helpers/fuzz-http';
import { contractFieldNames, requestPlan } from './helpers/fuzz-inputs';
import { listRoutes, routeLabel, type RouteEntry } from './helpers/fuzz-routes';
import { setUpFuzz, snapshotMember } from './helpers/fuzz-world';

/**
 * Issue 5, input fuzzing: fast-check sends arbitrary requests to every route the server has
 * (read from the router, see helpers/fuzz-routes.ts) as a visitor, with a garbage token, as
 * member A and as a trial account, and checks that nothing answers >= 500, every JSON answer is
 * the contract envelope, and member B's data (read straight from the database) never changes.
 * Deterministic: one seed (FUZZ_SEED overrides it), mixed with each route's name so adding a
 * route does not change the runs of the others. docs/decisions/0030-input-fuzzing.md.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
/** Runs per route and method: calls with a body vary more than GETs; HEAD is the GET handler. */
const RUNS: Record<string, number> = { GET: 20, HEAD: 4, DELETE: 30, POST: 30, PUT: 30, PATCH: 30 };
/** FUZZ_RUNS_FACTOR=10 (say) for a deeper run by hand; CI uses the numbers above. */
const FACTOR = Number(process.env.FUZZ_RUNS_FACTOR ?? 1);
const runsFor = (route: RouteEntry) => Math.round((RUNS[route.method] ?? 20) * FACTOR);

function seedFor(route: RouteEntry): number {
  let h = SEED | 0;
  for (const c of routeLabel(route)) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

// The app and its routes are needed to declare one test per route, so they are built here.
const fuzz = await setUpFuzz();
await fuzz.test.app.ready();
const routes = listRoutes(fuzz.test.app);
const fields = await contractFieldNames();
/** The endpoint table's rows by route label (`GET /wps/...`). */
const rows = new Map(
  (Object.values(endpoints) as Endpoint[]).map((row) => [`${row.method} ${row.path}`, row]),
);
const { app } = fuzz.test;
const { world } = fuzz;

afterAll(() => fuzz.close());

describe('input fuzzing of every endpoint', () => {
  let sealing: SealingKey;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    sealing = await sealingKey(app);
    before = await snapshotMember(fuzz.test.database, world.memberB.id);
  });

  it('has the routes and fields to fuzz, and member B has data of every kind', () => {
    expect(routes.length).toBeGreaterThan(50);
    // Every row of the endpoint table is among the fuzzed routes (the dev rows too).
    const fuzzed = new Set(routes.map(routeLabel));
    for (const label of rows.keys()) expect(fuzzed, label).toContain(label);
    expect(fields).toEqual(expect.arrayContaining(['nodeId', 'username', 'launchToken', 'pageNo']));
    const tables = ['favourite_games', 'recent_games', 'bet_orders', 'sessions', 'wallets'];
    for (const table of [
      ...tables,
      'announcement_reads',
      'game_launches',
      'lottery_orders',
      'inbox_receipts',
    ]) {
      expect(before[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(before['ledger_entries (wallets)']?.length ?? 0).toBeGreaterThan(0);
  });

  for (const route of routes) {
    it(`${routeLabel(route)}: no 500, envelope answers, B untouched`, async () => {
      const outcomes = new Map<string, number>();
      let sealedRuns = 0;
      let sealedOpened = 0;
      const profile = await discoverRoute(app, route, fields, world, sealing);
      // What the probes found agrees with the table: encrypted rows refuse a plain body.
      const row = rows.get(routeLabel(route));
      if (row)
        expect(profile.encrypted, 'encrypted as the table says').toBe(row.encoding === 'encrypted');
      await fc.assert(
        fc.asyncProperty(requestPlan(route, profile, world), async (plan) => {
          const { res, url } = await sendPlan(app, route, plan, world, sealing);
          const problem = problemWith(route, plan.method, res);
          if (problem) throw new Error(`${plan.method} ${url.slice(0, 300)} -> ${problem}`);
          const outcome = outcomeOf(res);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (plan.body.kind === 'sealed' && plan.method === route.method) {
            sealedRuns += 1;
            if (outcome !== 'ENCRYPTION_INVALID') sealedOpened += 1;
          }
        }),
        { seed: seedFor(route), numRuns: runsFor(route) },
      );
      expect(await boundarySweep(app, route, profile, world, sealing, seedFor(route))).toEqual([]);
      if (process.env.FUZZ_VERBOSE) {
        const { route: read, encrypted } = profile;
        console.warn(
          routeLabel(route),
          JSON.stringify({ read, encrypted, sealedOpened, sealedRuns }),
        );
        console.warn('  ', JSON.stringify([...outcomes]));
      }
      // Dev settings the fuzz may have changed must not leak into the next route's runs.
      await app.services.core.operatorSettings.reset();
      expect(await snapshotMember(fuzz.test.database, world.memberB.id)).toEqual(before);
      // Throttles must not keep the fuzz from the handlers: most runs get a real answer.
      const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
      expect(outcomes.get('RATE_LIMITED') ?? 0, JSON.stringify([...outcomes])).toBeLessThanOrEqual(
        total / 4,
      );
      // An encrypted route gets mostly sealed runs, and most of those open (past decryption).
      if (profile.encrypted) {
        expect(sealedRuns).toBeGreaterThanOrEqual(runsFor(route) / 4);
        expect(sealedOpened / sealedRuns).toBeGreaterThan(0.5);
      }
    }, 60_000);
  }

  it('left member B exactly as before', async () => {
    expect(await snapshotMember(fuzz.test.database, world.memberB.id)).toEqual(before);
  });
});
