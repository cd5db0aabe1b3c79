import { agentRoutes } from '@app/contracts/agent-routes';
import {
  agentTeamBetsSchema,
  agentTeamOverviewSchema,
  agentTeamPnlSchema,
  type TeamTotals,
} from '@app/contracts/agent-reports';
import { demoStateSchema } from '@app/contracts/demo-game';
import { routes } from '@app/contracts/routes';
import type { LedgerKind } from '../src/services/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createAgentReportRepository } from '../src/repositories/agent-report-repository';
import { teamStatsQueries } from '../src/repositories/team-stats-queries';
import { resolveReportRange } from '../src/services/agent-report-range';
import { operatorDay } from '../src/services/operator-day';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { launch, pickGame, spinOk, type PickedGame } from './helpers/play';

/**
 * Team reports (issue 17) over a team of depth 3 built with real ledger posts: deposits,
 * withdrawals, bonuses, rebates and demo-game rounds on days around the operator's UTC+7 midnight.
 * Every movement is logged here as it happens; the reports must equal the log's sums.
 *
 *   A (agent) ─┬─ B (agent) ── C (agent) ── D (member)
 *              ├─ E (member)
 *              └─ F (agent, quiet)
 *   Z (agent) ── Y (member)       X (no upline)
 */
const UTC7 = 420;
const clock = createTestClock(new Date('2026-05-10T05:00:00Z'));
let t: TestApp;
let slot: PickedGame;
let table: PickedGame;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const headers: Record<string, { authorization: string }> = {};

type Move = {
  who: string;
  day: string;
  deposit?: number;
  withdrawal?: number;
  bet?: number;
  win?: number;
  bonus?: number;
  rebate?: number;
  gameType?: string;
};
const log: Move[] = [];
const today = () => operatorDay(clock.now(), UTC7);

async function post(who: string, kind: LedgerKind, amountMinor: number) {
  await t.app.services.core.wallets.post({
    idempotencyKey: `reports:${who}:${kind}:${log.length}:${amountMinor}`,
    memberId: ids[who]!,
    walletKind: 'REAL',
    amountMinor,
    kind,
  });
  const day = today();
  if (kind === 'DEPOSIT') log.push({ who, day, deposit: amountMinor });
  if (kind === 'WITHDRAWAL') log.push({ who, day, withdrawal: -amountMinor });
  if (kind === 'BONUS') log.push({ who, day, bonus: amountMinor });
  if (kind === 'REBATE') log.push({ who, day, rebate: amountMinor });
}

async function play(who: string, game: PickedGame, rounds: number) {
  headers[who] = await authHeader(t.app, ids[who]!);
  const token = headers[who].authorization.slice('Bearer '.length);
  const { launchToken } = await launch(t.app, token, game);
  const state = expectOk(
    await t.app.inject({ method: 'GET', url: routes.demoGameState.path, query: { launchToken } }),
    demoStateSchema,
  );
  for (let i = 0; i < rounds; i++) {
    const spin = await spinOk(t.app, launchToken, state.stakes[0]!);
    log.push({
      who,
      day: today(),
      bet: Math.round(spin.stake * 100),
      win: Math.round(spin.payout * 100),
      gameType: game === table ? 'LIVE' : 'RNG',
    });
  }
}

/** What the log says a set of members moved over [start, end]. */
function expected(who: readonly string[], start: string, end: string): TeamTotals {
  const moves = log.filter((m) => who.includes(m.who) && m.day >= start && m.day <= end);
  const sum = (pick: (m: Move) => number | undefined) =>
    moves.reduce((s, m) => s + (pick(m) ?? 0), 0);
  const bets = sum((m) => m.bet);
  const wins = sum((m) => m.win);
  const bonuses = sum((m) => m.bonus);
  const rebates = sum((m) => m.rebate);
  return {
    deposits: sum((m) => m.deposit) / 100,
    depositCount: moves.filter((m) => m.deposit).length,
    withdrawals: sum((m) => m.withdrawal) / 100,
    bets: bets / 100,
    betCount: moves.filter((m) => m.bet).length,
    validTurnover: bets / 100,
    wins: wins / 100,
    rebates: rebates / 100,
    bonuses: bonuses / 100,
    netProfitLoss: (wins + bonuses + rebates - bets) / 100,
  };
}
const team = ['B', 'C', 'D', 'E', 'F'] as const;

