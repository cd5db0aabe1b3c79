import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  memberProtections,
  members,
  playSessions,
  protectionHistory,
  protectionLimits,
} from '../db/schema';
import { rowsOf } from './sql-rows';

export type ProtectionsRow = typeof memberProtections.$inferSelect;
export type ProtectionsPatch = Partial<Omit<ProtectionsRow, 'memberId' | 'updatedAt'>>;
export type LimitRow = typeof protectionLimits.$inferSelect;
export type LimitKind = 'DEPOSIT' | 'LOSS';
export type PlaySessionRow = typeof playSessions.$inferSelect;
export type HistoryEntryRow = typeof protectionHistory.$inferSelect;

/** One line of the account history, in minor units (the service names and formats it). */
export type AccountHistoryLine = {
  at: Date;
  kind: 'DEPOSIT' | 'WITHDRAWAL' | 'ROUND' | 'BONUS';
  reference: string;
  description: string;
  amountMinor: number;
  status: string;
};

/** The ledger kinds the account history shows as bonuses and other credits. */
export const BONUS_LEDGER_KINDS = [
  'BONUS',
  'BONUS_REMOVED',
  'REWARD',
  'RED_RAIN',
  'REFERRAL_REWARD',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'AGENT_TRANSFER',
  'ADJUSTMENT',
] as const;

/** Deposit states that never took money and so do not count towards a deposit limit. */
const NOT_COUNTED = ['FAILED', 'EXPIRED', 'REJECTED', 'CANCELLED'];

const num = (v: unknown): number => Number(v ?? 0);

/**
 * Safer gambling's SQL (issue 18): the member's protections, limits, history and play
 * sessions, and the sums the rules need (deposits in a window, net loss of settled rounds).
 * Usable on the pool or inside one transaction (`createSaferGamblingRepository(tx)`).
 */
