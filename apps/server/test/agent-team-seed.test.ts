import { rebateGameTypes } from '@app/contracts/agent-constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/repositories/sql-rows';
import {
  createAgentTeamSeed,
  DEMO_AGENT,
  DEMO_AGENT_RATE_BP,
  DEMO_TEAM_DAYS,
  demoTeam,
} from '../src/seed/agent-team-seed';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { DEMO_PASSWORD, loginAs } from './helpers/login';

/**
 * agent01's demo team (issue 17, seed/agent-team-seed.ts), as the global setup seeded it into
 * every test database: the hierarchy, the rates, and 30 days of history through the ledger whose
 * aggregates agree with each other and with the ledger.
 */

let t: TestApp;
let agentId: number;
const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

const moneyColumns = [
  'deposit_minor',
  'deposit_count',
  'withdrawal_minor',
  'bet_minor',
  'bet_count',
  'valid_turnover_minor',
  'win_minor',
  'bonus_minor',
  'rebate_minor',
  'commission_minor',
  'transfer_in_minor',
  'transfer_out_minor',
];

beforeAll(async () => {
  t = await buildTestApp();
  const [agent] = await rows<{ id: number }>(
    sql`select id from members where username = ${DEMO_AGENT}`,
  );
  agentId = agent!.id;
});
afterAll(async () => {
  await t.close();
});