const get = (
  path: string,
  who: string,
  query: Record<string, string | number> = {},
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: path,
    headers: { ...headers[who], ...extra },
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const overview = (query: Record<string, string | number>, who = 'A') =>
  get(agentRoutes.agentTeamOverview.path, who, query);
const pnl = (query: Record<string, string | number>, who = 'A') =>
  get(agentRoutes.agentTeamPnl.path, who, query);
const bets = (query: Record<string, string | number>, who = 'A') =>
  get(agentRoutes.agentTeamBets.path, who, query);

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  slot = await pickGame(t.database, { gameType: 'RNG' });
  table = await pickGame(t.database, { gameType: 'LIVE' });
  expect((await t.app.services.core.operatorSettings.readAll()).cashier.utcOffsetMinutes).toBe(
    UTC7,
  );
  const stats = teamStatsQueries(t.database.db);
  const tree: [string, number, string | null][] = [
    ['A', 1, null],
    ['B', 1, 'A'],
    ['C', 1, 'B'],
    ['D', 0, 'C'],
    ['E', 0, 'A'],
    ['F', 1, 'A'],
    ['Z', 1, null],
    ['Y', 0, 'Z'],
    ['X', 0, null],
  ];
  for (const [who, type, parent] of tree) {
    names[who] = `rep${who.toLowerCase()}${Math.random().toString(36).slice(2, 8)}`;
    ids[who] = await createMember(t, {
      username: names[who],
      type,
      parentId: parent ? ids[parent]! : null,
    });
    if (parent) await stats.recordRegistration(ids[who], today());
    headers[who] = await authHeader(t.app, ids[who]);
  }

  // Sunday 10 May (12:00 at UTC+7), last week: D and the outsider X deposit and play.
  await post('D', 'DEPOSIT', 100_00);
  await play('D', slot, 2);
  await post('X', 'DEPOSIT', 50_00);
  await play('X', slot, 1);
  // Monday 11 May: E deposits and plays; C deposits and plays; B gets a bonus.
  clock.set(new Date('2026-05-11T05:00:00Z'));
  await post('E', 'DEPOSIT', 200_00);
  await play('E', slot, 3);
  await post('C', 'DEPOSIT', 30_00);
  await play('C', slot, 1);
  await post('B', 'BONUS', 5_00);
  // Tuesday 12 May at 23:59:59 (UTC+7): D withdraws and plays a live table.
  clock.set(new Date('2026-05-12T16:59:59Z'));
  await post('D', 'WITHDRAWAL', -20_00);
  await play('D', table, 1);
  // One second later it is Wednesday 13 May (today): E deposits and gets a rebate; D plays.
  clock.set(new Date('2026-05-12T17:00:00Z'));
  await post('E', 'DEPOSIT', 10_00);
  await post('E', 'REBATE', 1_50);
  await play('D', slot, 1);
  // Now (17:00 at UTC+7): A plays itself (not its team), Y deposits under another agent.
  clock.set(new Date('2026-05-13T10:00:00Z'));
  await post('A', 'DEPOSIT', 40_00);
  await play('A', slot, 1);
  await post('Y', 'DEPOSIT', 70_00);
  await play('Y', slot, 1);
  await post('X', 'DEPOSIT', 5_00);
  for (const who of Object.keys(ids)) headers[who] = await authHeader(t.app, ids[who]!);
});
afterAll(async () => {
  await t.close();
});

