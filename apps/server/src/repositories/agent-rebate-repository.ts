import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rebatePayouts } from '../db/schema';
import { rowsOf } from './sql-rows';

/**
 * Rebates (issue 17): the turnover lines of a day with their members' paths and rates (the
 * daily job and today's projection), the day's `rebate_payouts` rows (one per member and day,
 * the primary key makes a rerun or a second instance insert nothing), and an agent's rate
 * table and earnings. Usable on the pool or inside one transaction (`bind`).
 */

export type TurnoverLineRow = { memberId: number; gameType: string; turnoverMinor: number };
export type PathRow = { memberId: number; ancestorId: number; depth: number };
export type RateRow = { memberId: number; gameType: string; rateBp: number };

/** A game type's part of a payout row (minor units). */
export type PayoutGameDetail = {
  turnover: number;
  teamTurnover: number;
  rateBp: number;
  own: number;
  team: number;
};
export type PayoutRow = {
  day: string;
  ownMinor: number;
  teamMinor: number;
  detail: Record<string, PayoutGameDetail>;
};

type Raw = Record<string, string | number | null>;
const num = (v: unknown): number => Number(v ?? 0);

/** What the day's lines need: the members' paths (depth order) and every rate on them. */
export type DayLines = { lines: TurnoverLineRow[]; paths: PathRow[]; rates: RateRow[] };

