import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from './sql-rows';

export type WalletTotal = { kind: string; currency: string; wallets: number; balanceMinor: number };

/**
 * Ledger figures for /metrics, read at every scrape, so both queries stay cheap whatever the
 * history: the wallets table has one row per member and kind (a scan of that is the price of
 * an exact sum), and the newest ledger transaction id is one step down the primary key index
 * where count(*) would read every row (on PGlite, blocking every other query meanwhile).
 */
export function createLedgerStatsRepository(db: AppDatabase) {
  return {
    async walletTotals(): Promise<WalletTotal[]> {
      const rows = rowsOf<{ kind: string; currency: string; wallets: string; balance: string }>(
        await db.execute(sql`
          select kind, currency, count(*)::text as wallets,
                 coalesce(sum(balance_minor), 0)::text as balance
          from wallets group by kind, currency order by kind, currency`),
      );
      return rows.map((r) => ({
        kind: r.kind,
        currency: r.currency,
        wallets: Number(r.wallets),
        balanceMinor: Number(r.balance),
      }));
    },

    /** The newest ledger transaction's id (0 when none): see the metric's help text. */
    async lastTransactionId(): Promise<number> {
      const [row] = rowsOf<{ id: string | null }>(
        await db.execute(sql`select max(id)::text as id from ledger_transactions`),
      );
      return Number(row?.id ?? 0);
    },
  };
}
export type LedgerStatsRepository = ReturnType<typeof createLedgerStatsRepository>;