describe('the report range (the operator days, UTC+7)', () => {
  const at = (iso: string) => new Date(iso);
  it('turns the day at midnight UTC+7, not UTC', () => {
    expect(resolveReportRange({ range: 'TODAY' }, at('2026-05-12T16:59:59.999Z'), UTC7)).toEqual({
      startDate: '2026-05-12',
      endDate: '2026-05-12',
      today: '2026-05-12',
    });
    expect(resolveReportRange({ range: 'TODAY' }, at('2026-05-12T17:00:00Z'), UTC7).startDate).toBe(
      '2026-05-13',
    );
    expect(resolveReportRange({ range: 'YESTERDAY' }, at('2026-05-12T17:00:00Z'), UTC7)).toEqual({
      startDate: '2026-05-12',
      endDate: '2026-05-12',
      today: '2026-05-13',
    });
  });

  it('starts the week on Monday and the month on the 1st', () => {
    // Monday 11 May at 00:00 UTC+7 (Sunday 17:00 UTC): the week is that one day.
    const monday = at('2026-05-10T17:00:00Z');
    expect(resolveReportRange({ range: 'THIS_WEEK' }, monday, UTC7)).toMatchObject({
      startDate: '2026-05-11',
      endDate: '2026-05-11',
    });
    // A second earlier it is still Sunday 10 May: the week began Monday 4 May.
    const sunday = at('2026-05-10T16:59:59Z');
    expect(resolveReportRange({ range: 'THIS_WEEK' }, sunday, UTC7)).toMatchObject({
      startDate: '2026-05-04',
      endDate: '2026-05-10',
    });
    // Across a year: Friday 1 January 2027's week began Monday 28 December.
    const newYear = at('2026-12-31T17:30:00Z');
    expect(resolveReportRange({ range: 'THIS_WEEK' }, newYear, UTC7)).toMatchObject({
      startDate: '2026-12-28',
      endDate: '2027-01-01',
    });
    expect(resolveReportRange({ range: 'THIS_MONTH' }, newYear, UTC7)).toMatchObject({
      startDate: '2027-01-01',
      endDate: '2027-01-01',
    });
    expect(
      resolveReportRange({ range: 'THIS_MONTH' }, at('2026-05-31T16:00:00Z'), UTC7),
    ).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-31' });
  });

  it('takes custom days up to 31 apart within the last 90, and refuses the rest', () => {
    const now = at('2026-05-13T10:00:00Z');
    const custom = (startDate?: string, endDate?: string) => () =>
      resolveReportRange(
        {
          range: 'CUSTOM',
          ...(startDate ? { startDate } : {}),
          ...(endDate ? { endDate } : {}),
        },
        now,
        UTC7,
      );
    expect(custom('2026-04-13', '2026-05-13')()).toMatchObject({
      startDate: '2026-04-13',
      endDate: '2026-05-13',
    });
    // 90 days back, today included, is the earliest.
    expect(custom('2026-02-13', '2026-02-13')().startDate).toBe('2026-02-13');
    for (const bad of [
      custom('2026-04-12', '2026-05-13'), // 32 days
      custom('2026-02-12', '2026-02-20'), // 91 days back
      custom('2026-05-10', '2026-05-09'), // reversed
      custom('2026-05-10', '2026-05-14'), // after today
      custom(undefined, '2026-05-10'),
      custom('2026-05-10'),
      custom('2026-02-30', '2026-03-01'), // no such day
    ])
      expect(bad).toThrow(
        expect.objectContaining({ code: 'REPORT_RANGE_INVALID', details: { maxDays: 31 } }),
      );
  });
});

