import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from './sql-rows';

/**
 * The agent centre's daily aggregates (issue 17, decision 0040), written by the wallet's post in
 * the same database transaction as the ledger movement they count (wallet-repository.ts), so a
 * report can never disagree with the ledger it summarises. A member's own day goes to
 * `member_daily_stats`; every ancestor's (depth >= 1) team day to `team_daily_stats`, root first
 * (one lock order for every writer).
 */

/** One movement of a member's REAL money as the aggregates see it. */
export type StatMovement = {
  memberId: number;
  /** The operator's calendar day, YYYY-MM-DD. */
  day: string;
  /** The UTC hour it happened in (hourly salary). */
  hour: Date;
  kind: string;
  /** As posted: positive credits the member. */
  amountMinor: number;
  /** BET, PAYOUT and BET_REFUND: the game's type (per-type turnover, rebates). */
  gameType?: string | null;
};

type Deltas = {
  depositMinor?: number;
  depositCount?: number;
  withdrawalMinor?: number;
  betMinor?: number;
  betCount?: number;
  validTurnoverMinor?: number;
  winMinor?: number;
  bonusMinor?: number;
  rebateMinor?: number;
  commissionMinor?: number;
  transferInMinor?: number;
  transferOutMinor?: number;
};

const bonusKinds = new Set(['BONUS', 'BONUS_REMOVED', 'REWARD', 'RED_RAIN', 'REFERRAL_REWARD']);

/** Which columns a ledger kind moves (none: seed credits, adjustments, play money). */
export function statDeltas(kind: string, amountMinor: number): Deltas | null {
  switch (kind) {
    case 'DEPOSIT':
      return { depositMinor: amountMinor, depositCount: 1 };
    case 'WITHDRAWAL':
    case 'WITHDRAWAL_RETURN':
      return { withdrawalMinor: -amountMinor };
    case 'BET':
      return { betMinor: -amountMinor, betCount: 1, validTurnoverMinor: -amountMinor };
    case 'BET_REFUND':
      return { validTurnoverMinor: -amountMinor };
    case 'PAYOUT':
      return { winMinor: amountMinor };
    case 'REBATE':
      return { rebateMinor: amountMinor };
    case 'SALARY':
    case 'DIVIDEND':
      return amountMinor > 0
        ? { commissionMinor: amountMinor }
        : { transferOutMinor: -amountMinor };
    case 'AGENT_TRANSFER':
      return amountMinor > 0
        ? { transferInMinor: amountMinor }
        : { transferOutMinor: -amountMinor };
    default:
      return bonusKinds.has(kind) ? { bonusMinor: amountMinor } : null;
  }
}

const columnNames: Record<keyof Deltas, string> = {
  depositMinor: 'deposit_minor',
  depositCount: 'deposit_count',
  withdrawalMinor: 'withdrawal_minor',
  betMinor: 'bet_minor',
  betCount: 'bet_count',
  validTurnoverMinor: 'valid_turnover_minor',
  winMinor: 'win_minor',
  bonusMinor: 'bonus_minor',
  rebateMinor: 'rebate_minor',
  commissionMinor: 'commission_minor',
  transferInMinor: 'transfer_in_minor',
  transferOutMinor: 'transfer_out_minor',
};

