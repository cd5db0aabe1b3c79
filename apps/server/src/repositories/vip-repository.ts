import { and, asc, eq, gt, gte, inArray, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  betOrders,
  ledgerEntries,
  ledgerTransactions,
  lotteryOrders,
  members,
  memberVip,
  vipLevels,
  wallets,
} from '../db/schema';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type MemberVipRow = typeof memberVip.$inferSelect;

const asNumber = (v: string | number | null | undefined) => Number(v ?? 0);

/** VIP levels, members' derived standing, and the sums the standing is derived from. */
export function createVipRepository(db: AppDatabase) {
  return {
    /** Every level, lowest first. */
    async levels(): Promise<VipLevelRow[]> {
      return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
    },

    /** Adds the levels that are missing; levels an operator changed stay as they are. */
    async insertMissingLevels(rows: readonly VipLevelRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(vipLevels)
        .values([...rows])
        .onConflictDoNothing({ target: vipLevels.level });
    },

    async standing(memberId: number): Promise<MemberVipRow | null> {
      const [row] = await db.select().from(memberVip).where(eq(memberVip.memberId, memberId));
      return row ?? null;
    },

    /**
     * Writes the derived standing and the member's VIP label together (member info and the
     * header show the label). The label is written only when it changes.
     */
    async saveStanding(row: MemberVipRow, label: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const { memberId, ...rest } = row;
        await tx
          .insert(memberVip)
          .values(row)
          .onConflictDoUpdate({ target: memberVip.memberId, set: rest });
        await tx
          .update(members)
          .set({ vipLabel: label })
          .where(and(eq(members.id, memberId), sql`${members.vipLabel} is distinct from ${label}`));
      });
    },

    /**
     * Money credited to the member's REAL wallet by the given ledger kinds since `since` (the
     * ledger's own time).
     */
    async creditedSince(memberId: number, kinds: readonly string[], since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sum(ledgerEntries.amountMinor) })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(
          and(
            eq(wallets.memberId, memberId),
            eq(wallets.kind, 'REAL'),
            inArray(ledgerTransactions.kind, [...kinds]),
            gt(ledgerEntries.amountMinor, 0),
            gte(ledgerEntries.createdAt, since),
          ),
        );
      return asNumber(row?.total);
    },

    /**
     * Valid turnover since `since`: settled real-money game rounds' stakes, plus lottery orders'
     * stakes less what was refunded, for orders not cancelled.
     */
    async turnoverSince(memberId: number, since: Date): Promise<number> {
      const [rounds] = await db
        .select({ total: sum(betOrders.stakeMinor) })
        .from(betOrders)
        .where(
          and(
            eq(betOrders.memberId, memberId),
            eq(betOrders.walletKind, 'REAL'),
            eq(betOrders.status, 'SETTLED'),
            gte(betOrders.createdAt, since),
          ),
        );
      const [lottery] = await db
        .select({
          total: sql<
            string | null
          >`sum(${lotteryOrders.stakeMinor} - ${lotteryOrders.refundMinor})`,
        })
        .from(lotteryOrders)
        .where(
          and(
            eq(lotteryOrders.memberId, memberId),
            // Valid turnover as the bet record counts it: settled tickets, real money only.
            eq(lotteryOrders.status, 'SETTLED'),
            sql`exists (select 1 from ${ledgerEntries}
              join ${wallets} on ${wallets.id} = ${ledgerEntries.walletId}
              where ${ledgerEntries.transactionId} = ${lotteryOrders.betTransactionId}
                and ${wallets.kind} = 'REAL')`,
            gte(lotteryOrders.createdAt, since),
          ),
        );
      return asNumber(rounds?.total) + asNumber(lottery?.total);
    },
  };
}
export type VipRepository = ReturnType<typeof createVipRepository>;
