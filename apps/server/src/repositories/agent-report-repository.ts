import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from './sql-rows';

/**
 * Team reports (issue 17): raw reads of the daily aggregates the wallet keeps in the same
 * transaction as each movement (team-stats-queries.ts). Each report is one or two indexed reads:
 * a team's days come from `team_daily_stats` (one row per day of the range); a direct downline's
 * subtree from its own `member_daily_stats` and `team_daily_stats` days; never a scan of the
 * ledger or of the team's members, except the distinct active members of a past multi-day range.
 */

/** The money columns of a day (member or team), minor units. */
export type MoneyMinor = {
  depositMinor: number;
  depositCount: number;
  withdrawalMinor: number;
  betMinor: number;
  betCount: number;
  validTurnoverMinor: number;
  winMinor: number;
  bonusMinor: number;
  rebateMinor: number;
};

const moneyColumns = {
  depositMinor: 'deposit_minor',
  depositCount: 'deposit_count',
  withdrawalMinor: 'withdrawal_minor',
  betMinor: 'bet_minor',
  betCount: 'bet_count',
  validTurnoverMinor: 'valid_turnover_minor',
  winMinor: 'win_minor',
  bonusMinor: 'bonus_minor',
  rebateMinor: 'rebate_minor',
} as const satisfies Record<keyof MoneyMinor, string>;
const columnList = Object.values(moneyColumns);

/** All money columns at 0 (a day or member with no movement). */
export const zeroMoney = (): MoneyMinor => ({
  depositMinor: 0,
  depositCount: 0,
  withdrawalMinor: 0,
  betMinor: 0,
  betCount: 0,
  validTurnoverMinor: 0,
  winMinor: 0,
  bonusMinor: 0,
  rebateMinor: 0,
});

type RawRow = Record<string, string | number | null>;

function moneyOf(row: RawRow, prefix = ''): MoneyMinor {
  const money = zeroMoney();
  for (const [key, column] of Object.entries(moneyColumns))
    money[key as keyof MoneyMinor] = Number(row[`${prefix}${column}`] ?? 0);
  return money;
}

/** `coalesce(sum(c), 0)::bigint as c` for each money column. */
const sums = (alias: string) =>
  sql.raw(columnList.map((c) => `coalesce(sum(${alias}.${c}), 0)::bigint as ${c}`).join(', '));

/** One day of a team (what the series and the totals add up). */
export type TeamDayRow = MoneyMinor & {
  day: string;
  registrations: number;
  firstDeposits: number;
  activeMembers: number;
  activeLast: number;
};

/** A team's range at once: the money summed, the counts, and its size now. */
export type TeamRangeSummary = {
  money: MoneyMinor;
  registrations: number;
  firstDeposits: number;
  /** Sum of each day's distinct bettors (exact for one day). */
  activeMembersSum: number;
  /** Sum of `active_last`: the distinct bettors of a range that ends today. */
  activeLastSum: number;
  teamSize: number;
  directCount: number;
};

export type DownlineRow = {
  id: number;
  username: string;
  type: number;
  /** Its own days plus its team's: the whole subtree. */
  money: MoneyMinor;
};

export type TeamBetRow = {
  id: string;
  username: string;
  gameName: string;
  gameType: string;
  vendor: string;
  stakeMinor: number;
  validMinor: number;
  payoutMinor: number;
  winLossMinor: number;
  status: string;
  createdAt: Date;
};

export type TeamBetFilter = {
  agentId: number;
  /** One member of the team only. */
  memberId?: number;
  gameType?: string;
  /** Inclusive lower bound, exclusive upper bound. */
  from: Date;
  before: Date;
};

export type TeamBetTotals = {
  total: number;
  stakeMinor: number;
  validMinor: number;
  payoutMinor: number;
  winLossMinor: number;
};

/** A parameter of a prepared report query: its SQL type and value. */
type Param = { type: 'int'; value: number } | { type: 'date'; value: string };

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof own === 'string' ? own : typeof cause === 'string' ? cause : undefined;
}

/** A parameter written into an EXECUTE as a literal: checked first, never free text. */
function literalOf(param: Param): string {
  if (param.type === 'int') {
    if (!Number.isSafeInteger(param.value)) throw new Error(`not an integer: ${param.value}`);
    return String(param.value);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(param.value)) throw new Error(`not a day: ${param.value}`);
  return `'${param.value}'::date`;
}

