import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { ledgerEntries, ledgerTransactions, wallets } from '../db/schema';
import { teamStatsQueries } from './team-stats-queries';

export type WalletKind = 'REAL' | 'PLAY';

export type WalletRow = {
  id: number;
  memberId: number;
  kind: WalletKind;
  currency: string;
  balanceMinor: number;
};

export type LedgerEntryRow = {
  walletId: number | null;
  houseAccount: string | null;
  amountMinor: number;
  balanceAfterMinor: number | null;
};

export type StoredTransaction = {
  id: number;
  kind: string;
  memo: string | null;
  entries: LedgerEntryRow[];
};

const walletColumns = {
  id: wallets.id,
  memberId: wallets.memberId,
  kind: wallets.kind,
  currency: wallets.currency,
  balanceMinor: wallets.balanceMinor,
};

/** Queries over one database handle: the pool, or one transaction (see `transaction`). */
function walletQueries(db: AppDatabase) {
  return {
    /** The agent centre's daily aggregates, in the same transaction (team-stats-queries.ts). */
    stats: teamStatsQueries(db),

    /** Creates the wallet when missing; never touches an existing one. */
    async ensureWallet(memberId: number, kind: WalletKind, currency: string): Promise<void> {
      await db
        .insert(wallets)
        .values({ memberId, kind, currency })
        .onConflictDoNothing({ target: [wallets.memberId, wallets.kind] });
    },

    async findWallet(memberId: number, kind: WalletKind): Promise<WalletRow | null> {
      const [row] = await db
        .select(walletColumns)
        .from(wallets)
        .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, kind)));
      return row ? { ...row, kind: row.kind as WalletKind } : null;
    },

    /**
     * Inserts the transaction header; null when the idempotency key already exists (PostgreSQL
     * waits for a concurrent insert of the same key to commit or roll back before answering).
     */
    async insertTransaction(input: {
      kind: string;
      idempotencyKey: string;
      memo: string | null;
      /** Backdated history (seeds); absent: now. */
      createdAt?: Date;
    }): Promise<number | null> {
      const [row] = await db
        .insert(ledgerTransactions)
        .values(input)
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id });
      return row?.id ?? null;
    },

    async findTransactionByKey(idempotencyKey: string): Promise<StoredTransaction | null> {
      const [header] = await db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          memo: ledgerTransactions.memo,
        })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
      if (!header) return null;
      const entries = await db
        .select({
          walletId: ledgerEntries.walletId,
          houseAccount: ledgerEntries.houseAccount,
          amountMinor: ledgerEntries.amountMinor,
          balanceAfterMinor: ledgerEntries.balanceAfterMinor,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, header.id))
        .orderBy(asc(ledgerEntries.id));
      return { ...header, entries };
    },

    /**
     * Adds `amountMinor` (negative to debit) to the wallet unless the result would be negative;
     * the row lock taken by UPDATE serialises concurrent posts to one wallet. Null when the
     * wallet is missing or the balance is too low.
     */
    async applyToWallet(
      walletId: number,
      amountMinor: number,
    ): Promise<{ balanceMinor: number } | null> {
      const [row] = await db
        .update(wallets)
        .set({
          balanceMinor: sql`${wallets.balanceMinor} + ${amountMinor}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(wallets.id, walletId), sql`${wallets.balanceMinor} + ${amountMinor} >= 0`))
        .returning({ balanceMinor: wallets.balanceMinor });
      return row ?? null;
    },

    async insertEntries(
      transactionId: number,
      entries: readonly LedgerEntryRow[],
      createdAt?: Date,
    ): Promise<void> {
      await db
        .insert(ledgerEntries)
        .values(entries.map((e) => ({ ...e, transactionId, ...(createdAt ? { createdAt } : {}) })));
    },
  };
}
export type WalletQueries = ReturnType<typeof walletQueries>;

/**
 * The database, or one open transaction, as services see it: opaque, handed on to a repository
 * factory (`transactionWith`'s `bind`) so services never import the database layer themselves.
 */
export type QueryHandle = AppDatabase;

/**
 * SQL of wallets and the double-entry ledger. Money moves only through `transaction`, which
 * hands the callback the same queries bound to one database transaction (wallet-service.ts).
 */
export function createWalletRepository(db: AppDatabase) {
  return {
    ...walletQueries(db),
    /** Runs `work` in one database transaction; a throw rolls everything back. */
    async transaction<T>(work: (tx: WalletQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(walletQueries(tx)));
    },
    /**
     * Like `transaction`, with another repository's queries (`bind`, e.g. the bet orders') on
     * the same database transaction: a game round's ledger posts and its bet order commit or
     * roll back together.
     */
    async transactionWith<X, T>(
      bind: (db: QueryHandle) => X,
      work: (tx: WalletQueries, other: X) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => work(walletQueries(tx), bind(tx)));
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
