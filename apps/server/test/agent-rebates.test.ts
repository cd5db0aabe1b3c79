import { agentRoutes } from '@app/contracts/agent-routes';
import { agentRebateEarningsSchema, agentRebateRatesSchema } from '@app/contracts/agent-rebates';
import { rebateGameTypes } from '@app/contracts/agent-constants';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { memberTransactionPageSchema } from '@app/contracts/cashier';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentRebateRepository } from '../src/repositories/agent-rebate-repository';
import { rowsOf } from '../src/repositories/sql-rows';
import { createAgentRebateService } from '../src/services/agent-rebate-service';
import { addDays, operatorDay } from '../src/services/operator-day';
import type { LedgerKind } from '../src/services/wallet-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { expectLedgerInvariants, launch, pickGame, spinOk } from './helpers/play';

/**
 * Rebates (issue 17): the daily job pays each member's own rebate and each ancestor's team
 * rebate of a finished operator day once (a rerun, concurrent runs and a crash mid-run pay
 * nothing twice), today is only projected, and the two rows answer the agent's rate table and
 * its earnings per day.
 */

// 2026-03-10 10:00 UTC = 17:00 in the demo's UTC+7: the operator's day is 2026-03-10. (The
// seeded demo team's history is around the real date, outside every window used here.)
const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
const UTC7 = 420;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const wallets = () => t.app.services.core.wallets;
const today = () => operatorDay(clock.now(), UTC7);
/** Another process's rebate job over the same database (its own in-process state). */
const otherInstance = (bind = createAgentRebateRepository) =>
  createAgentRebateService({
    repo: createAgentRebateRepository(db()),
    bind,
    wallets: wallets(),
    utcOffsetMinutes: async () => UTC7,
    clock: clock.now,
    protections: t.app.services.core.protections,
  });

async function setRates(memberId: number, bp: number | Partial<Record<string, number>>) {
  for (const gameType of rebateGameTypes) {
    const rate = typeof bp === 'number' ? bp : bp[gameType];
    if (rate === undefined) continue;
    await db().execute(sql`insert into rebate_rates (member_id, game_type, rate_bp)
      values (${memberId}, ${gameType}, ${rate})
      on conflict (member_id, game_type) do update set rate_bp = excluded.rate_bp`);
  }
}

