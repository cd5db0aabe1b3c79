import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { deposits, ledgerEntries, ledgerTransactions, members, wallets } from '../db/schema';
import { uniqueViolation } from './account-repository';
import { rowsOf } from './sql-rows';

/**
 * The ledger's side of referral rewards, as the rewards issue is to post them: a transaction of
 * kind REFERRAL_REWARD crediting the referrer's REAL wallet, whose idempotency key names the
 * friend it is for: `referral-reward:<friend member id>:<anything unique>`. The rewards issue
 * posts them when the member claims a referral reward (reward-claim-service.ts); the rewards
 * still to claim are reward_claims rows, which the invite screen reads through the reward
 * centre (reward-centre-service.ts `referralRewards`).
 */
export const REFERRAL_REWARD_KIND = 'REFERRAL_REWARD';
export const referralRewardKeyPrefix = (friendId: number): string => `referral-reward:${friendId}:`;

export type ReferralFriendRow = {
  id: number;
  username: string;
  createdAt: Date;
  deposited: boolean;
  earnedMinor: number;
};

const toNumber = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** A friend "made a first deposit" once any of their deposits succeeded (credited by the ledger). */
const depositedSql = (memberIdColumn: unknown) =>
  sql`exists (select 1 from ${deposits} where ${deposits.memberId} = ${memberIdColumn}
    and ${deposits.status} = 'SUCCESS')`;

/** The referrer's REFERRAL_REWARD credits, per friend id (text, from the idempotency key). */
const rewardsCte = (memberId: number) => sql`rewards as (
  select split_part(${ledgerTransactions.idempotencyKey}, ':', 2) as friend,
    sum(${ledgerEntries.amountMinor}) as earned
  from ${ledgerEntries}
  join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
  join ${wallets} on ${wallets.id} = ${ledgerEntries.walletId}
  where ${wallets.memberId} = ${memberId} and ${wallets.kind} = 'REAL'
    and ${ledgerTransactions.kind} = ${REFERRAL_REWARD_KIND}
    and ${ledgerTransactions.idempotencyKey} like 'referral-reward:%'
  group by 1)`;

/**
 * Referral codes and referred friends (issue 14). A member's code is `members.affiliate_code`,
 * the column agents' codes live in, so registration finds both the same way; `parent_id` links
 * a friend to the member whose code they registered with.
 */
export function createReferralRepository(db: AppDatabase) {
  return {
    async codeOf(memberId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: members.affiliateCode })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row?.code ?? null;
    },

    /** Whether any member's code equals this one ignoring case (registration compares so). */
    async codeTaken(code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`)
        .limit(1);
      return row !== undefined;
    },

    /**
     * Gives the member this code unless they have one already. 'set' or 'kept' (someone, e.g.
     * a concurrent first read, set one first: read it again), or 'taken' when another member
     * holds the code (the unique index decides; pick another).
     */
    async claimCode(memberId: number, code: string): Promise<'set' | 'kept' | 'taken'> {
      try {
        const updated = await db
          .update(members)
          .set({ affiliateCode: code })
          .where(and(eq(members.id, memberId), isNull(members.affiliateCode)))
          .returning({ id: members.id });
        return updated.length > 0 ? 'set' : 'kept';
      } catch (error) {
        if (uniqueViolation(error) !== null) return 'taken';
        throw error;
      }
    },

    async summary(
      memberId: number,
    ): Promise<{ friends: number; depositedFriends: number; earnedMinor: number }> {
      const result = await db.execute(sql`with ${rewardsCte(memberId)}
        select
          (select count(*)::int from ${members} where ${members.parentId} = ${memberId}) as friends,
          (select count(*)::int from ${members} where ${members.parentId} = ${memberId}
            and ${depositedSql(members.id)}) as deposited,
          (select coalesce(sum(r.earned), 0)::text from rewards r
            join ${members} f on f.id::text = r.friend and f.parent_id = ${memberId}) as earned`);
      const [row] = rowsOf<{ friends: unknown; deposited: unknown; earned: unknown }>(result);
      return {
        friends: toNumber(row?.friends),
        depositedFriends: toNumber(row?.deposited),
        earnedMinor: toNumber(row?.earned),
      };
    },

    /** The member's referred friends, newest first. */
    async friends(
      memberId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: ReferralFriendRow[]; total: number }> {
      const [listed, counted] = await Promise.all([
        db.execute(sql`with ${rewardsCte(memberId)}
          select ${members.id} as id, ${members.username} as username,
            ${members.createdAt} as created_at,
            ${depositedSql(members.id)} as deposited,
            coalesce((select r.earned from rewards r where r.friend = ${members.id}::text), 0)::text
              as earned
          from ${members}
          where ${members.parentId} = ${memberId}
          order by ${members.createdAt} desc, ${members.id} desc
          limit ${limit} offset ${offset}`),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(members)
          .where(eq(members.parentId, memberId)),
      ]);
      const rows = rowsOf<{
        id: unknown;
        username: string;
        created_at: unknown;
        deposited: unknown;
        earned: unknown;
      }>(listed).map((r) => ({
        id: toNumber(r.id),
        username: r.username,
        createdAt: toDate(r.created_at),
        deposited: r.deposited === true || r.deposited === 't',
        earnedMinor: toNumber(r.earned),
      }));
      return { rows, total: toNumber(counted[0]?.total) };
    },
  };
}
export type ReferralRepository = ReturnType<typeof createReferralRepository>;
