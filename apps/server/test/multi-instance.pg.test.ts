import { randomUUID } from 'node:crypto';
import { betRoutes } from '@app/contracts/bet-routes';
import { lotteryTicketResultSchema, lotteryTicketStateSchema } from '@app/contracts/bets';
import { depositCreatedSchema } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { gameListResponseSchema, launchResultSchema } from '@app/contracts/games';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createScratchDatabase,
  loginRequest,
  loginToken,
  startServer,
  waitFor,
  type ServerProcess,
} from './helpers/server-process';

/**
 * Two real server processes on one PostgreSQL database (issue 20, part 2): the server keeps no
 * state of its own, so whatever one instance does, the other sees. Needs a real PostgreSQL
 * (TEST_DATABASE_URL): it runs in the PostgreSQL pass of the server suite (`*.pg.test.ts`, see
 * vitest.config.ts); on PGlite only one process can open the data.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
// Every group's limit halved: the captcha group allows 15 a minute per address.
const RATE_LIMIT_SCALE = 0.5;
const CAPTCHA_LIMIT = 15;

if (!adminUrl)
  throw new Error('multi-instance.pg.test.ts runs on PostgreSQL: set TEST_DATABASE_URL');

describe('two server instances on one database', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  /** In production mode: settings cached for 1 s, catalogue answers for 10 s. */
  let c: ServerProcess;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl, 'multi_instance');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const env = { DATABASE_URL: database.url, RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) };
    // Both start at once on the empty database (a deployment's first start): one migrates and
    // seeds, the other waits for it (an advisory lock) and finds the database ready.
    const settled = await Promise.allSettled([
      startServer({ name: 'A', env }),
      startServer({ name: 'B', env }),
    ]);
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) {
      for (const r of settled) if (r.status === 'fulfilled') await r.value.stop();
      throw failed.reason;
    }
    const [first, second] = settled as PromiseFulfilledResult<ServerProcess>[];
    a = first!.value;
    b = second!.value;
    c = await startServer({ name: 'C', env, nodeEnv: 'production' });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await pool?.end();
    await database?.drop();
  }, 120_000);

  const rows = async <T>(text: string, values: unknown[] = []): Promise<T[]> =>
    (await pool.query(text, values)).rows as T[];

  it('a session made on A works on B and C, and logout on A ends it on both', async () => {
    const token = await loginToken(a.url, 'demo01');
    for (const other of [b, c]) {
      const res = await call(other.url, 'GET', routes.memberInfo.path, { token });
      expect(res.status, `${other.name}: ${res.text}`).toBe(200);
      expect(res.body?.success).toBe(true);
    }

    const logout = await call(a.url, routes.sessionLogout.method, routes.sessionLogout.path, {
      token,
    });
    expect(logout.status, logout.text).toBe(200);
    for (const other of [b, c]) {
      const after = await call(other.url, 'GET', routes.memberInfo.path, { token });
      expect(after.status, `${other.name}: ${after.text}`).toBe(401);
      expect(after.body?.success).toBe(false);
    }
  });

  it('an operator settings change on A is seen by B at once and by C within a second', async () => {
    const maintenance = async (server: ServerProcess) => {
      const res = await call(server.url, 'GET', routes.systemStatus.path);
      expect(res.status, res.text).toBe(200);
      return (res.body?.value as { maintenance: boolean }).maintenance;
    };
    /**
     * Polls until `server` shows `wanted`; answers when the last request that did not see it
     * was sent (0: none). A request sent more than the cache's lifetime after the change must
     * see it; when the first fresh answer comes does not matter (it depends on the poll).
     */
    const lastStaleSent = async (server: ServerProcess, wanted: boolean) => {
      let stale = 0;
      await waitFor(
        `${server.name} to see maintenance ${wanted}`,
        async () => {
          const sent = Date.now();
          if ((await maintenance(server)) === wanted) return true;
          stale = sent;
          return undefined;
        },
        10_000,
        50,
      );
      return stale;
    };
    const setMaintenance = async (on: boolean) => {
      const patch = devRoutes.devOperatorSettings;
      const res = await call(a.url, patch.method, patch.path, { json: { maintenance: on } });
      expect(res.status, res.text).toBe(200);
      return Date.now();
    };

    expect(await maintenance(b)).toBe(false);
    expect(await maintenance(c)).toBe(false); // C now holds the settings in its cache
    try {
      const changed = await setMaintenance(true);
      // B (NODE_ENV=test) reads the settings on every call: the next request sees it.
      expect(await maintenance(b)).toBe(true);
      // C (production) caches them for 1 s (decision 0028): a request sent a second after the
      // change sees it.
      expect((await lastStaleSent(c, true)) - changed).toBeLessThanOrEqual(1_000);
    } finally {
      const changed = await setMaintenance(false);
      expect(await maintenance(b)).toBe(false);
      expect((await lastStaleSent(c, false)) - changed).toBeLessThanOrEqual(1_000);
    }
  });

  it("C's catalogue cache answers a change no later than its 10-second lifetime", async () => {
    const page = `${routes.gameList.path}?gameType=RNG&pageNo=1&pageSize=25`;
    const firstGame = async (server: ServerProcess) => {
      const res = await call(server.url, 'GET', page);
      expect(res.status, `${server.name}: ${res.text}`).toBe(200);
      const game = gameListResponseSchema.parse(res.body?.value).list[0];
      if (!game) throw new Error('no RNG game');
      return game;
    };
    const before = await firstGame(c); // C holds page 1 in its cache now
    const renamed = `${before.gameName} (renamed)`;
    const rename = (name: string) =>
      pool.query('update games set name = $1 where id = $2', [name, before.nodeId]);
    await rename(renamed); // an operator's change, made through another instance or by hand
    const changed = Date.now();
    try {
      // A and B keep no catalogue cache (NODE_ENV=test): the next answer has it.
      expect((await firstGame(a)).gameName).toBe(renamed);
      expect((await firstGame(b)).gameName).toBe(renamed);
      // C (production) may answer the old page until its entry's 10 s are up, never longer:
      // its entry was loaded before the change, so no request sent 10 s after the change may
      // get the old name; the first ones after that get the new one.
      let lastStaleSent = 0;
      await waitFor(
        'C to answer the new name',
        async () => {
          const sent = Date.now();
          if ((await firstGame(c)).gameName === renamed) return true;
          lastStaleSent = sent;
          return undefined;
        },
        30_000,
        100,
      );
      expect(lastStaleSent - changed).toBeLessThanOrEqual(10_000);
      expect(lastStaleSent).toBeGreaterThan(0); // C did answer from its cache for a while
    } finally {
      await rename(before.gameName);
    }
  }, 60_000);

  it('login throttling counts failures on both instances', async () => {
    const details = (res: Awaited<ReturnType<typeof loginRequest>>) =>
      res.body?.value as { captcha: boolean } | null;
    // Failures 1 (A) and 2 (B): no captcha yet; failure 3 (A): the account now needs one.
    const first = await loginRequest(a.url, 'agent01', 'wrong-password-1');
    expect(first.status, first.text).toBe(401);
    expect(details(first)?.captcha).toBe(false);
    const second = await loginRequest(b.url, 'agent01', 'wrong-password-2');
    expect(second.status, second.text).toBe(401);
    expect(details(second)?.captcha).toBe(false);
    const third = await loginRequest(a.url, 'agent01', 'wrong-password-3');
    expect(third.status, third.text).toBe(401);
    expect(details(third)?.captcha).toBe(true);
    // B, which saw one failure only, demands the captcha even for the right password.
    const right = await loginRequest(b.url, 'agent01');
    expect(right.status, right.text).toBe(400);
    expect(right.body?.errorCode).toBe('CAPTCHA_INVALID');
    expect(details(right)?.captcha).toBe(true);
  });

  it('the rate limits count requests to both instances together', async () => {
    // Windows are fixed minutes since the epoch: start with room left in this one, so the
    // burst is counted in one window.
    await waitFor(
      'a fresh rate-limit window',
      async () => (Date.now() % 60_000 < 40_000 ? true : undefined),
      60_000,
      250,
    );
    const servers = [a, b];
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | null = null;
    for (let i = 0; i < CAPTCHA_LIMIT * 2 && !refused; i++) {
      const res = await call(servers[i % 2]!.url, 'GET', routes.captcha.path);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    // Each instance saw about half the limit, yet the one after the limit was refused.
    expect(statuses.slice(0, CAPTCHA_LIMIT)).toEqual(Array(CAPTCHA_LIMIT).fill(200));
    expect(statuses).toHaveLength(CAPTCHA_LIMIT + 1);
    expect(refused?.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // And the other instance refuses too.
    const other = await call(
      servers[CAPTCHA_LIMIT % 2 === 0 ? 1 : 0]!.url,
      'GET',
      routes.captcha.path,
    );
    expect(other.status, other.text).toBe(429);
  });

  it('every scheduled job runs on both instances at once and does each thing once', async () => {
    const token = await loginToken(a.url, 'demo01');
    // Work that comes due a day from now: pending deposits (they expire) and lottery tickets
    // (their draws close and are settled), made on A.
    const depositIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(a.url, 'POST', cashierRoutes.depositCreate.path, {
        token,
        json: { requestId: randomUUID(), methodCode: 'BANK_TRANSFER', amount: '20', promoId: null },
      });
      expect(res.status, res.text).toBe(200);
      depositIds.push(depositCreatedSchema.parse(res.body?.value).deposit.id);
    }
    const lotteries = await call(
      a.url,
      'GET',
      `${routes.gameList.path}?gameType=LOTT&pageNo=1&pageSize=25`,
    );
    const lottery = gameListResponseSchema.parse(lotteries.body?.value).list[0];
    if (!lottery) throw new Error('no lottery game in the catalogue');
    const launched = await call(a.url, 'POST', routes.launchGame.path, {
      token,
      json: { vendor: lottery.vassalage, gameId: lottery.gameId, nodeId: lottery.nodeId },
    });
    expect(launched.status, launched.text).toBe(200);
    const launchToken = /^\/play\/([A-Za-z0-9_-]+)\?/.exec(
      launchResultSchema.parse(launched.body?.value).url,
    )?.[1];
    if (!launchToken) throw new Error('no launch token');
    const stateRes = await call(
      a.url,
      'GET',
      `${betRoutes.lotteryTicketState.path}?launchToken=${encodeURIComponent(launchToken)}`,
    );
    const state = lotteryTicketStateSchema.parse(stateRes.body?.value);
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await call(a.url, 'POST', betRoutes.lotteryTicketPlace.path, {
        json: {
          launchToken,
          requestId: randomUUID(),
          numero: state.draw.numero,
          // Ten numbers each: some tickets win, so settlement pays.
          picks: Array.from({ length: 10 }, (_, n) => ({
            pick: String(i * 10 + n).padStart(2, '0'),
            stake: state.play.stakes[0]!,
          })),
        },
      });
      expect(placed.status, placed.text).toBe(200);
      orderIds.push(lotteryTicketResultSchema.parse(placed.body?.value).ticket.orderId);
    }

    const clock = devRoutes.devClock;
    const jobs = devRoutes.devJobs;
    const offsetMs = 24 * 3_600_000 + 10 * 60_000;
    for (const server of [a, b]) {
      const res = await call(server.url, clock.method, clock.path, { json: { offsetMs } });
      expect(res.status, res.text).toBe(200);
    }
    let runs: Awaited<ReturnType<typeof call>>[];
    try {
      // Both instances run every job three times at once, and members read the red envelope
      // rain on both (its sessions are made from the schedule when first needed).
      // A session made a day later (the first one has expired by then).
      const later = await loginToken(a.url, 'demo01');
      const rain = (server: ServerProcess) =>
        call(server.url, 'GET', rewardRoutes.redRainState.path, {
          token: later,
          timeoutMs: 120_000,
        });
      runs = await Promise.all(
        [a, b, a, b, a, b].flatMap((server) => [
          call(server.url, jobs.method, jobs.path, { timeoutMs: 120_000 }),
          rain(server),
        ]),
      );
    } finally {
      for (const server of [a, b])
        await call(server.url, clock.method, clock.path, { json: { offsetMs: 0 } });
    }
    for (const run of runs) expect(run.status, run.text).toBe(200);
    const did = runs
      .filter(
        (r) =>
          r.body?.value && typeof r.body.value === 'object' && 'depositsExpired' in r.body.value,
      )
      .map((r) => r.body!.value as { depositsExpired: number; lotteryOrdersSettled: number });
    // Each deposit expired once and each order was settled once, whichever instance did it.
    expect(did.reduce((n, r) => n + r.depositsExpired, 0)).toBeGreaterThanOrEqual(
      depositIds.length,
    );
    const deposits = await rows<{ id: number; status: string }>(
      `select id, status from deposits where id = any($1::int[])`,
      [depositIds],
    );
    expect(deposits.map((d) => d.status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
    const orders = await rows<{ order_id: string; status: string }>(
      `select order_id, status from lottery_orders where order_id = any($1::text[])`,
      [orderIds],
    );
    expect(orders).toHaveLength(3);
    for (const order of orders) expect(order.status, order.order_id).not.toBe('OPEN');
    const payouts = await rows<{ key: string; n: string }>(
      `select idempotency_key as key, count(*)::text as n from ledger_transactions
          where idempotency_key like 'lottery:%' group by idempotency_key having count(*) > 1`,
    );
    expect(payouts).toEqual([]);
    const won = await rows<{ n: string }>(
      `select count(*)::text as n from lottery_sub_orders s join lottery_orders o on o.id = s.order_id
          where o.order_id = any($1::text[]) and s.payout_transaction_id is not null`,
      [orderIds],
    );
    const wonLedger = await rows<{ n: string }>(
      `select count(*)::text as n from ledger_transactions t
          join lottery_sub_orders s on s.payout_transaction_id = t.id
          join lottery_orders o on o.id = s.order_id
         where o.order_id = any($1::text[])`,
      [orderIds],
    );
    expect(wonLedger[0]!.n).toBe(won[0]!.n);
    // One rain session per scheduled start, however many instances made them.
    expect(
      await rows(
        `select event_id, starts_at from red_rain_sessions group by event_id, starts_at
          having count(*) > 1`,
      ),
    ).toEqual([]);
    expect((await rows(`select id from red_rain_sessions`)).length).toBeGreaterThan(0);
  }, 180_000);

  it('the agent payout jobs run on both instances at once and pay each period once', async () => {
    const clock = devRoutes.devClock;
    const jobs = devRoutes.devAgentJobs;
    // 30 hours on: agent01's seeded hourly and daily salaries (paid by the house) are due.
    const offsetMs = 30 * 3_600_000;
    for (const server of [a, b]) {
      const res = await call(server.url, clock.method, clock.path, { json: { offsetMs } });
      expect(res.status, res.text).toBe(200);
    }
    try {
      const runs = await Promise.all(
        [a, b, a, b, a, b].map((server) =>
          call(server.url, jobs.method, jobs.path, { timeoutMs: 120_000 }),
        ),
      );
      for (const run of runs) expect(run.status, run.text).toBe(200);
    } finally {
      for (const server of [a, b])
        await call(server.url, clock.method, clock.path, { json: { offsetMs: 0 } });
    }

    const payouts = await rows<{
      key: string;
      status: string;
      amount: string;
      tx: number | null;
    }>(
      `select c.id || ':' || p.period_key as key, p.status, p.amount_minor::text as amount,
                p.transaction_id as tx
           from contract_payouts p join agent_contracts c on c.id = p.contract_id`,
    );
    const paid = payouts.filter((p) => p.status === 'PAID');
    // About 30 hourly periods and a day or two: something was due, and all of it was paid.
    expect(paid.length).toBeGreaterThanOrEqual(29);
    expect(new Set(payouts.map((p) => p.key)).size).toBe(payouts.length);

    // One ledger transaction per paid period, with the period's amount, and none other.
    const ledger = await rows<{ key: string; n: string; credited: string }>(
      `select t.idempotency_key as key, count(distinct t.id)::text as n,
                sum(e.amount_minor) filter (where e.wallet_id is not null)::text as credited
           from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.idempotency_key like 'contract:%'
          group by t.idempotency_key`,
    );
    expect(ledger).toHaveLength(paid.length);
    const byKey = new Map(ledger.map((l) => [l.key, l]));
    for (const p of paid) {
      const entry = byKey.get(`contract:${p.key}`);
      expect(entry, p.key).toBeDefined();
      expect(entry!.n).toBe('1');
      expect(entry!.credited).toBe(p.amount);
    }

    // Rebate days: one row per member and day, one REBATE post per paid row.
    const rebateDup = await rows(
      `select member_id, day from rebate_payouts group by member_id, day having count(*) > 1`,
    );
    expect(rebateDup).toEqual([]);
    const rebatePosts = await rows<{ key: string; n: string }>(
      `select idempotency_key as key, count(*)::text as n from ledger_transactions
          where kind = 'REBATE' group by idempotency_key having count(*) > 1`,
    );
    expect(rebatePosts).toEqual([]);

    // The ledger as a whole still balances.
    expect(
      await rows(
        `select w.id from wallets w left join ledger_entries e on e.wallet_id = w.id
            group by w.id having w.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
            group by t.id having sum(e.amount_minor) <> 0`,
      ),
    ).toEqual([]);
  }, 180_000);
});