let keySeq = 0;
async function post(memberId: number, kind: LedgerKind, amountMinor: number, gameType?: string) {
  keySeq += 1;
  return wallets().post({
    idempotencyKey: `rebate-test:${keySeq}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind,
    ...(gameType ? { gameType } : {}),
  });
}
/** A round of `stakeMinor` of one game type (a loss: the stake only). */
const bet = (memberId: number, gameType: string, stakeMinor: number) =>
  post(memberId, 'BET', -stakeMinor, gameType);

/** top agent (100 bp) > sub-agent (70) > player (40); a direct player (50) under the top. */
async function team() {
  const top = await createMember(t, { type: 1 });
  const sub = await createMember(t, { type: 1, parentId: top });
  const player = await createMember(t, { type: 0, parentId: sub });
  const direct = await createMember(t, { type: 0, parentId: top });
  await setRates(top, 100);
  await setRates(sub, 70);
  await setRates(player, 40);
  await setRates(direct, 50);
  for (const id of [top, sub, player, direct]) {
    await wallets().openWallet(id);
    await post(id, 'DEPOSIT', 5_000_00);
  }
  return { top, sub, player, direct };
}

const balance = (memberId: number) => wallets().balanceMinor(memberId, 'REAL');

async function payoutRows(memberIds: number[]) {
  return rowsOf<{ member: number; day: string; own: number; team: number; tx: number | null }>(
    await db().execute(sql`select member_id as member, day::text as day, own_minor::int as own,
      team_minor::int as team, transaction_id::int as tx from rebate_payouts
      where member_id in (${sql.join(memberIds, sql`, `)}) order by member_id, day`),
  );
}

async function rebateTransactions(memberIds: number[]) {
  return rowsOf<{ member: number; key: string; amount: number }>(
    await db().execute(sql`select w.member_id as member, t.idempotency_key as key,
      e.amount_minor::int as amount from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id join wallets w on w.id = e.wallet_id
      where t.kind = 'REBATE' and w.member_id in (${sql.join(memberIds, sql`, `)})
      order by w.member_id, t.idempotency_key`),
  );
}

const rates = async (memberId: number) =>
  expectOk(
    await t.app.inject({
      method: 'GET',
      url: agentRoutes.agentRebateRates.path,
      headers: await authHeader(t.app, memberId),
    }),
    agentRebateRatesSchema,
  );

const earningsRequest = async (memberId: number, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: agentRoutes.agentRebateEarnings.path,
    query,
    headers: await authHeader(t.app, memberId),
  });
const earnings = async (memberId: number, query: Record<string, string> = {}) =>
  expectOk(await earningsRequest(memberId, query), agentRebateEarningsSchema);

describe('the daily rebate job', () => {
  let m: Awaited<ReturnType<typeof team>>;
  let day: string;
  let before: Record<number, number>;

  beforeAll(async () => {
    clock.set(new Date('2026-03-10T10:00:00Z'));
    day = today();
    m = await team();
    // The player: 1,000.00 of slots, 12.34 of live casino and one real spin of the demo game.
    await bet(m.player, 'RNG', 1_000_00);
    await bet(m.player, 'LIVE', 12_34);
    const slot = await pickGame(t.database, { gameType: 'RNG', supportPlay: true, minBetMinor: 5 });
    const headers = await authHeader(t.app, m.player);
    const { launchToken } = await launch(t.app, headers.authorization.slice(7), slot);
    await spinOk(t.app, launchToken, 1);
    // The sub-agent plays fishing; the direct player slots; the top agent does not play.
    await bet(m.sub, 'FISH', 200_00);
    await bet(m.direct, 'RNG', 500_00);
    before = Object.fromEntries(
      await Promise.all(Object.values(m).map(async (id) => [id, await balance(id)] as const)),
    );
  });

  it('pays nothing for today and shows it as projected', async () => {
    const run = await t.app.services.agents.rebates.runDue();
    expect(run.days).not.toContain(day);
    expect(await payoutRows(Object.values(m))).toEqual([]);

    const list = await earnings(m.top);
    expect(list.list).toHaveLength(1);
    // Team rebate of the top agent: slots (1,001.00 x 0.30% = 3.003 -> floor over the
    // cumulative amounts), live, fishing 0.60 and the direct player's 2.50.
    const [projected] = list.list;
    expect(projected).toMatchObject({ day, status: 'PROJECTED', own: 0, ownTurnover: 0 });
    expect(projected!.teamTurnover).toBe(1_713.34);
    expect(list.totals.projected).toBe(projected!.total);
  });

  it('pays every member and ancestor the right amounts once the day has ended', async () => {
    clock.advance(86_400);
    const run = await t.app.services.agents.rebates.runDue();
    expect(run.days).toEqual([day]);

    // Player: RNG 1,001.00 x 0.40% = 4.004 -> 4.00; LIVE 12.34 x 0.40% = 0.04936 -> 0.04.
    // Sub: cumulative at 0.70%: RNG 7.007 -> 7.00 (3.00 more), LIVE 0.086 -> 0.08 (0.04 more);
    //      own FISH 200.00 x 0.70% = 1.40.
    // Top: cumulative at 1.00%: RNG 10.01 (3.01 more), LIVE 0.1234 -> 0.12 (0.04 more),
    //      FISH 2.00 (0.60 more), direct RNG 5.00 (2.50 more): 6.15.
    // Direct: 500.00 x 0.50% = 2.50.
    const expected = {
      [m.player]: { own: 4_04, team: 0 },
      [m.sub]: { own: 1_40, team: 3_04 },
      [m.top]: { own: 0, team: 6_15 },
      [m.direct]: { own: 2_50, team: 0 },
    };
    const rows = await payoutRows(Object.values(m));
    expect(rows.map((r) => ({ member: r.member, day: r.day, own: r.own, team: r.team }))).toEqual(
      Object.entries(expected)
        .map(([id, v]) => ({ member: Number(id), day, ...v }))
        .sort((a, b) => a.member - b.member),
    );
    for (const r of rows) expect(r.tx).not.toBeNull();
    for (const [id, v] of Object.entries(expected))
      expect((await balance(Number(id))) - before[Number(id)]!).toBe(v.own + v.team);
    // In all: the lines' turnover x the top rate (1.00%), rounded down per line.
    const total = Object.values(expected).reduce((s, v) => s + v.own + v.team, 0);
    expect(total).toBe(10_01 + 12 + 2_00 + 5_00);
    expect(run.paidMinor).toBeGreaterThanOrEqual(total);
    expect(await rebateTransactions(Object.values(m))).toHaveLength(4);
    await expectLedgerInvariants(t.database);
  });

  it('pays nothing more on a second run, concurrent runs or another instance', async () => {
    const snapshot = await rebateTransactions(Object.values(m));
    await t.app.services.agents.rebates.runDue();
    await Promise.all([
      t.app.services.agents.rebates.runDue(),
      t.app.services.agents.rebates.runDue(),
      otherInstance().runDue(),
      otherInstance().runDue(),
    ]);
    expect(await rebateTransactions(Object.values(m))).toEqual(snapshot);
    for (const id of Object.values(m))
      expect(await balance(id)).toBe(before[id]! + snapshot.find((s) => s.member === id)!.amount);
  });

  it('lists the rebate in the transaction record under the type AGENT', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: cashierRoutes.memberTransactions.path,
      // Ledger rows are stamped by the database's clock (real time), not the test clock.
      query: {
        types: 'AGENT',
        from: new Date(Date.now() - 3_600_000).toISOString(),
        to: new Date(Date.now() + 3_600_000).toISOString(),
      },
      headers: await authHeader(t.app, m.top),
    });
    const page = expectOk(res, memberTransactionPageSchema);
    expect(page.list).toEqual([expect.objectContaining({ type: 'AGENT', amount: 6.15 })]);
  });

  it('lists the paid day with its breakdown per game type', async () => {
    const list = await earnings(m.sub);
    expect(list.list).toEqual([
      expect.objectContaining({
        day,
        status: 'PAID',
        own: 1.4,
        team: 3.04,
        total: 4.44,
        ownTurnover: 200,
        teamTurnover: 1_013.34,
      }),
    ]);
    expect(list.list[0]!.games).toEqual([
      { gameType: 'RNG', ownTurnover: 0, teamTurnover: 1_001, ownBp: 70, own: 0, team: 3 },
      { gameType: 'LIVE', ownTurnover: 0, teamTurnover: 12.34, ownBp: 70, own: 0, team: 0.04 },
      { gameType: 'FISH', ownTurnover: 200, teamTurnover: 0, ownBp: 70, own: 1.4, team: 0 },
    ]);
    expect(list.totals).toEqual({
      own: 1.4,
      team: 3.04,
      total: 4.44,
      ownTurnover: 200,
      teamTurnover: 1_013.34,
      projected: 0,
    });
    // Yesterday's range has it; today's does not.
    expect((await earnings(m.sub, { range: 'YESTERDAY' })).totalCount).toBe(1);
    expect((await earnings(m.sub, { range: 'TODAY' })).totalCount).toBe(0);
  });
});

describe('a crash mid-run', () => {
  it('rolls back the settled rows with their posts; the next run pays each once', async () => {
    clock.set(new Date('2026-03-12T10:00:00Z'));
    const day = today();
    const m = await team();
    await bet(m.player, 'RNG', 100_00);
    await bet(m.direct, 'SPORTS', 300_00);
    clock.advance(86_400);
    let inserts = 0;
    const crashing = otherInstance((handle) => {
      const repo = createAgentRebateRepository(handle);
      return {
        ...repo,
        insertPayout: async (row) => {
          inserts += 1;
          if (inserts === 3) throw new Error('crash');
          return repo.insertPayout(row);
        },
      };
    });
    await expect(crashing.runDue()).rejects.toThrow('crash');
    expect(await payoutRows(Object.values(m))).toEqual([]);
    expect(await rebateTransactions(Object.values(m))).toEqual([]);

    await otherInstance().runDue();
    const rows = await payoutRows(Object.values(m));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.day === day)).toBe(true);
    // Player 0.40, sub 0.30, top 0.30 + 1.50, direct 1.50.
    expect(rows.reduce((s, r) => s + r.own + r.team, 0)).toBe(1_00 + 3_00);
    expect(await rebateTransactions(Object.values(m))).toHaveLength(4);
  });
});

describe('an upline that never had a wallet', () => {
  it('gets one opened and its team rebate paid', async () => {
    clock.set(new Date('2026-03-15T10:00:00Z'));
    const upline = await createMember(t, { type: 1 });
    const player = await createMember(t, { type: 0, parentId: upline });
    await setRates(upline, { SPORTS: 200 });
    await setRates(player, { SPORTS: 50 });
    await wallets().openWallet(player);
    await post(player, 'DEPOSIT', 1_000_00);
    await bet(player, 'SPORTS', 400_00);
    clock.advance(86_400);
    await otherInstance().runDue();
    // 400.00 x 0.50% = 2.00 to the player, x 1.50% = 6.00 to the upline.
    expect(await balance(upline)).toBe(6_00);
    expect(await balance(player)).toBe(1_000_00 - 400_00 + 2_00);
  });
});

describe('concurrent instances (property)', () => {
  it('pay each member day exactly once, whatever runs at the same time', async () => {
    clock.set(new Date('2026-03-20T10:00:00Z'));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.record({
            who: fc.constantFrom('top', 'sub', 'player', 'direct'),
            gameType: fc.constantFrom(...rebateGameTypes),
            stakeMinor: fc.integer({ min: 1, max: 50_000 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (runners, rounds) => {
          const m = await team();
          for (const r of rounds) await bet(m[r.who], r.gameType, r.stakeMinor);
          // Every line (member and game type) pays floor(turnover x 1.00%), the top's rate.
          const lines = new Map<string, number>();
          for (const r of rounds)
            lines.set(
              `${r.who}:${r.gameType}`,
              (lines.get(`${r.who}:${r.gameType}`) ?? 0) + r.stakeMinor,
            );
          const expected = [...lines.values()].reduce((s, v) => s + Math.floor(v / 100), 0);
          clock.advance(86_400);
          await Promise.all(Array.from({ length: runners }, () => otherInstance().runDue()));
          const rows = await payoutRows(Object.values(m));
          const txs = await rebateTransactions(Object.values(m));
          // One row per member of the paths, one post per positive row, nothing twice.
          expect(new Set(rows.map((r) => r.member)).size).toBe(rows.length);
          expect(txs).toHaveLength(rows.filter((r) => r.own + r.team > 0).length);
          for (const r of rows) {
            const tx = txs.find((x) => x.member === r.member);
            expect(tx?.amount ?? 0).toBe(r.own + r.team);
          }
          expect(rows.reduce((s, r) => s + r.own + r.team, 0)).toBe(expected);
        },
      ),
      { numRuns: 6 },
    );
    await expectLedgerInvariants(t.database);
  }, 90_000);
});

describe('GET /wps/agent/rebates', () => {
  it("gives the agent's own rates, what its direct downlines have and the upline's ceiling", async () => {
    const m = await team();
    await setRates(m.direct, { RNG: 80, LIVE: 0 });
    const extra = await createMember(t, { type: 0, parentId: m.top });
    await setRates(extra, { RNG: 60 });

    const topRates = await rates(m.top);
    expect(topRates).toMatchObject({ hasUpline: false, maxBp: 300, directDownlines: 3 });
    expect(topRates.rates.map((r) => r.gameType)).toEqual([...rebateGameTypes]);
    expect(topRates.rates.find((r) => r.gameType === 'RNG')).toEqual({
      gameType: 'RNG',
      ownBp: 100,
      givenMaxBp: 80,
      givenCount: 3,
      ceilingBp: null,
    });
    expect(topRates.rates.find((r) => r.gameType === 'LIVE')).toMatchObject({
      givenMaxBp: 70,
      givenCount: 1,
    });

    const subRates = await rates(m.sub);
    expect(subRates).toMatchObject({ hasUpline: true, directDownlines: 1 });
    expect(subRates.rates.find((r) => r.gameType === 'FISH')).toEqual({
      gameType: 'FISH',
      ownBp: 70,
      givenMaxBp: 40,
      givenCount: 1,
      ceilingBp: 100,
    });
  });

  it('answers 0 for an agent without rates', async () => {
    const lone = await createMember(t, { type: 1 });
    const answer = await rates(lone);
    expect(answer.directDownlines).toBe(0);
    expect(answer.rates.every((r) => r.ownBp === 0 && r.givenMaxBp === 0)).toBe(true);
  });

  it('refuses members who are not agents, and guests', async () => {
    const player = await createMember(t, { type: 0 });
    for (const row of [agentRoutes.agentRebateRates, agentRoutes.agentRebateEarnings]) {
      expectFail(
        await t.app.inject({
          method: 'GET',
          url: row.path,
          headers: await authHeader(t.app, player),
        }),
        403,
        'NO_PERMISSION',
      );
      const guest = await t.app.inject({ method: 'GET', url: row.path });
      expect(guest.statusCode).toBe(401);
    }
  });
});

describe('GET /wps/agent/rebates/earnings', () => {
  it('pages the days newest first with totals of the whole range', async () => {
    clock.set(new Date('2026-04-01T10:00:00Z'));
    const m = await team();
    const days: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      days.push(today());
      await bet(m.player, 'RNG', 100_00 * (i + 1));
      clock.advance(86_400);
    }
    await otherInstance().runDue();
    // Today (04-05) nothing played yet: the four paid days only.
    const first = await earnings(m.top, { pageSize: '3' });
    expect(first.totalCount).toBe(4);
    expect(first.list.map((d) => d.day)).toEqual([days[3], days[2], days[1]]);
    expect(first.list.every((d) => d.status === 'PAID')).toBe(true);
    const second = await earnings(m.top, { pageSize: '3', pageNo: '2' });
    expect(second.list.map((d) => d.day)).toEqual([days[0]]);
    // Top: 0.30% of 100 + 200 + 300 + 400 = 3.00.
    expect(first.totals).toMatchObject({ own: 0, team: 3, total: 3, projected: 0 });
    expect(first.totals.teamTurnover).toBe(1_000);
    // A custom range of two of the days.
    const custom = await earnings(m.top, {
      range: 'CUSTOM',
      startDate: days[1]!,
      endDate: days[2]!,
    });
    expect(custom.range).toEqual({ startDate: days[1], endDate: days[2] });
    expect(custom.totals.team).toBe(0.6 + 0.9);
    // Today's play appears as projected on top of the list.
    await bet(m.top, 'LIVE', 50_00);
    const withToday = await earnings(m.top);
    expect(withToday.list[0]).toMatchObject({
      day: today(),
      status: 'PROJECTED',
      own: 0.5,
      team: 0,
      ownTurnover: 50,
    });
    expect(withToday.totals).toMatchObject({ total: 3.5, projected: 0.5 });
  });

  it('refuses bad pages and ranges', async () => {
    const agent = await createMember(t, { type: 1 });
    const bad: Record<string, string>[] = [
      { pageSize: '32' },
      { pageSize: '0' },
      { pageNo: '0' },
      { pageNo: 'x' },
      { range: 'LAST_YEAR' },
      { range: 'CUSTOM', startDate: '2026-4-1', endDate: '2026-04-02' },
      { range: 'CUSTOM', startDate: '2026-13-01', endDate: '2026-04-02' },
      { range: 'CUSTOM', startDate: '2026-02-30', endDate: '2026-04-02' },
    ];
    for (const query of bad)
      expectFail(await earningsRequest(agent, query), 400, 'VALIDATION_ERROR');
    const outOfRange: Record<string, string>[] = [
      { range: 'CUSTOM' },
      { range: 'CUSTOM', startDate: addDays(today(), -40), endDate: today() },
      { range: 'CUSTOM', startDate: today(), endDate: addDays(today(), -1) },
      { range: 'CUSTOM', startDate: addDays(today(), -120), endDate: addDays(today(), -100) },
      { range: 'CUSTOM', startDate: today(), endDate: addDays(today(), 1) },
    ];
    for (const query of outOfRange)
      expectFail(await earningsRequest(agent, query), 400, 'REPORT_RANGE_INVALID');
  });

  it('answers an empty list for an agent that has earned nothing', async () => {
    const agent = await createMember(t, { type: 1 });
    expect(await earnings(agent)).toMatchObject({
      totalCount: 0,
      list: [],
      totals: { own: 0, team: 0, total: 0, projected: 0 },
    });
  });
});