export function createAgentRebateRepository(db: AppDatabase) {
  /** Paths and rates of the members in `memberSubquery` (a sql fragment selecting member ids). */
  async function pathsAndRates(
    memberSubquery: ReturnType<typeof sql>,
  ): Promise<{ paths: PathRow[]; rates: RateRow[] }> {
    const paths = rowsOf<Raw>(
      await db.execute(sql`select p.member_id, p.ancestor_id, p.depth from team_paths p
        where p.member_id in (${memberSubquery}) order by p.member_id, p.depth`),
    ).map((r) => ({
      memberId: num(r.member_id),
      ancestorId: num(r.ancestor_id),
      depth: num(r.depth),
    }));
    const rates = rowsOf<Raw>(
      await db.execute(sql`select r.member_id, r.game_type, r.rate_bp from rebate_rates r
        where r.member_id in (select p.ancestor_id from team_paths p
          where p.member_id in (${memberSubquery}))`),
    ).map((r) => ({
      memberId: num(r.member_id),
      gameType: String(r.game_type),
      rateBp: num(r.rate_bp),
    }));
    return { paths, rates };
  }

  const lineRows = (rows: Raw[]): TurnoverLineRow[] =>
    rows.map((r) => ({
      memberId: num(r.member_id),
      gameType: String(r.game_type),
      turnoverMinor: num(r.valid_turnover_minor),
    }));

  return {
    /** Every positive turnover line of the day, with the paths and rates of its members. */
    async linesOfDay(day: string): Promise<DayLines> {
      const lines = lineRows(
        rowsOf<Raw>(
          await db.execute(sql`select member_id, game_type, valid_turnover_minor
            from member_daily_turnover where day = ${day}::date and valid_turnover_minor > 0
            order by member_id, game_type`),
        ),
      );
      if (lines.length === 0) return { lines, paths: [], rates: [] };
      const members = sql`select t.member_id from member_daily_turnover t
        where t.day = ${day}::date and t.valid_turnover_minor > 0`;
      return { lines, ...(await pathsAndRates(members)) };
    },

    /** The lines of one agent's subtree (itself included) on the day: its projection. */
    async linesOfTeamDay(agentId: number, day: string): Promise<DayLines> {
      const lines = lineRows(
        rowsOf<Raw>(
          await db.execute(sql`select t.member_id, t.game_type, t.valid_turnover_minor
            from team_paths tp join member_daily_turnover t
              on t.member_id = tp.member_id and t.day = ${day}::date
            where tp.ancestor_id = ${agentId} and t.valid_turnover_minor > 0
            order by t.member_id, t.game_type`),
        ),
      );
      if (lines.length === 0) return { lines, paths: [], rates: [] };
      const members = sql`select tp2.member_id from team_paths tp2
        join member_daily_turnover t2 on t2.member_id = tp2.member_id and t2.day = ${day}::date
        where tp2.ancestor_id = ${agentId} and t2.valid_turnover_minor > 0`;
      return { lines, ...(await pathsAndRates(members)) };
    },

    /** Members whose day is settled already (a row, paid or zero). */
    async settledMembers(day: string): Promise<Set<number>> {
      const rows = rowsOf<Raw>(
        await db.execute(sql`select member_id from rebate_payouts where day = ${day}::date`),
      );
      return new Set(rows.map((r) => num(r.member_id)));
    },

    /**
     * The days from `from` to `to` that still have someone to settle: a member with turnover
     * or one of its uplines without a row for the day.
     */
    async unsettledDays(from: string, to: string): Promise<string[]> {
      const rows = rowsOf<Raw>(
        await db.execute(sql`select distinct t.day::text as day from member_daily_turnover t
          join team_paths p on p.member_id = t.member_id
          where t.day between ${from}::date and ${to}::date and t.valid_turnover_minor > 0
            and not exists (select 1 from rebate_payouts r
              where r.member_id = p.ancestor_id and r.day = t.day)
          order by 1`),
      );
      return rows.map((r) => String(r.day));
    },

    /** Of these members, those without a REAL wallet yet (the job opens one before paying). */
    async withoutWallet(memberIds: readonly number[]): Promise<number[]> {
      if (memberIds.length === 0) return [];
      const rows = rowsOf<Raw>(
        await db.execute(
          sql`select m.id from members m where m.id in (${sql.join(
            memberIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and not exists (select 1 from wallets w where w.member_id = m.id and w.kind = 'REAL')`,
        ),
      );
      return rows.map((r) => num(r.id));
    },

    /** Marks the member's day settled; false when it was already (nothing to pay now). */
    async insertPayout(row: {
      memberId: number;
      day: string;
      ownMinor: number;
      teamMinor: number;
      detail: Record<string, PayoutGameDetail>;
      createdAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(rebatePayouts)
        .values(row)
        .onConflictDoNothing({ target: [rebatePayouts.memberId, rebatePayouts.day] })
        .returning({ day: rebatePayouts.day });
      return inserted.length > 0;
    },

    /**
     * Settled rows with money owed but no ledger post (the member was on a safer-gambling break
     * when the day was settled), oldest first.
     */
    async unpaidPayouts(
      limit: number,
    ): Promise<{ memberId: number; day: string; amountMinor: number }[]> {
      const rows = rowsOf<Raw>(
        await db.execute(sql`select member_id, day::text as day,
            (own_minor + team_minor)::float8 as amount from rebate_payouts
          where transaction_id is null and own_minor + team_minor > 0
          order by day, member_id limit ${limit}`),
      );
      return rows.map((r) => ({
        memberId: num(r.member_id),
        day: String(r.day),
        amountMinor: num(r.amount),
      }));
    },

    async setPayoutTransaction(memberId: number, day: string, transactionId: number) {
      await db.execute(sql`update rebate_payouts set transaction_id = ${transactionId}
        where member_id = ${memberId} and day = ${day}::date`);
    },

    /** The agent's settled days from `from` to `to`, newest first. */
    async payoutsOf(memberId: number, from: string, to: string): Promise<PayoutRow[]> {
      const rows = rowsOf<Raw & { detail: unknown }>(
        await db.execute(sql`select day::text as day, own_minor, team_minor, detail
          from rebate_payouts where member_id = ${memberId}
            and day between ${from}::date and ${to}::date order by day desc`),
      );
      return rows.map((r) => ({
        day: String(r.day),
        ownMinor: num(r.own_minor),
        teamMinor: num(r.team_minor),
        detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<
          string,
          PayoutGameDetail
        >,
      }));
    },

    /** The agent's own and its team's valid turnover per day from `from` to `to`. */
    async turnoverDays(
      memberId: number,
      from: string,
      to: string,
    ): Promise<Map<string, { own: number; team: number }>> {
      const rows = rowsOf<Raw>(
        await db.execute(sql`select day::text as day, sum(own)::bigint as own, sum(team)::bigint as team
          from (
            select day, valid_turnover_minor as own, 0 as team from member_daily_stats
              where member_id = ${memberId} and day between ${from}::date and ${to}::date
            union all
            select day, 0 as own, valid_turnover_minor as team from team_daily_stats
              where agent_id = ${memberId} and day between ${from}::date and ${to}::date
          ) d group by day`),
      );
      return new Map(rows.map((r) => [String(r.day), { own: num(r.own), team: num(r.team) }]));
    },

    /** The member's own rates, its upline's and its direct downlines' (basis points). */
    async rateTable(memberId: number): Promise<{
      uplineId: number | null;
      own: RateRow[];
      upline: RateRow[];
      directDownlines: number;
      given: { gameType: string; maxBp: number; count: number }[];
    }> {
      const [member] = rowsOf<Raw>(
        await db.execute(sql`select parent_id,
          (select count(*) from team_paths where ancestor_id = ${memberId} and depth = 1) as direct
          from members where id = ${memberId}`),
      );
      const uplineId = member?.parent_id == null ? null : num(member.parent_id);
      const ratesOf = async (id: number) =>
        rowsOf<Raw>(
          await db.execute(sql`select member_id, game_type, rate_bp from rebate_rates
            where member_id = ${id}`),
        ).map((r) => ({
          memberId: num(r.member_id),
          gameType: String(r.game_type),
          rateBp: num(r.rate_bp),
        }));
      const given = rowsOf<Raw>(
        await db.execute(sql`select r.game_type, max(r.rate_bp) as max_bp,
            count(*) filter (where r.rate_bp > 0) as n
          from team_paths p join rebate_rates r on r.member_id = p.member_id
          where p.ancestor_id = ${memberId} and p.depth = 1 group by r.game_type`),
      ).map((r) => ({ gameType: String(r.game_type), maxBp: num(r.max_bp), count: num(r.n) }));
      return {
        uplineId,
        own: await ratesOf(memberId),
        upline: uplineId === null ? [] : await ratesOf(uplineId),
        directDownlines: num(member?.direct),
        given,
      };
    },
  };
}
export type AgentRebateRepository = ReturnType<typeof createAgentRebateRepository>;