describe("agent01's demo team", () => {
  it('has 3 sub-agents with 4 members each and 5 direct members, in team_paths at depths 1-2', async () => {
    const team = await rows<{ username: string; type: number; depth: number; parent: string }>(
      sql`select m.username, m.type, p.depth, u.username as parent
        from team_paths p join members m on m.id = p.member_id
        join members u on u.id = m.parent_id
        where p.ancestor_id = ${agentId} and p.depth > 0 order by m.username`,
    );
    expect(team).toHaveLength(20);
    expect(team.filter((m) => m.depth === 1)).toHaveLength(8);
    expect(team.filter((m) => m.depth === 2)).toHaveLength(12);
    expect(team.filter((m) => m.type === 1).map((m) => m.username)).toEqual([
      'demo_sub1',
      'demo_sub2',
      'demo_sub3',
    ]);
    for (const seat of demoTeam) {
      const row = team.find((m) => m.username === seat.username);
      expect(row, seat.username).toMatchObject({ type: seat.type, parent: seat.parent });
      expect(row!.depth).toBe(seat.parent === DEMO_AGENT ? 1 : 2);
    }
    // Each sub-agent's own team: its four members, one level down.
    for (const sub of ['demo_sub1', 'demo_sub2', 'demo_sub3']) {
      const own = await rows<{ depth: number }>(
        sql`select p.depth from team_paths p join members a on a.id = p.ancestor_id
          where a.username = ${sub} and p.depth > 0`,
      );
      expect(own.map((r) => r.depth)).toEqual([1, 1, 1, 1]);
    }
  });

  it('gives agent01 100 bp, sub-agents 70, their members 40 and direct members 50 on every game type', async () => {
    const rates = await rows<{ username: string; types: number; min: number; max: number }>(
      sql`select m.username, count(*)::int as types, min(r.rate_bp) as min, max(r.rate_bp) as max
        from rebate_rates r join members m on m.id = r.member_id
        where m.id = ${agentId} or m.id in (select member_id from team_paths
          where ancestor_id = ${agentId})
        group by m.username`,
    );
    const expected = new Map<string, number>([
      [DEMO_AGENT, DEMO_AGENT_RATE_BP],
      ...demoTeam.map((s) => [s.username, s.rateBp] as const),
    ]);
    expect(rates).toHaveLength(expected.size);
    for (const r of rates) {
      expect(r.types, r.username).toBe(rebateGameTypes.length);
      expect([r.min, r.max], r.username).toEqual([
        expected.get(r.username),
        expected.get(r.username),
      ]);
    }
  });

  it('lets the demo accounts log in with the demo password', async () => {
    expect(await loginAs(t.app, 'demo_member1', DEMO_PASSWORD)).toMatch(/\S{20,}/);
  });

  it('registered everyone on their day, spread over the last 30 days', async () => {
    const offset = (await t.app.services.core.operatorSettings.readAll()).cashier.utcOffsetMinutes;
    const interval = sql.raw(`interval '${offset} minutes'`);
    const days = await rows<{ day: string; registered: number; counted: number }>(
      sql`with r as (
          select (m.created_at + ${interval})::date as day, count(*)::int as registered
          from team_paths p join members m on m.id = p.member_id
          where p.ancestor_id = ${agentId} and p.depth > 0 group by 1)
        select to_char(r.day, 'YYYY-MM-DD') as day, r.registered,
          coalesce(s.registrations, 0) as counted
        from r left join team_daily_stats s on s.agent_id = ${agentId} and s.day = r.day`,
    );
    expect(days.length).toBeGreaterThanOrEqual(15);
    for (const d of days) expect(d.counted, d.day).toBe(d.registered);
    const span = days.map((d) => Date.parse(d.day)).sort((a, b) => a - b);
    expect((span.at(-1)! - span[0]!) / 86_400_000).toBeGreaterThanOrEqual(20);
    expect((span.at(-1)! - span[0]!) / 86_400_000).toBeLessThan(DEMO_TEAM_DAYS);
  });

  it("sums every team day of agent01 and the sub-agents from their members' days", async () => {
    const agents = await rows<{ id: number }>(
      sql`select ${agentId}::int as id union select member_id from team_paths p
        join members m on m.id = p.member_id where p.ancestor_id = ${agentId} and m.type = 1
          and p.depth > 0`,
    );
    expect(agents).toHaveLength(4);
    const sums = sql.raw(moneyColumns.map((c) => `sum(s.${c})::bigint as ${c}`).join(', '));
    const cols = sql.raw(moneyColumns.map((c) => `t.${c}::bigint as ${c}`).join(', '));
    const anyMoney = sql.raw(moneyColumns.map((c) => `t.${c} <> 0`).join(' or '));
    let checkedDays = 0;
    for (const { id } of agents) {
      const members = await rows<Record<string, string>>(
        sql`select to_char(s.day, 'YYYY-MM-DD') as day, ${sums},
            count(*) filter (where s.bet_count > 0)::int as active_members
          from member_daily_stats s join team_paths p on p.member_id = s.member_id
          where p.ancestor_id = ${id} and p.depth > 0 group by s.day order by s.day`,
      );
      const team = await rows<Record<string, string>>(
        sql`select to_char(t.day, 'YYYY-MM-DD') as day, ${cols}, t.active_members
          from team_daily_stats t where t.agent_id = ${id}
            and (${anyMoney} or t.active_members <> 0)
          order by t.day`,
      );
      expect(team).toEqual(members);
      checkedDays += members.length;
    }
    // agent01's team played on most days of the month (every day once the team is there).
    const agentDays = await rows<{ n: number }>(
      sql`select count(*)::int as n from team_daily_stats
        where agent_id = ${agentId} and bet_count > 0`,
    );
    expect(agentDays[0]!.n).toBeGreaterThanOrEqual(DEMO_TEAM_DAYS - 4);
    expect(checkedDays).toBeGreaterThan(DEMO_TEAM_DAYS);
  });

  it('counts the per-game-type turnover, first deposits and latest betting days consistently', async () => {
    const mismatched = await rows<{ member_id: number }>(
      sql`select s.member_id from member_daily_stats s
        left join (select member_id, day, sum(valid_turnover_minor) as v
          from member_daily_turnover group by member_id, day) u
          on u.member_id = s.member_id and u.day = s.day
        where s.member_id in (select member_id from team_paths where ancestor_id = ${agentId}
          and depth > 0)
          and s.valid_turnover_minor <> coalesce(u.v, 0)`,
    );
    expect(mismatched).toEqual([]);
    const types = await rows<{ game_type: string }>(
      sql`select distinct game_type from member_daily_turnover u join team_paths p
        on p.member_id = u.member_id where p.ancestor_id = ${agentId} and p.depth > 0`,
    );
    expect(types.length).toBeGreaterThanOrEqual(2);
    const [counts] = await rows<{
      first_deposits: number;
      depositors: number;
      active_last: number;
      bettors: number;
    }>(
      sql`select (select sum(first_deposits)::int from team_daily_stats
            where agent_id = ${agentId}) as first_deposits,
          (select count(*)::int from member_activity a join team_paths p
            on p.member_id = a.member_id and p.ancestor_id = ${agentId} and p.depth > 0
            where a.first_deposit_day is not null) as depositors,
          (select sum(active_last)::int from team_daily_stats
            where agent_id = ${agentId}) as active_last,
          (select count(*)::int from member_activity a join team_paths p
            on p.member_id = a.member_id and p.ancestor_id = ${agentId} and p.depth > 0
            where a.last_bet_day is not null) as bettors`,
    );
    expect(counts).toEqual({
      first_deposits: 20,
      depositors: 20,
      active_last: 20,
      bettors: 20,
    });
  });

  it('moved every wallet only through the ledger: each balance equals its entries', async () => {
    const wrong = await rows<{ id: number }>(
      sql`select w.id from wallets w
        left join (select wallet_id, sum(amount_minor) as total from ledger_entries
          group by wallet_id) e on e.wallet_id = w.id
        where w.balance_minor <> coalesce(e.total, 0)`,
    );
    expect(wrong).toEqual([]);
    const [balances] = await rows<{ n: number; negative: number; with_money: number }>(
      sql`select count(*)::int as n,
          count(*) filter (where w.balance_minor < 0)::int as negative,
          count(*) filter (where w.balance_minor > 0)::int as with_money
        from wallets w join team_paths p on p.member_id = w.member_id
        where p.ancestor_id = ${agentId} and p.depth > 0 and w.kind = 'REAL'`,
    );
    expect(balances).toMatchObject({ n: 20, negative: 0 });
    expect(balances!.with_money).toBeGreaterThan(10);
    // No ledger balance ever went below zero on the way either.
    const [dips] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where balance_after_minor < 0`,
    );
    expect(dips!.n).toBe(0);
    // The house side: the ledger sums to zero, transaction by transaction.
    const unbalanced = await rows<{ transaction_id: number }>(
      sql`select transaction_id from ledger_entries group by transaction_id
        having sum(amount_minor) <> 0`,
    );
    expect(unbalanced).toEqual([]);
  });

  it("counts in the member days exactly what the members' ledger entries moved", async () => {
    const offset = (await t.app.services.core.operatorSettings.readAll()).cashier.utcOffsetMinutes;
    const interval = sql.raw(`interval '${offset} minutes'`);
    const diff = await rows<Record<string, unknown>>(
      sql`with moved as (
          select w.member_id, (e.created_at + ${interval})::date as day,
            sum(-e.amount_minor) filter (where x.kind = 'BET') as bet,
            count(*) filter (where x.kind = 'BET') as bets,
            coalesce(sum(e.amount_minor) filter (where x.kind = 'PAYOUT'), 0) as win,
            coalesce(sum(e.amount_minor) filter (where x.kind = 'DEPOSIT'), 0) as deposit,
            coalesce(sum(-e.amount_minor) filter (where x.kind = 'WITHDRAWAL'), 0) as withdrawal
          from ledger_entries e join wallets w on w.id = e.wallet_id
          join ledger_transactions x on x.id = e.transaction_id
          join team_paths p on p.member_id = w.member_id and p.ancestor_id = ${agentId}
            and p.depth > 0
          group by 1, 2)
        select m.member_id, m.day from moved m
        left join member_daily_stats s on s.member_id = m.member_id and s.day = m.day
        where coalesce(m.bet, 0) <> coalesce(s.bet_minor, 0)
          or m.bets <> coalesce(s.bet_count, 0)
          or m.win <> coalesce(s.win_minor, 0)
          or m.deposit <> coalesce(s.deposit_minor, 0)
          or m.withdrawal <> coalesce(s.withdrawal_minor, 0)`,
    );
    expect(diff).toEqual([]);
  });

  it('wrote bet orders for the last 7 days only, each settled with its ledger posts', async () => {
    const offset = (await t.app.services.core.operatorSettings.readAll()).cashier.utcOffsetMinutes;
    const interval = sql.raw(`interval '${offset} minutes'`);
    const [orders] = await rows<{
      n: number;
      days: number;
      oldest: number;
      unsettled: number;
      wrong_balance: number;
    }>(
      sql`select count(*)::int as n,
          count(distinct (o.created_at + ${interval})::date)::int as days,
          max(((now() + ${interval})::date - (o.created_at + ${interval})::date))::int as oldest,
          count(*) filter (where o.bet_transaction_id is null)::int as unsettled,
          count(*) filter (where o.balance_after_minor <> (
            select e.balance_after_minor from ledger_entries e
            where e.transaction_id = coalesce(o.payout_transaction_id, o.bet_transaction_id)
              and e.wallet_id is not null))::int as wrong_balance
        from bet_orders o join team_paths p on p.member_id = o.member_id
        where p.ancestor_id = ${agentId} and p.depth > 0`,
    );
    expect(orders!.n).toBeGreaterThan(20);
    expect(orders!.oldest).toBeLessThanOrEqual(6);
    expect(orders!.days).toBeGreaterThanOrEqual(5);
    expect(orders).toMatchObject({ unsettled: 0, wrong_balance: 0 });
  });

  it('does nothing when agent01 already has a team', async () => {
    const count = async () =>
      (
        await rows<{ members: number; tx: number; stats: number }>(
          sql`select (select count(*)::int from members) as members,
            (select count(*)::int from ledger_transactions) as tx,
            (select count(*)::int from team_daily_stats) as stats`,
        )
      )[0];
    const before = await count();
    await createAgentTeamSeed(db(), t.app.services.core).seed();
    expect(await count()).toEqual(before);
  });
});
