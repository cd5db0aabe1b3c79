import { sql } from 'drizzle-orm';
import type { Core } from '../areas/core';
import { MAX_SEED_AGENT_TEAM } from '../config';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from '../repositories/sql-rows';
import { addDays, dayStart, operatorDay } from '../services/operator-day';

/** The bench's agent (bench/parts/team-pnl.ts logs in as it). */
export const BENCH_AGENT = 'bench_agent';
/** Days of aggregates, today included (the team P&L's 30-day range). */
export const BENCH_TEAM_DAYS = 30;
/** Sub-agents under the bench agent, and sub-agents under each of them. */
const LEVEL1 = 10;
const LEVEL2_EACH = 10;
/** SEED_AGENT_TEAM's bounds: the two agent levels fill 110 seats. */
export const MIN_BENCH_TEAM = LEVEL1 + LEVEL1 * LEVEL2_EACH + 1;

/** The money columns of member_daily_stats and team_daily_stats. */
const money = [
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
] as const;

/**
 * SEED_AGENT_TEAM=n (benchmarks only; bench/README.md, part team-pnl): a team of n accounts in
 * three levels under `bench_agent` (10 sub-agents, 10 sub-agents under each, the rest players
 * spread over those 100), with 30 days of activity. The accounts are real rows with `parent_id`,
 * so the trigger builds the closure exactly as for any account. Their activity is NOT played
 * through the ledger (300,000 member-days would be about two million posts): the aggregates are
 * written in bulk with generate_series, consistent with each other as the wallet would have
 * written them: member days and turnover per game type (RNG and LIVE, summing to the day's valid
 * turnover), each member's activity (first deposit day, last betting day), and every ancestor's
 * team day as the sum of its team's member days with the distinct counts (registrations, first
 * deposits, active members, active_last) counted from the same rows. There are no wallets and
 * no ledger rows behind them, no hourly rows and no rebate rates (0 bp), so the rebate job's
 * answer for every member-day is zero: those rebate days are marked done (zero rebate_payouts
 * rows with the turnover in their detail, as the job writes them) so the job does not spend the
 * bench working them out.
 * One transaction: all of it or nothing; nothing when the bench agent already has a team.
 */