/** `col = table.col + excluded.col` for each column, for an upsert's DO UPDATE. */
function addUp(table: string, columns: readonly string[]) {
  return sql.raw(columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
}

export function teamStatsQueries(db: AppDatabase) {
  /** The team rows of every ancestor of `memberId` for `day`, by the given extra counts too. */
  async function addToTeams(
    memberId: number,
    day: string,
    values: Record<string, number>,
  ): Promise<void> {
    const columns = Object.keys(values);
    if (columns.length === 0) return;
    const cols = sql.raw(columns.join(', '));
    const vals = sql.join(
      columns.map((c) => sql`${values[c]}::bigint`),
      sql`, `,
    );
    await db.execute(sql`
      insert into team_daily_stats (agent_id, day, ${cols})
      select p.ancestor_id, ${day}::date, ${vals}
      from team_paths p where p.member_id = ${memberId} and p.depth > 0
      order by p.depth desc
      on conflict (agent_id, day) do update set ${addUp('team_daily_stats', columns)}`);
  }

  return {
    /** Counts one movement in the member's day and its uplines' team days. */
    async recordMovement(m: StatMovement): Promise<void> {
      const deltas = statDeltas(m.kind, m.amountMinor);
      if (!deltas) return;
      const entries = Object.entries(deltas).filter(([, v]) => v !== 0) as [keyof Deltas, number][];
      if (entries.length === 0) return;
      const columns = entries.map(([k]) => columnNames[k]);
      const values = Object.fromEntries(entries.map(([k, v]) => [columnNames[k], v]));
      const cols = sql.raw(columns.join(', '));
      const vals = sql.join(
        entries.map(([, v]) => sql`${v}::bigint`),
        sql`, `,
      );
      await db.execute(sql`
        insert into member_daily_stats (member_id, day, ${cols})
        values (${m.memberId}, ${m.day}::date, ${vals})
        on conflict (member_id, day) do update set ${addUp('member_daily_stats', columns)}`);

      const team: Record<string, number> = { ...values };
      if (deltas.validTurnoverMinor && m.gameType) {
        await db.execute(sql`
          insert into member_daily_turnover (member_id, day, game_type, valid_turnover_minor)
          values (${m.memberId}, ${m.day}::date, ${m.gameType}, ${deltas.validTurnoverMinor})
          on conflict (member_id, day, game_type) do update
            set valid_turnover_minor = member_daily_turnover.valid_turnover_minor
              + excluded.valid_turnover_minor`);
      }
      if (m.kind === 'BET') await countBettor(m, team);
      if (m.kind === 'DEPOSIT') await countFirstDeposit(m, team);
      await addToTeams(m.memberId, m.day, team);
    },

    /** A new account under an upline: one registration in each ancestor's team day. */
    async recordRegistration(memberId: number, day: string): Promise<void> {
      await addToTeams(memberId, day, { registrations: 1 });
    },
  };

  /**
   * A bet: the member's first of the day counts once in its teams' active members (and moves its
   * `active_last` from its previous betting day); its turnover and first bet of the hour go to
   * the teams' hourly rows.
   */
  async function countBettor(m: StatMovement, team: Record<string, number>): Promise<void> {
    const [prev] = rowsOf<{ last_bet_day: string | null; last_bet_hour: string | Date | null }>(
      await db.execute(
        sql`select to_char(last_bet_day, 'YYYY-MM-DD') as last_bet_day, last_bet_hour
            from member_activity where member_id = ${m.memberId} for update`,
      ),
    );
    const prevDay = prev?.last_bet_day ?? null;
    const prevHour = prev?.last_bet_hour ? new Date(prev.last_bet_hour).getTime() : null;
    const newDay = prevDay === null || prevDay < m.day;
    const newHour = prevHour === null || prevHour < m.hour.getTime();
    if (newDay || newHour) {
      await db.execute(sql`
        insert into member_activity (member_id, last_bet_day, last_bet_hour)
        values (${m.memberId}, ${m.day}::date, ${m.hour.toISOString()}::timestamptz)
        on conflict (member_id) do update set
          last_bet_day = greatest(member_activity.last_bet_day, excluded.last_bet_day),
          last_bet_hour = greatest(member_activity.last_bet_hour, excluded.last_bet_hour)`);
    }
    if (newDay) {
      team.active_members = 1;
      team.active_last = 1;
      if (prevDay !== null) await addToTeams(m.memberId, prevDay, { active_last: -1 });
    }
    await db.execute(sql`
      insert into team_hourly_stats (agent_id, hour, valid_turnover_minor, active_members)
      select p.ancestor_id, ${m.hour.toISOString()}::timestamptz, ${-m.amountMinor}::bigint,
        ${newHour ? 1 : 0}
      from team_paths p where p.member_id = ${m.memberId} and p.depth > 0
      order by p.depth desc
      on conflict (agent_id, hour) do update set
        valid_turnover_minor = team_hourly_stats.valid_turnover_minor + excluded.valid_turnover_minor,
        active_members = team_hourly_stats.active_members + excluded.active_members`);
  }

  /** The member's first deposit ever counts once in its teams' first deposits of that day. */
  async function countFirstDeposit(m: StatMovement, team: Record<string, number>): Promise<void> {
    const first = await db.execute(sql`
      insert into member_activity (member_id, first_deposit_day) values (${m.memberId}, ${m.day}::date)
      on conflict (member_id) do update set first_deposit_day = excluded.first_deposit_day
        where member_activity.first_deposit_day is null
      returning member_id`);
    if (rowsOf(first).length > 0) team.first_deposits = 1;
  }
}
export type TeamStatsQueries = ReturnType<typeof teamStatsQueries>;