/**
 * Runs a report query, on PGlite as a named prepared statement. PGlite is one connection whose
 * queries run one at a time, and planning these queries (laterals, JSON) costs more than running
 * them: prepared once per database, each request only executes (about 1 ms instead of 2 on the
 * bench's team, which keeps team P&L inside its budget). Prepared already by another app over the
 * same database (42P05) is fine; gone (26000) is prepared again. On PostgreSQL (a pool, where a
 * statement lives on one connection) the query runs as it is, with bind parameters.
 */
function createReportRunner(db: AppDatabase) {
  const client = (db as unknown as { $client?: { dumpDataDir?: unknown } }).$client;
  const pglite = typeof client?.dumpDataDir === 'function';
  const ready = new Set<string>();

  async function prepare(name: string, params: readonly Param[], text: SQL): Promise<void> {
    const types = params.map((p) => (p.type === 'int' ? 'bigint' : 'date')).join(', ');
    try {
      await db.execute(sql`${sql.raw(`prepare ${name}(${types}) as `)}${text}`);
    } catch (error) {
      if (sqlState(error) !== '42P05') throw error;
    }
    ready.add(name);
  }

  return async function run<T>(
    name: string,
    params: readonly Param[],
    build: (param: (n: number) => SQL) => SQL,
  ): Promise<T[]> {
    if (!pglite) {
      const values = params.map((p) => sql`${p.value}`);
      return rowsOf<T>(await db.execute(build((n) => values[n - 1]!)));
    }
    const placeholders = () => build((n) => sql.raw(`$${n}`));
    const execute = sql.raw(`execute ${name}(${params.map(literalOf).join(', ')})`);
    if (!ready.has(name)) await prepare(name, params, placeholders());
    try {
      return rowsOf<T>(await db.execute(execute));
    } catch (error) {
      if (sqlState(error) !== '26000') throw error;
      ready.delete(name);
      await prepare(name, params, placeholders());
      return rowsOf<T>(await db.execute(execute));
    }
  };
}