describe('GET team overview (ODSFE2_Subordinate)', () => {
  it('today: the team of depth 3, not the agent itself nor outsiders', async () => {
    const value = expectOk(await overview({ range: 'TODAY' }), agentTeamOverviewSchema);
    expect(value.range).toEqual({ startDate: '2026-05-13', endDate: '2026-05-13' });
    expect(value.totals).toEqual(expected(team, '2026-05-13', '2026-05-13'));
    expect(value.totals.deposits).toBe(10);
    expect(value.totals.rebates).toBe(1.5);
    // Only D bet today (E deposited); A's own round is not its team's.
    expect(value.activeMembers).toBe(1);
    expect(value.teamSize).toBe(5);
    expect(value.directCount).toBe(3);
    expect(value.newRegistrations).toBe(0);
  });

  it('yesterday ends at 23:59:59 UTC+7', async () => {
    const value = expectOk(await overview({ range: 'YESTERDAY' }), agentTeamOverviewSchema);
    expect(value.range).toEqual({ startDate: '2026-05-12', endDate: '2026-05-12' });
    expect(value.totals).toEqual(expected(team, '2026-05-12', '2026-05-12'));
    expect(value.totals.withdrawals).toBe(20);
    expect(value.totals.betCount).toBe(1);
    expect(value.activeMembers).toBe(1);
  });

  it('this week (from Monday) and this month: sums of the members, active members exact', async () => {
    const week = expectOk(await overview({ range: 'THIS_WEEK' }), agentTeamOverviewSchema);
    expect(week.range).toEqual({ startDate: '2026-05-11', endDate: '2026-05-13' });
    expect(week.totals).toEqual(expected(team, '2026-05-11', '2026-05-13'));
    // E and C (Monday) and D (today): D's Sunday rounds are last week's.
    expect(week.activeMembers).toBe(3);
    expect(week.firstDeposits).toBe(2);

    const month = expectOk(await overview({ range: 'THIS_MONTH' }), agentTeamOverviewSchema);
    expect(month.range).toEqual({ startDate: '2026-05-01', endDate: '2026-05-13' });
    expect(month.totals).toEqual(expected(team, '2026-05-01', '2026-05-13'));
    expect(month.totals.bonuses).toBe(5);
    expect(month.activeMembers).toBe(3);
    expect(month.firstDeposits).toBe(3);
    expect(month.newRegistrations).toBe(5);
  });

  it('a past range of several days counts distinct bettors, not bettor-days', async () => {
    const value = expectOk(
      await overview({ range: 'CUSTOM', startDate: '2026-05-10', endDate: '2026-05-12' }),
      agentTeamOverviewSchema,
    );
    expect(value.totals).toEqual(expected(team, '2026-05-10', '2026-05-12'));
    // D bet on the 10th and the 12th: counted once, with C and E.
    expect(value.activeMembers).toBe(3);
    const sunday = expectOk(
      await overview({ range: 'CUSTOM', startDate: '2026-05-10', endDate: '2026-05-10' }),
      agentTeamOverviewSchema,
    );
    expect(sunday.activeMembers).toBe(1);
    expect(sunday.totals.deposits).toBe(100);
  });

  it('a sub-agent sees its own team only', async () => {
    const value = expectOk(await overview({ range: 'THIS_MONTH' }, 'B'), agentTeamOverviewSchema);
    expect(value.totals).toEqual(expected(['C', 'D'], '2026-05-01', '2026-05-13'));
    expect(value.teamSize).toBe(2);
    expect(value.directCount).toBe(1);
    const other = expectOk(await overview({ range: 'THIS_MONTH' }, 'Z'), agentTeamOverviewSchema);
    expect(other.totals).toEqual(expected(['Y'], '2026-05-01', '2026-05-13'));
  });
});

