import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';

/**
 * Wallets (spec section 3 Wallet; section 7 Member and wallet): one per member and kind, REAL
 * money or PLAY money (trial accounts, type 4). Balances are integer minor units (cents), never
 * floats. `balance_minor` is a cached total of the member's ledger entries: it changes only in
 * the same database transaction that writes those entries (services/wallet-service.ts), and the
 * CHECK makes an overdraft impossible even if a caller forgets the guard.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** REAL or PLAY. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** ISO 4217 code; minor units are hundredths (every currency offered has 2 decimals). */
    currency: varchar('currency', { length: 3 }).notNull(),
    // Numbers are exact up to 2^53 minor units (90 trillion dollars): mode 'number' is safe.
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_member_kind_key').on(t.memberId, t.kind),
    check('wallets_kind_check', sql`${t.kind} in ('REAL', 'PLAY')`),
    check('wallets_balance_nonnegative', sql`${t.balanceMinor} >= 0`),
  ],
);

/**
 * One business event that moves money (seed credit, play-money grant, bet, payout, adjustment).
 * `idempotency_key` makes a retried request apply once: the second insert conflicts and the
 * caller gets the first result back.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey)],
);

/**
 * Double-entry lines: every transaction's entries sum to zero. An entry posts either to a
 * member's wallet (`wallet_id`, with the balance after it for statements) or to a house account
 * (`house_account`, e.g. `house:seed`, `house:play-money`, `house:games`), never both.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    // No cascade: a wallet with history cannot vanish and unbalance its transactions.
    walletId: integer('wallet_id').references(() => wallets.id),
    houseAccount: varchar('house_account', { length: 64 }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Wallet entries only: the wallet's balance right after this entry. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_wallet_idx').on(t.walletId, t.id),
    check('ledger_entries_one_account', sql`num_nonnulls(${t.walletId}, ${t.houseAccount}) = 1`),
    check('ledger_entries_nonzero', sql`${t.amountMinor} <> 0`),
  ],
);