export function createAgentReportRepository(db: AppDatabase) {
  const run = createReportRunner(db);
  /**
   * The team's REAL-money bets (rounds and lottery orders) in the range: one SELECT per source
   * on the member's (member_id, created_at) index for each team member, glued with UNION ALL,
   * as the member's own bet record (bet-record-repository.ts) reads one member.
   */
  function betsOf(f: TeamBetFilter): SQL {
    const members =
      f.memberId !== undefined
        ? sql`(${f.memberId})`
        : sql`(select member_id from team_paths where ancestor_id = ${f.agentId} and depth > 0)`;
    const from = f.from.toISOString();
    const before = f.before.toISOString();
    const type = f.gameType === undefined ? sql`` : sql` and g.game_type = ${f.gameType}`;
    return sql`
      select b.order_id as id, b.member_id, g.name as game_name, g.game_type, g.vendor,
        b.stake_minor, b.stake_minor as valid_minor, b.payout_minor,
        b.payout_minor - b.stake_minor as win_loss_minor,
        case when b.status = 'CANCELLED' then 'CANCELLED' else 'SETTLED' end as status,
        b.created_at
      from bet_orders b join games g on g.id = b.game_id
      where b.member_id in ${members} and b.wallet_kind = 'REAL'
        and b.created_at >= ${from} and b.created_at < ${before}${type}
      union all
      select o.order_id as id, o.member_id, g.name, g.game_type, g.vendor,
        o.stake_minor - o.refund_minor,
        case when o.status = 'SETTLED' then o.stake_minor - o.refund_minor else 0 end,
        o.payout_minor,
        case when o.status = 'SETTLED' then o.payout_minor - (o.stake_minor - o.refund_minor)
          else 0 end,
        o.status, o.created_at
      from lottery_orders o join games g on g.id = o.game_id
      where o.member_id in ${members}
        and o.created_at >= ${from} and o.created_at < ${before}${type}
        and exists (select 1 from ledger_entries e join wallets w on w.id = e.wallet_id
          where e.transaction_id = o.bet_transaction_id and w.kind = 'REAL')`;
  }

  return {
    /**
     * The team's range (one read): the money and counts summed over its `team_daily_stats` days,
     * and its size and direct downlines now (one pass over the closure's (ancestor, depth) index).
     */
    async teamRange(agentId: number, startDate: string, endDate: string) {
      const [row] = await run<RawRow>(
        'agent_report_team_range',
        [
          { type: 'int', value: agentId },
          { type: 'date', value: startDate },
          { type: 'date', value: endDate },
        ],
        (p) => sql`
          select s.*, c.team_size, c.direct_count from
            (select ${sums('t')},
              coalesce(sum(t.registrations), 0)::int as registrations,
              coalesce(sum(t.first_deposits), 0)::int as first_deposits,
              coalesce(sum(t.active_members), 0)::int as active_members,
              coalesce(sum(t.active_last), 0)::int as active_last
            from team_daily_stats t
            where t.agent_id = ${p(1)} and t.day between ${p(2)}::date and ${p(3)}::date) s,
            (select count(*) filter (where p.depth > 0)::int as team_size,
              count(*) filter (where p.depth = 1)::int as direct_count
            from team_paths p where p.ancestor_id = ${p(1)}) c`,
      );
      const r = row ?? {};
      return {
        money: moneyOf(r),
        registrations: Number(r.registrations ?? 0),
        firstDeposits: Number(r.first_deposits ?? 0),
        activeMembersSum: Number(r.active_members ?? 0),
        activeLastSum: Number(r.active_last ?? 0),
        teamSize: Number(r.team_size ?? 0),
        directCount: Number(r.direct_count ?? 0),
      } satisfies TeamRangeSummary;
    },

    /**
     * Distinct members of the team who bet in the range (a past range of several days, where
     * `active_last` cannot say it): each team member's days probed until one has a bet.
     */
    async distinctBettors(agentId: number, startDate: string, endDate: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from team_paths p
          where p.ancestor_id = ${agentId} and p.depth > 0
            and exists (select 1 from member_daily_stats m
              where m.member_id = p.member_id and m.bet_count > 0
                and m.day between ${startDate}::date and ${endDate}::date)`),
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Team P&L in ONE read: the team's days in the range that have a row (quiet days have none),
     * a page of its direct downlines, highest valid turnover first (then by id), each with its
     * subtree's money (its own member days plus its team's days, two index range reads per
     * downline), and how many direct downlines there are. The lists travel as JSON: one value to
     * parse instead of a row of bigint columns per day and downline (several times cheaper on
     * PGlite).
     */
    async pnl(
      agentId: number,
      startDate: string,
      endDate: string,
      page: { offset: number; limit: number },
    ): Promise<{ days: TeamDayRow[]; downlines: DownlineRow[]; total: number }> {
      const dayColumns = sql.raw(columnList.map((c) => `t.${c}`).join(', '));
      const downlineColumns = sql.raw(columnList.map((c) => `d.${c}`).join(', '));
      const combined = sql.raw(
        columnList.map((c) => `coalesce(s.${c}, 0) + coalesce(t.${c}, 0) as ${c}`).join(', '),
      );
      const [row] = await run<{
        days: unknown[][] | null;
        downlines: unknown[][] | null;
        total: number;
      }>(
        'agent_report_pnl',
        [
          { type: 'int', value: agentId },
          { type: 'date', value: startDate },
          { type: 'date', value: endDate },
          { type: 'int', value: page.limit },
          { type: 'int', value: page.offset },
        ],
        (p) => sql`
          select
            (select json_agg(json_build_array(to_char(t.day, 'YYYY-MM-DD'), ${dayColumns},
                t.registrations, t.first_deposits, t.active_members, t.active_last) order by t.day)
              from team_daily_stats t
              where t.agent_id = ${p(1)} and t.day between ${p(2)}::date and ${p(3)}::date) as days,
            (select json_agg(json_build_array(d.id, d.username, d.type, ${downlineColumns})
                order by d.valid_turnover_minor desc, d.id)
              from (
                select p.member_id as id, m.username, m.type, ${combined}
                from team_paths p join members m on m.id = p.member_id
                left join lateral (select ${sums('x')} from member_daily_stats x
                  where x.member_id = p.member_id
                    and x.day between ${p(2)}::date and ${p(3)}::date) s on true
                left join lateral (select ${sums('y')} from team_daily_stats y
                  where y.agent_id = p.member_id
                    and y.day between ${p(2)}::date and ${p(3)}::date) t on true
                where p.ancestor_id = ${p(1)} and p.depth = 1
                order by valid_turnover_minor desc, id
                limit ${p(4)} offset ${p(5)}) d) as downlines,
            (select count(*) from team_paths
              where ancestor_id = ${p(1)} and depth = 1)::int as total`,
      );
      const money = (values: unknown[]): MoneyMinor => {
        const m = zeroMoney();
        (Object.keys(moneyColumns) as (keyof MoneyMinor)[]).forEach((key, i) => {
          m[key] = Number(values[i] ?? 0);
        });
        return m;
      };
      const n = columnList.length;
      return {
        days: (row?.days ?? []).map((d) => ({
          day: String(d[0]),
          ...money(d.slice(1, 1 + n)),
          registrations: Number(d[1 + n] ?? 0),
          firstDeposits: Number(d[2 + n] ?? 0),
          activeMembers: Number(d[3 + n] ?? 0),
          activeLast: Number(d[4 + n] ?? 0),
        })),
        downlines: (row?.downlines ?? []).map((d) => ({
          id: Number(d[0]),
          username: String(d[1]),
          type: Number(d[2]),
          money: money(d.slice(3, 3 + n)),
        })),
        total: Number(row?.total ?? 0),
      };
    },

    /** The team member (any depth) with this username and its type, or null. */
    async teamMemberByUsername(
      agentId: number,
      username: string,
    ): Promise<{ id: number; username: string; type: number } | null> {
      const [row] = rowsOf<{ id: number; username: string; type: number }>(
        await db.execute(sql`
          select m.id, m.username, m.type from members m
          join team_paths p on p.member_id = m.id and p.ancestor_id = ${agentId} and p.depth > 0
          where m.username = ${username}`),
      );
      return row ? { id: Number(row.id), username: row.username, type: Number(row.type) } : null;
    },

    /** The team member (any depth) with this id and its type, or null (one primary-key read). */
    async teamMemberById(
      agentId: number,
      memberId: number,
    ): Promise<{ id: number; username: string; type: number } | null> {
      const [row] = rowsOf<{ id: number; username: string; type: number }>(
        await db.execute(sql`
          select m.id, m.username, m.type from team_paths p join members m on m.id = p.member_id
          where p.ancestor_id = ${agentId} and p.member_id = ${memberId} and p.depth > 0`),
      );
      return row ? { id: Number(row.id), username: row.username, type: Number(row.type) } : null;
    },

    /** A page of the team's bets, newest first, with totals over everything matched. */
    async betPage(
      filter: TeamBetFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: TeamBetRow[]; totals: TeamBetTotals }> {
      const union = betsOf(filter);
      const [t] = rowsOf<RawRow>(
        await db.execute(sql`select count(*)::int as total,
          coalesce(sum(stake_minor), 0)::bigint as stake_minor,
          coalesce(sum(valid_minor), 0)::bigint as valid_minor,
          coalesce(sum(payout_minor), 0)::bigint as payout_minor,
          coalesce(sum(win_loss_minor), 0)::bigint as win_loss_minor
          from (${union}) r`),
      );
      const totals: TeamBetTotals = {
        total: Number(t?.total ?? 0),
        stakeMinor: Number(t?.stake_minor ?? 0),
        validMinor: Number(t?.valid_minor ?? 0),
        payoutMinor: Number(t?.payout_minor ?? 0),
        winLossMinor: Number(t?.win_loss_minor ?? 0),
      };
      if (totals.total <= page.offset) return { rows: [], totals };
      const rows = rowsOf<RawRow & { created_at: string | Date }>(
        await db.execute(sql`select r.*, m.username from (${union}) r
          join members m on m.id = r.member_id
          order by r.created_at desc, r.id desc
          limit ${page.limit} offset ${page.offset}`),
      );
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          username: String(r.username),
          gameName: String(r.game_name),
          gameType: String(r.game_type),
          vendor: String(r.vendor),
          stakeMinor: Number(r.stake_minor),
          validMinor: Number(r.valid_minor),
          payoutMinor: Number(r.payout_minor),
          winLossMinor: Number(r.win_loss_minor),
          status: String(r.status),
          createdAt: new Date(r.created_at),
        })),
        totals,
      };
    },
  };
}
export type AgentReportRepository = ReturnType<typeof createAgentReportRepository>;