export function createBenchTeamSeed(db: AppDatabase, core: Core) {
  return {
    async seed(size: number, password: string): Promise<void> {
      const teamSize = Math.min(MAX_SEED_AGENT_TEAM, Math.max(MIN_BENCH_TEAM, Math.floor(size)));
      const [existing] = rowsOf<{ id: number; has_team: boolean }>(
        await db.execute(sql`select m.id,
            exists(select 1 from members d where d.parent_id = m.id) as has_team
          from members m where m.username = ${BENCH_AGENT}`),
      );
      if (existing?.has_team) return;
      const now = core.clock();
      const offset = (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes;
      const today = operatorDay(now, offset);
      const first = addDays(today, -(BENCH_TEAM_DAYS - 1));
      const registered = dayStart(addDays(today, -BENCH_TEAM_DAYS - 5), offset);
      const passwordHash = await core.passwords.hash(password);
      const players = teamSize - LEVEL1 - LEVEL1 * LEVEL2_EACH;
      const level2 = LEVEL1 * LEVEL2_EACH;
      const offsetSql = sql.raw(`interval '${Math.trunc(offset)} minutes'`);

      await db.transaction(async (tx) => {
        const run = (query: ReturnType<typeof sql>) => tx.execute(query);
        let agentId = existing?.id;
        if (agentId === undefined) {
          const [agent] = rowsOf<{ id: number }>(
            await run(sql`insert into members (username, type, password_hash, nickname,
                register_method, created_at)
              values (${BENCH_AGENT}, 1, ${passwordHash}, 'Bench agent', 'H5',
                ${registered.toISOString()}::timestamptz)
              returning id`),
          );
          agentId = agent!.id;
        }
        // Three levels, each row through the trigger (team_paths), uplines first.
        await run(sql`insert into members (username, type, password_hash, parent_id,
            register_method, created_at)
          select 'bench_s' || i, 1, ${passwordHash}, ${agentId}, 'H5',
            ${registered.toISOString()}::timestamptz
          from generate_series(1, ${LEVEL1}) i`);
        await run(sql`with l1 as (
            select id, row_number() over (order by id) as k from members where parent_id = ${agentId})
          insert into members (username, type, password_hash, parent_id, register_method, created_at)
          select 'bench_s' || l1.k || '_' || j, 1, ${passwordHash}, l1.id, 'H5',
            ${registered.toISOString()}::timestamptz
          from l1, generate_series(1, ${LEVEL2_EACH}) j order by l1.k, j`);
        // Players registered over 5 days before the range, spread over the 100 sub-agents.
        await run(sql`with l2 as (
            select p.member_id as id, row_number() over (order by p.member_id) - 1 as k
            from team_paths p where p.ancestor_id = ${agentId} and p.depth = 2)
          insert into members (username, type, password_hash, parent_id, register_method, created_at)
          select 'bench_p' || n, 0, ${passwordHash}, l2.id, 'H5',
            ${registered.toISOString()}::timestamptz + (n % 5) * interval '1 day'
          from generate_series(1, ${players}) n join l2 on l2.k = n % ${level2}
          order by n`);

        // Member days: about 7 in 10 players bet on a given day; a deposit on about 1 in 7 of
        // those days, a withdrawal on 1 in 11. Amounts from an integer hash of (player, day).
        await run(sql`insert into member_daily_stats (member_id, day, deposit_minor, deposit_count,
            withdrawal_minor, bet_minor, bet_count, valid_turnover_minor, win_minor)
          select x.id, x.day,
            case when x.h % 7 = 0 then 10000 + (x.h % 10) * 5000 else 0 end,
            case when x.h % 7 = 0 then 1 else 0 end,
            case when x.h % 11 = 0 then 5000 + (x.h % 8) * 2500 else 0 end,
            x.bet, 1 + x.h % 20, x.bet, x.bet * (60 + x.h % 70) / 100
          from (
            select m.id, d.day::date as day, h.h, 1000 + (h.h % 50) * 500 as bet
            from team_paths p
            join members m on m.id = p.member_id and m.type = 0
            cross join generate_series(${first}::date, ${today}::date, interval '1 day') d(day)
            cross join lateral (
              select ((m.id::bigint % 100000 * 7919 + (d.day::date - ${first}::date) * 104729)
                % 1000003 * 48271 % 2147483647) as h) h
            where p.ancestor_id = ${agentId} and p.depth > 0
          ) x
          where x.h % 10 < 7`);
        // Valid turnover per game type: 60 % RNG, the rest LIVE.
        await run(sql`insert into member_daily_turnover (member_id, day, game_type,
            valid_turnover_minor)
          select s.member_id, s.day, t.game_type,
            case t.game_type when 'RNG' then s.valid_turnover_minor * 6 / 10
              else s.valid_turnover_minor - s.valid_turnover_minor * 6 / 10 end
          from member_daily_stats s
          join team_paths p on p.member_id = s.member_id and p.ancestor_id = ${agentId}
            and p.depth > 0
          cross join (values ('RNG'), ('LIVE')) t(game_type)`);
        await run(sql`insert into member_activity (member_id, first_deposit_day, last_bet_day,
            last_bet_hour)
          select s.member_id, min(s.day) filter (where s.deposit_count > 0), max(s.day),
            max(s.day)::timestamp - ${offsetSql} + interval '12 hours'
          from member_daily_stats s
          join team_paths p on p.member_id = s.member_id and p.ancestor_id = ${agentId}
            and p.depth > 0
          group by s.member_id
          on conflict (member_id) do nothing`);

        // Every ancestor's team days: the sums of its team's member days, and the counts.
        const cols = sql.raw(money.join(', '));
        const sums = sql.raw(money.map((c) => `sum(s.${c})`).join(', '));
        await run(sql`insert into team_daily_stats (agent_id, day, ${cols}, active_members,
            first_deposits, active_last)
          select p.ancestor_id, s.day, ${sums},
            count(*) filter (where s.bet_count > 0),
            count(*) filter (where a.first_deposit_day = s.day),
            count(*) filter (where a.last_bet_day = s.day)
          from member_daily_stats s
          join team_paths p on p.member_id = s.member_id and p.depth > 0
          left join member_activity a on a.member_id = s.member_id
          where s.member_id in (select member_id from team_paths
            where ancestor_id = ${agentId} and depth > 0)
          group by p.ancestor_id, s.day
          on conflict (agent_id, day) do update set
            ${sql.raw(
              [...money, 'active_members', 'first_deposits', 'active_last']
                .map((c) => `${c} = team_daily_stats.${c} + excluded.${c}`)
                .join(', '),
            )}`);
        await run(sql`insert into team_daily_stats (agent_id, day, registrations)
          select p.ancestor_id, (m.created_at + ${offsetSql})::date, count(*)
          from members m
          join team_paths p on p.member_id = m.id and p.depth > 0
          where m.id in (select member_id from team_paths
            where ancestor_id = ${agentId} and depth > 0)
          group by p.ancestor_id, (m.created_at + ${offsetSql})::date
          on conflict (agent_id, day) do update
            set registrations = team_daily_stats.registrations + excluded.registrations`);

        // The rebate days the job would work out as zero (no rates): marked done. The job's
        // lookback is 7 finished days; today and the 8 days before cover it across midnight.
        await run(sql`insert into rebate_payouts (member_id, day, own_minor, team_minor, detail)
          select p.member_id, d.day::date, 0, 0, coalesce(t.detail, '{}'::jsonb)
          from team_paths p
          cross join generate_series(${addDays(today, -8)}::date, ${today}::date,
            interval '1 day') d(day)
          left join (
            select g.ancestor_id, g.day, jsonb_object_agg(g.game_type, jsonb_build_object(
                'turnover', g.own, 'teamTurnover', g.team, 'rateBp', 0, 'own', 0, 'team', 0))
                as detail
            from (
              select q.ancestor_id, u.day, u.game_type,
                sum(u.valid_turnover_minor) filter (where q.depth = 0) as own,
                sum(u.valid_turnover_minor) filter (where q.depth > 0) as team
              from member_daily_turnover u
              join team_paths q on q.member_id = u.member_id
              where u.day >= ${addDays(today, -8)}::date
                and u.member_id in (select member_id from team_paths where ancestor_id = ${agentId})
              group by q.ancestor_id, u.day, u.game_type
            ) g
            group by g.ancestor_id, g.day
          ) t on t.ancestor_id = p.member_id and t.day = d.day::date
          where p.ancestor_id = ${agentId}
          on conflict (member_id, day) do nothing`);
      });
    },
  };
}
