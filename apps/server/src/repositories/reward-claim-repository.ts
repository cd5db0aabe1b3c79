import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@app/contracts/reward-constants';
import type { AppDatabase } from '../db/create-db';
import { deposits, members, rewardClaims, rewardEvents } from '../db/schema';

/** A claim; `status` is one of the contract's claim statuses (the column is varchar). */
export type RewardClaimRow = Omit<typeof rewardClaims.$inferSelect, 'status'> & {
  status: ClaimStatus;
};
export type NewRewardClaim = Omit<typeof rewardClaims.$inferInsert, 'id' | 'status'> & {
  status: ClaimStatus;
};
const typed = (row: typeof rewardClaims.$inferSelect): RewardClaimRow => row as RewardClaimRow;
/** A claim as the console lists it: with the member's username and the promotion. */
export type RewardClaimWithNames = RewardClaimRow & {
  username: string;
  code: string;
  title: unknown;
};

const withNames = {
  claim: rewardClaims,
  username: members.username,
  code: rewardEvents.code,
  title: rewardEvents.title,
};

/**
 * Members' claims of event and referral rewards. One row per (event, member, period) by the
 * unique index, so two taps or two instances at once insert one; every state change is a
 * conditional UPDATE from the expected states, made in the transaction of its ledger post.
 * Usable on the pool or inside one transaction (`bind`).
 */
export function createRewardClaimRepository(db: AppDatabase) {
  return {
    async ofMember(memberId: number): Promise<RewardClaimRow[]> {
      const rows = await db
        .select()
        .from(rewardClaims)
        .where(eq(rewardClaims.memberId, memberId))
        .orderBy(rewardClaims.id);
      return rows.map(typed);
    },

    async findById(id: number): Promise<RewardClaimRow | null> {
      const [row] = await db.select().from(rewardClaims).where(eq(rewardClaims.id, id));
      return row ? typed(row) : null;
    },

    async findOf(
      eventId: number,
      memberId: number,
      periodKey: string,
    ): Promise<RewardClaimRow | null> {
      const [row] = await db
        .select()
        .from(rewardClaims)
        .where(
          and(
            eq(rewardClaims.eventId, eventId),
            eq(rewardClaims.memberId, memberId),
            eq(rewardClaims.periodKey, periodKey),
          ),
        );
      return row ? typed(row) : null;
    },

    /** The new claim, or null when this member has one for this event and period already. */
    async insertIfMissing(values: NewRewardClaim): Promise<RewardClaimRow | null> {
      const [row] = await db
        .insert(rewardClaims)
        .values(values)
        .onConflictDoNothing({
          target: [rewardClaims.eventId, rewardClaims.memberId, rewardClaims.periodKey],
        })
        .returning();
      return row ? typed(row) : null;
    },

    /** Moves a claim from one of `from` to `to`; null when it is in none of them (any more). */
    async transition(
      id: number,
      from: readonly ClaimStatus[],
      to: ClaimStatus,
      patch: { reason?: string | null; handledBy?: string | null; updatedAt: Date },
    ): Promise<RewardClaimRow | null> {
      const [row] = await db
        .update(rewardClaims)
        .set({ ...patch, status: to })
        .where(and(eq(rewardClaims.id, id), inArray(rewardClaims.status, [...from])))
        .returning();
      return row ? typed(row) : null;
    },

    /**
     * A CLAIMABLE claim (period `friend:<id>`) for each friend the member referred whose first
     * successful deposit reached `minDepositMinor`, where missing: one statement, so concurrent
     * reads insert each once.
     */
    async insertReferralClaims(input: {
      eventId: number;
      referrerId: number;
      amountMinor: number;
      minDepositMinor: number;
      now: Date;
    }): Promise<void> {
      const at = input.now.toISOString();
      await db.execute(sql`
        insert into ${rewardClaims} (event_id, member_id, period_key, status, amount_minor,
          created_at, updated_at)
        select ${input.eventId}, ${input.referrerId}, 'friend:' || f.id, 'CLAIMABLE',
          ${input.amountMinor}, ${at}::timestamptz, ${at}::timestamptz
        from ${members} f
        where f.parent_id = ${input.referrerId}
          and (select d.amount_minor from ${deposits} d
               where d.member_id = f.id and d.status = 'SUCCESS'
               order by d.updated_at asc, d.id asc limit 1) >= ${input.minDepositMinor}
        on conflict (event_id, member_id, period_key) do nothing`);
    },

    /** Usernames of members by id (the friends named by referral claims). */
    async usernames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    async findWithNames(id: number): Promise<RewardClaimWithNames | null> {
      const [row] = await db
        .select(withNames)
        .from(rewardClaims)
        .innerJoin(members, eq(members.id, rewardClaims.memberId))
        .innerJoin(rewardEvents, eq(rewardEvents.id, rewardClaims.eventId))
        .where(eq(rewardClaims.id, id));
      return row
        ? { ...typed(row.claim), username: row.username, code: row.code, title: row.title }
        : null;
    },

    /** The console's list: newest first, optionally of one status. */
    async page(input: {
      status?: string | undefined;
      offset: number;
      limit: number;
    }): Promise<{ rows: RewardClaimWithNames[]; total: number }> {
      const where = input.status ? eq(rewardClaims.status, input.status) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(withNames)
          .from(rewardClaims)
          .innerJoin(members, eq(members.id, rewardClaims.memberId))
          .innerJoin(rewardEvents, eq(rewardEvents.id, rewardClaims.eventId))
          .where(where)
          .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
          .limit(input.limit)
          .offset(input.offset),
        db.select({ n: count() }).from(rewardClaims).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          ...typed(r.claim),
          username: r.username,
          code: r.code,
          title: r.title,
        })),
        total: counted?.n ?? 0,
      };
    },
  };
}
export type RewardClaimRepository = ReturnType<typeof createRewardClaimRepository>;
