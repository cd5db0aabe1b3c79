import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  boolean,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';

/**
 * The cashier (issue 13). Money itself moves only through the ledger (schema-wallet.ts); these
 * rows are the requests behind the movements and their states. Every state change is a
 * conditional UPDATE on the expected state, so two people (or one double click) settling the
 * same request change it once.
 */

/** The member's payment password (argon2id), with its wrong-answer lock. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bank cards to withdraw to; removing one keeps the row (withdrawals copy what they paid to). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    payeeName: varchar('payee_name', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_cards_member_idx').on(t.memberId),
    uniqueIndex('bank_cards_active_number_key')
      .on(t.memberId, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** Deposit promotions offered before paying (the rewards issue attaches their wagering rules). */
export const depositPromotions = pgTable('deposit_promotions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  /** WELCOME: the member's first successful deposit only; RELOAD: any deposit. */
  kind: varchar('kind', { length: 10 }).notNull(),
  /** `{ km, en, zh, vi }` each. */
  title: jsonb('title').notNull(),
  summary: jsonb('summary').notNull(),
  bonusBps: integer('bonus_bps').notNull(),
  maxBonusMinor: bigint('max_bonus_minor', { mode: 'number' }).notNull(),
  minDepositMinor: bigint('min_deposit_minor', { mode: 'number' }).notNull(),
  wagerMultiplier: integer('wager_multiplier').notNull(),
  /** Days to meet the wagering requirement before the bonus expires (issue 16). */
  wagerDays: integer('wager_days').notNull().default(30),
  /** Game types whose rounds count towards the requirement (issue 16; RNG: slots). */
  wagerGameTypes: jsonb('wager_game_types').notNull().default(['RNG']),
  /** The promotion (announcement of type PR) that advertises it, for its detail's buttons. */
  announcementId: integer('announcement_id'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The client's attempt id: one deposit per attempt however often it is retried. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    reference: varchar('reference', { length: 16 }).notNull().unique(),
    methodCode: varchar('method_code', { length: 40 }).notNull(),
    flow: varchar('flow', { length: 10 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    promoId: integer('promo_id').references(() => depositPromotions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Gateway deposits: the payment service provider's payment id (credited once per id). */
    pspPaymentId: varchar('psp_payment_id', { length: 64 }).unique(),
    payerBank: varchar('payer_bank', { length: 80 }),
    payerAccountName: varchar('payer_account_name', { length: 80 }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    handledBy: varchar('handled_by', { length: 80 }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_member_request_key').on(t.memberId, t.requestId),
    index('deposits_member_created_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    reference: varchar('reference', { length: 16 }).notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    /** What was paid to, copied: the card may be removed later. */
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    payeeName: varchar('payee_name', { length: 80 }).notNull(),
    handledBy: varchar('handled_by', { length: 80 }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_member_request_key').on(t.memberId, t.requestId),
    index('withdrawals_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

// ---------------------------------------------------------------- the payment-gateway simulator

/**
 * The payment service provider's own tables (apps/server/src/psp): it shares the database for
 * convenience only and talks to the platform by HTTP and signed webhooks, like a real one.
 */
export const pspPayments = pgTable('psp_payments', {
  id: varchar('id', { length: 40 }).primaryKey(),
  merchantReference: varchar('merchant_reference', { length: 64 }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  channel: varchar('channel', { length: 20 }).notNull(),
  /** OPEN, SUCCEEDED, FAILED, CANCELLED or EXPIRED. */
  status: varchar('status', { length: 12 }).notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  language: varchar('language', { length: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** One webhook event and its deliveries: retried with backoff until the platform answers 2xx. */
export const pspWebhookEvents = pgTable(
  'psp_webhook_events',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    paymentId: varchar('payment_id', { length: 40 })
      .notNull()
      .references(() => pspPayments.id),
    type: varchar('type', { length: 40 }).notNull(),
    /** The exact body sent (the signature covers these bytes). */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('psp_webhook_events_due_idx').on(t.deliveredAt, t.nextAttemptAt)],
);