describe('GET team P&L (ODSFE2_MemPNL)', () => {
  it('totals, one day of the series per day, and each direct downline with its subtree', async () => {
    const value = expectOk(await pnl({ range: 'THIS_WEEK' }), agentTeamPnlSchema);
    expect(value.viewing).toEqual({ id: ids.A, username: names.A });
    expect(value.totals).toEqual(expected(team, '2026-05-11', '2026-05-13'));
    expect(value.series.map((d) => d.day)).toEqual(['2026-05-11', '2026-05-12', '2026-05-13']);
    for (const d of value.series) {
      const e = expected(team, d.day, d.day);
      expect(d).toEqual({
        day: d.day,
        validTurnover: e.validTurnover,
        netProfitLoss: e.netProfitLoss,
        deposits: e.deposits,
        withdrawals: e.withdrawals,
      });
    }
    const subtree: Record<string, string[]> = { B: ['B', 'C', 'D'], E: ['E'], F: ['F'] };
    expect(value.downlines.total).toBe(3);
    expect(value.downlines.list).toHaveLength(3);
    for (const row of value.downlines.list) {
      const who = Object.keys(ids).find((k) => ids[k] === row.id)!;
      expect(row.username).toBe(names[who]);
      expect(row.kind).toBe(who === 'E' ? 'MEMBER' : 'AGENT');
      expect(row.totals).toEqual(expected(subtree[who]!, '2026-05-11', '2026-05-13'));
    }
    const turnovers = value.downlines.list.map((r) => r.totals.validTurnover);
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    expect(value.downlines.list.at(-1)!.id).toBe(ids.F);
  });

  it('pages the downlines', async () => {
    const all = expectOk(await pnl({ range: 'THIS_MONTH' }), agentTeamPnlSchema).downlines.list;
    const pages = [];
    for (const pageNo of [1, 2, 3]) {
      const page = expectOk(
        await pnl({ range: 'THIS_MONTH', pageNo, pageSize: 1 }),
        agentTeamPnlSchema,
      );
      expect(page.downlines).toMatchObject({ pageNum: pageNo, totalPages: 3, total: 3 });
      pages.push(...page.downlines.list);
    }
    expect(pages).toEqual(all);
    const past = expectOk(
      await pnl({ range: 'THIS_MONTH', pageNo: 9, pageSize: 1 }),
      agentTeamPnlSchema,
    );
    expect(past.downlines).toMatchObject({ list: [], total: 3, totalPages: 3 });
  });

  it("drills down into a sub-agent's team, never outside the caller's", async () => {
    const value = expectOk(
      await pnl({ range: 'THIS_MONTH', parentId: ids.B! }),
      agentTeamPnlSchema,
    );
    expect(value.viewing).toEqual({ id: ids.B, username: names.B });
    expect(value.totals).toEqual(expected(['C', 'D'], '2026-05-01', '2026-05-13'));
    expect(value.downlines.list.map((r) => r.id)).toEqual([ids.C]);
    expect(value.downlines.list[0]!.totals).toEqual(
      expected(['C', 'D'], '2026-05-01', '2026-05-13'),
    );
    expect(value.series).toHaveLength(13);

    expectFail(await pnl({ range: 'TODAY', parentId: ids.X! }), 404, 'NOT_IN_TEAM');
    expectFail(await pnl({ range: 'TODAY', parentId: ids.Y! }), 404, 'NOT_IN_TEAM');
    // B cannot look at its upline's team.
    expectFail(await pnl({ range: 'TODAY', parentId: ids.A! }, 'B'), 404, 'NOT_IN_TEAM');
  });

  it('runs as a prepared statement on PGlite, prepared again when it is gone', async () => {
    const first = expectOk(await pnl({ range: 'THIS_MONTH' }), agentTeamPnlSchema);
    // PostgreSQL (TEST_DATABASE_URL) runs it with bind parameters instead.
    if (t.database.kind === 'pglite') {
      const statements = await t.database.db.execute(
        sql`select name from pg_prepared_statements where name like 'agent_report_%'`,
      );
      const names = (statements as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      expect(names).toContain('agent_report_pnl');
    }
    // Another repository over the same database finds it prepared; a DEALLOCATE drops it.
    const other = createAgentReportRepository(t.database.db);
    const again = await other.pnl(ids.A!, '2026-05-01', '2026-05-13', { offset: 0, limit: 20 });
    expect(again.total).toBe(3);
    await t.database.db.execute(sql`deallocate all`);
    expect(expectOk(await pnl({ range: 'THIS_MONTH' }), agentTeamPnlSchema)).toEqual(first);
  });

  it('a quiet range answers zeros for every day', async () => {
    const value = expectOk(
      await pnl({ range: 'CUSTOM', startDate: '2026-04-01', endDate: '2026-04-30' }),
      agentTeamPnlSchema,
    );
    expect(value.series).toHaveLength(30);
    expect(value.series.every((d) => d.validTurnover === 0 && d.netProfitLoss === 0)).toBe(true);
    expect(value.totals.validTurnover).toBe(0);
    expect(value.downlines.total).toBe(3);
  });
});

describe('GET team bets', () => {
  it("lists the team's real-money bets, not the agent's own or outsiders'", async () => {
    const value = expectOk(await bets({ range: 'THIS_MONTH', pageSize: 50 }), agentTeamBetsSchema);
    const rounds = log.filter((m) => m.bet && (team as readonly string[]).includes(m.who));
    expect(value.total).toBe(rounds.length);
    expect(value.list).toHaveLength(rounds.length);
    const teamNames = new Set(team.map((w) => names[w]));
    expect(value.list.every((b) => teamNames.has(b.username))).toBe(true);
    const e = expected(team, '2026-05-01', '2026-05-13');
    expect(value.summary.stake).toBe(e.bets);
    expect(value.summary.validTurnover).toBe(e.validTurnover);
    expect(value.summary.payout).toBe(e.wins);
    expect(value.summary.winLoss).toBe(Math.round((e.wins - e.bets) * 100) / 100);
    const times = value.list.map((b) => b.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by a team member, a game type and the operator day', async () => {
    const d = expectOk(
      await bets({ range: 'THIS_MONTH', username: names.D!.toUpperCase() }),
      agentTeamBetsSchema,
    );
    expect(d.total).toBe(4);
    expect(new Set(d.list.map((b) => b.username))).toEqual(new Set([names.D]));

    const live = expectOk(
      await bets({ range: 'THIS_MONTH', gameType: 'LIVE' }),
      agentTeamBetsSchema,
    );
    expect(live.list.map((b) => [b.username, b.gameType])).toEqual([[names.D, 'LIVE']]);

    // The live round at 23:59:59 on the 12th is yesterday's; today's is D's slot round.
    const yesterday = expectOk(await bets({ range: 'YESTERDAY' }), agentTeamBetsSchema);
    expect(yesterday.list.map((b) => b.gameType)).toEqual(['LIVE']);
    const today = expectOk(await bets({ range: 'TODAY' }), agentTeamBetsSchema);
    expect(today.list.map((b) => [b.username, b.gameType])).toEqual([[names.D, 'RNG']]);

    const paged = expectOk(
      await bets({ range: 'THIS_MONTH', pageNo: 2, pageSize: 3 }),
      agentTeamBetsSchema,
    );
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 3, total: 8 });
    expect(paged.list).toHaveLength(3);

    expectFail(await bets({ range: 'TODAY', username: names.X! }), 404, 'NOT_IN_TEAM');
    expectFail(await bets({ range: 'TODAY', username: names.A! }), 404, 'NOT_IN_TEAM');
    expectFail(await bets({ range: 'TODAY', username: 'nobody-here' }), 404, 'NOT_IN_TEAM');
  });
});