export function createSaferGamblingRepository(db: AppDatabase) {
  return {
    /**
     * Locks the member's row until the transaction ends: a deposit's limit check and insert, and
     * a limit change, of one member run one after the other.
     */
    async lockMember(memberId: number): Promise<void> {
      await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
    },

    async protections(memberId: number): Promise<ProtectionsRow | null> {
      const [row] = await db
        .select()
        .from(memberProtections)
        .where(eq(memberProtections.memberId, memberId));
      return row ?? null;
    },

    /** Creates the member's row with the defaults if missing, then applies `patch`. */
    async saveProtections(memberId: number, patch: ProtectionsPatch, at: Date): Promise<void> {
      await db
        .insert(memberProtections)
        .values({ memberId, ...patch, updatedAt: at })
        .onConflictDoUpdate({
          target: memberProtections.memberId,
          set: { ...patch, updatedAt: at },
        });
    },

    async limits(memberId: number, kind: LimitKind): Promise<LimitRow[]> {
      return db
        .select()
        .from(protectionLimits)
        .where(and(eq(protectionLimits.memberId, memberId), eq(protectionLimits.kind, kind)));
    },

    async saveLimit(
      row: Pick<
        LimitRow,
        'memberId' | 'kind' | 'period' | 'amountMinor' | 'pendingAmountMinor' | 'effectiveAt'
      >,
      at: Date,
    ): Promise<void> {
      const values = {
        amountMinor: row.amountMinor,
        pendingAmountMinor: row.pendingAmountMinor,
        effectiveAt: row.effectiveAt,
        updatedAt: at,
      };
      await db
        .insert(protectionLimits)
        .values({ memberId: row.memberId, kind: row.kind, period: row.period, ...values })
        .onConflictDoUpdate({
          target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period],
          set: values,
        });
    },

    /** Deposits created since `since` that may still take money or did (not failed etc.). */
    async depositedSince(memberId: number, since: Date): Promise<number> {
      const result = await db.execute(sql`
        select coalesce(sum(amount_minor), 0)::float8 as total from deposits
        where member_id = ${memberId} and created_at >= ${since.toISOString()}
          and status not in (${sql.join(
            NOT_COUNTED.map((s) => sql`${s}`),
            sql`, `,
          )})`);
      return num(rowsOf<{ total: unknown }>(result)[0]?.total);
    },

    /** Stakes and payouts of the member's settled real-money rounds in [from, to). */
    async roundTotals(
      memberId: number,
      from: Date,
      to: Date,
    ): Promise<{ stakesMinor: number; payoutsMinor: number }> {
      const result = await db.execute(sql`
        select coalesce(sum(stake_minor), 0)::float8 as stakes,
               coalesce(sum(payout_minor), 0)::float8 as payouts
        from bet_orders
        where member_id = ${memberId} and wallet_kind = 'REAL' and status = 'SETTLED'
          and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`);
      const row = rowsOf<{ stakes: unknown; payouts: unknown }>(result)[0];
      return { stakesMinor: num(row?.stakes), payoutsMinor: num(row?.payouts) };
    },

    // ------------------------------------------------------------ play sessions

    async openSession(memberId: number): Promise<PlaySessionRow | null> {
      const [row] = await db
        .select()
        .from(playSessions)
        .where(and(eq(playSessions.memberId, memberId), isNull(playSessions.endedAt)));
      return row ?? null;
    },

    async endSession(id: number, at: Date): Promise<void> {
      await db
        .update(playSessions)
        .set({ endedAt: at })
        .where(and(eq(playSessions.id, id), isNull(playSessions.endedAt)));
    },

    /** Null when another request opened the member's session first (one open at a time). */
    async startSession(
      memberId: number,
      at: Date,
      nextCheckAt: Date,
    ): Promise<PlaySessionRow | null> {
      const [row] = await db
        .insert(playSessions)
        .values({ memberId, startedAt: at, lastActivityAt: at, nextCheckAt })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** A launch (no round) or a round of the session: its last activity and totals move. */
    async recordActivity(
      id: number,
      at: Date,
      round: { stakeMinor: number; payoutMinor: number } | null,
    ): Promise<void> {
      await db
        .update(playSessions)
        .set({
          lastActivityAt: at,
          ...(round
            ? {
                rounds: sql`${playSessions.rounds} + 1`,
                stakesMinor: sql`${playSessions.stakesMinor} + ${round.stakeMinor}`,
                payoutsMinor: sql`${playSessions.payoutsMinor} + ${round.payoutMinor}`,
              }
            : {}),
        })
        .where(eq(playSessions.id, id));
    },

    async setNextCheck(id: number, at: Date): Promise<void> {
      await db.update(playSessions).set({ nextCheckAt: at }).where(eq(playSessions.id, id));
    },

    // ------------------------------------------------------------ history

    async addHistory(memberId: number, event: string, detail: string, at: Date): Promise<void> {
      await db.insert(protectionHistory).values({ memberId, event, detail, createdAt: at });
    },

    async history(memberId: number, limit = 200): Promise<HistoryEntryRow[]> {
      return db
        .select()
        .from(protectionHistory)
        .where(eq(protectionHistory.memberId, memberId))
        .orderBy(desc(protectionHistory.createdAt), desc(protectionHistory.id))
        .limit(limit);
    },

    async memberExists(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, memberId));
      return row !== undefined;
    },

    /** The member's login password hash (time-out and self-exclusion ask for the password). */
    async passwordHashOf(memberId: number): Promise<string | null> {
      const [row] = await db
        .select({ hash: members.passwordHash })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.hash ?? null;
    },

    async idByUsername(username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.username}) = lower(${username})`);
      return row?.id ?? null;
    },

    async usernameOf(memberId: number): Promise<string> {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? '';
    },

    /**
     * Whether an account with this mobile number or email is self-excluded at `now` (the
     * registration refuses a new account for it).
     */
    async excludedHolderExists(
      input: { dialingCode: string | null; mobileNum: string | null; email: string | null },
      now: Date,
    ): Promise<boolean> {
      const matches = [];
      if (input.mobileNum)
        matches.push(
          sql`(m.mobile_num = ${input.mobileNum} and m.country_dialing_code is not distinct from ${input.dialingCode})`,
        );
      if (input.email) matches.push(sql`lower(m.email) = lower(${input.email})`);
      if (matches.length === 0) return false;
      const result = await db.execute(sql`
        select 1 as hit from members m join member_protections p on p.member_id = m.id
        where (${sql.join(matches, sql` or `)})
          and p.exclusion_since is not null
          and (p.exclusion_permanent or p.exclusion_until > ${now.toISOString()})
        limit 1`);
      return rowsOf(result).length > 0;
    },

    /** The protections rows among `memberIds` with a break that may run at `now`. */
    async withBreaks(memberIds: readonly number[], now: Date): Promise<ProtectionsRow[]> {
      if (memberIds.length === 0) return [];
      return db
        .select()
        .from(memberProtections)
        .where(
          and(
            inArray(memberProtections.memberId, [...memberIds]),
            sql`(${memberProtections.exclusionSince} is not null and (${memberProtections.exclusionPermanent} or ${memberProtections.exclusionUntil} > ${now.toISOString()}))
              or ${memberProtections.timeOutUntil} > ${now.toISOString()}`,
          ),
        );
    },

    /** Whether the member is self-excluded or on a time-out at `now`. */
    async onBreak(memberId: number, now: Date): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 as hit from member_protections p
        where p.member_id = ${memberId}
          and ((p.exclusion_since is not null
                and (p.exclusion_permanent or p.exclusion_until > ${now.toISOString()}))
            or (p.time_out_until is not null and p.time_out_until > ${now.toISOString()}))`);
      return rowsOf(result).length > 0;
    },

    // ------------------------------------------------------------ account history

    /**
     * Deposits (all states), withdrawals, settled real-money rounds and bonuses and other credits
     * of the member in [from, to), newest first; a page (`limit`, `offset`) and the total.
     */
    async accountHistory(input: {
      memberId: number;
      from: Date;
      to: Date;
      kind?: AccountHistoryLine['kind'] | undefined;
      limit: number;
      offset: number;
    }): Promise<{ lines: AccountHistoryLine[]; total: number }> {
      const { memberId } = input;
      const from = input.from.toISOString();
      const to = input.to.toISOString();
      const parts = {
        DEPOSIT: sql`select d.created_at as at, 'DEPOSIT' as kind, d.reference as reference,
            d.method_code as description, (d.amount_minor - d.fee_minor)::float8 as amount,
            d.status as status, d.id::float8 as tie
          from deposits d where d.member_id = ${memberId}
            and d.created_at >= ${from} and d.created_at < ${to}`,
        WITHDRAWAL: sql`select w.created_at, 'WITHDRAWAL', w.reference, w.bank_code,
            (-w.amount_minor)::float8, w.status, w.id::float8
          from withdrawals w where w.member_id = ${memberId}
            and w.created_at >= ${from} and w.created_at < ${to}`,
        ROUND: sql`select b.created_at, 'ROUND', b.order_id, g.name,
            (b.payout_minor - b.stake_minor)::float8, b.status, b.id::float8
          from bet_orders b join games g on g.id = b.game_id
          where b.member_id = ${memberId} and b.wallet_kind = 'REAL'
            and b.created_at >= ${from} and b.created_at < ${to}`,
        BONUS: sql`select t.created_at, 'BONUS', coalesce(t.memo, t.idempotency_key), t.kind,
            e.amount_minor::float8, 'SUCCESS', e.id::float8
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join wallets wa on wa.id = e.wallet_id
          where wa.member_id = ${memberId} and wa.kind = 'REAL'
            and t.kind in (${sql.join(
              BONUS_LEDGER_KINDS.map((k) => sql`${k}`),
              sql`, `,
            )})
            and t.created_at >= ${from} and t.created_at < ${to}`,
      };
      const chosen = input.kind ? [parts[input.kind]] : Object.values(parts);
      const union = sql.join(chosen, sql` union all `);
      const [page, counted] = await Promise.all([
        db.execute(sql`select * from (${union}) h order by h.at desc, h.tie desc
          limit ${input.limit} offset ${input.offset}`),
        db.execute(sql`select count(*)::float8 as n from (${union}) h`),
      ]);
      const lines = rowsOf<{
        at: Date | string;
        kind: AccountHistoryLine['kind'];
        reference: string;
        description: string;
        amount: unknown;
        status: string;
      }>(page).map((r) => ({
        at: new Date(r.at),
        kind: r.kind,
        reference: r.reference,
        description: r.description,
        amountMinor: num(r.amount),
        status: r.status,
      }));
      return { lines, total: num(rowsOf<{ n: unknown }>(counted)[0]?.n) };
    },
  };
}
export type SaferGamblingRepository = ReturnType<typeof createSaferGamblingRepository>;
