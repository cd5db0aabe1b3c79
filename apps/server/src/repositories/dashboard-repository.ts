import { and, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  betOrders,
  ledgerEntries,
  ledgerTransactions,
  members,
  sessions,
  wallets,
} from '../db/schema';

/** The console dashboard's figures, read from the members, sessions, ledger and bet tables. */
export function createDashboardRepository(db: AppDatabase) {
  return {
    /** Live sessions (not ended, not expired) of distinct members. */
    async playersOnline(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${sessions.memberId})::int` })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },

    async registrations(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(members)
        .where(gte(members.createdAt, since));
      return row?.n ?? 0;
    },

    /** Per ledger kind, the sum of real-money wallet entries since `since`. */
    async realMoneyByKind(kinds: readonly string[], since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({
          kind: ledgerTransactions.kind,
          total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(
          and(
            eq(wallets.kind, 'REAL'),
            inArray(ledgerTransactions.kind, [...kinds]),
            gte(ledgerEntries.createdAt, since),
          ),
        )
        .groupBy(ledgerTransactions.kind);
      return new Map(rows.map((r) => [r.kind, Number(r.total)]));
    },

    /** Real-money rounds since `since`: stakes, payouts and how many. */
    async realMoneyBets(since: Date): Promise<{ stakes: number; payouts: number; count: number }> {
      const [row] = await db
        .select({
          stakes: sql<string>`coalesce(sum(${betOrders.stakeMinor}), 0)`,
          payouts: sql<string>`coalesce(sum(${betOrders.payoutMinor}), 0)`,
          n: count(),
        })
        .from(betOrders)
        .where(and(eq(betOrders.walletKind, 'REAL'), gte(betOrders.createdAt, since)));
      return {
        stakes: Number(row?.stakes ?? 0),
        payouts: Number(row?.payouts ?? 0),
        count: row?.n ?? 0,
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