describe('bad input', () => {
  const details = z.object({ maxDays: z.number() });
  it.each<Record<string, string>>([
    { range: 'CUSTOM' },
    { range: 'CUSTOM', startDate: '2026-05-10' },
    { range: 'CUSTOM', startDate: '2026-05-12', endDate: '2026-05-10' },
    { range: 'CUSTOM', startDate: '2026-04-01', endDate: '2026-05-10' },
    { range: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-01-05' },
    { range: 'CUSTOM', startDate: '2026-05-12', endDate: '2026-05-20' },
  ])('refuses the range %o with REPORT_RANGE_INVALID', async (query) => {
    for (const ask of [overview, pnl, bets]) {
      const res = await ask(query);
      expectFail(res, 400, 'REPORT_RANGE_INVALID');
      expect(failDetails(res, details)).toEqual({ maxDays: 31 });
    }
  });

  it.each<Record<string, string | number>>([
    { range: 'LAST_YEAR' },
    { range: 'CUSTOM', startDate: '13/05/2026', endDate: '2026-05-13' },
    { range: 'TODAY', pageSize: 51 },
    { range: 'TODAY', pageNo: 0 },
    { range: 'TODAY', parentId: 'abc' },
  ])('refuses %o as a validation error', async (query) => {
    expectFail(await pnl(query), 400, 'VALIDATION_ERROR');
  });

  it('refuses a bad game type, a long username, members and guests', async () => {
    expectFail(await bets({ range: 'TODAY', gameType: 'CHESS' }), 400, 'VALIDATION_ERROR');
    expectFail(await bets({ range: 'TODAY', username: 'x'.repeat(41) }), 400, 'VALIDATION_ERROR');
    expectFail(await overview({ range: 'TODAY' }, 'E'), 403, 'NO_PERMISSION');
    expectFail(
      await t.app.inject({ method: 'GET', url: agentRoutes.agentTeamPnl.path }),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('answers with no-store', async () => {
    const res = await overview({});
    expect(res.headers['cache-control']).toBe('no-store');
    expect(expectOk(res, agentTeamOverviewSchema).range.startDate).toBe('2026-05-13');
  });
});
