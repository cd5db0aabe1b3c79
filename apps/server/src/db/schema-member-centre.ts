import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';
import { lotteryGames } from './schema-games';
import { operators } from './schema-operators';
import { ledgerTransactions } from './schema-wallet';

/**
 * The member centre (issue 14): VIP levels, uploaded files, two-factor login, login history,
 * security questions, identity verification, feedback and lottery orders. Money moves only
 * through the ledger (schema-wallet.ts); these rows say why.
 */

/** Translated text: one string per site language (km, en, zh, vi). */
export type Translated = { km: string; en: string; zh: string; vi: string };

/**
 * VIP levels. A member's level is the highest whose deposit and valid-turnover thresholds they
 * meet over the qualifying period (member_vip holds the derived result). Money in minor units.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer('level').primaryKey(),
    names: jsonb('names').$type<Translated>().notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
    /** Rebate on valid turnover, in basis points (100 = 1%). */
    rebateBps: integer('rebate_bps').notNull(),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'number' }).notNull(),
    levelUpBonusMinor: bigint('level_up_bonus_minor', { mode: 'number' }).notNull(),
    dailyWithdrawCount: integer('daily_withdraw_count').notNull(),
    dailyWithdrawMinor: bigint('daily_withdraw_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('vip_levels_level_nonnegative', sql`${t.level} >= 0`),
    check('vip_levels_thresholds', sql`${t.depositMinor} >= 0 and ${t.turnoverMinor} >= 0`),
  ],
);

/**
 * A member's derived VIP standing: recomputed from the ledger (deposits) and bet records (valid
 * turnover) over the qualifying period; recomputing twice writes the same row.
 */
export const memberVip = pgTable('member_vip', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  level: integer('level').notNull(),
  depositsMinor: bigint('deposits_minor', { mode: 'number' }).notNull(),
  turnoverMinor: bigint('turnover_minor', { mode: 'number' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/**
 * Files members upload (avatars, identity documents, feedback images). The bytes live in the
 * file store (a folder next to the data by default), named by `id`; this row is what we know of
 * them. Every file is re-encoded by the server, so `content_type` is ours, never the uploader's.
 */
export const memberFiles = pgTable(
  'member_files',
  {
    /** Random, 32 hex characters: the file store's name for the bytes. */
    id: varchar('id', { length: 32 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** AVATAR, KYC, FEEDBACK. */
    purpose: varchar('purpose', { length: 12 }).notNull(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_files_member_idx').on(t.memberId, t.purpose, t.createdAt),
    check('member_files_content_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

/**
 * Two-factor login (TOTP, RFC 6238). A row with `enabled_at` null is an enrolment waiting for
 * its first code. `last_step` is the last 30 s step a code was accepted for: a replayed code
 * (same or earlier step) is refused.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Base32. */
  secret: varchar('secret', { length: 64 }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes for two-factor login; only a hash is stored. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_recovery_codes_key').on(t.memberId, t.codeHash)],
);

/**
 * The second step of a login with two-factor on: the password was right, a code is due. Only the
 * SHA-256 of the challenge token is stored; single use, short-lived.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    device: varchar('device', { length: 12 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 200 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

/** Every login attempt on a known account, success or not (shown for 90 days). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    success: boolean('success').notNull(),
    /** Why it failed (PASSWORD, TWO_FACTOR, DISABLED, ...); null on success. */
    reason: varchar('reason', { length: 24 }),
    ip: varchar('ip', { length: 64 }),
    device: varchar('device', { length: 12 }),
    userAgent: varchar('user_agent', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.createdAt)],
);

/** Security questions offered to members, translated. */
export const securityQuestions = pgTable('security_questions', {
  id: integer('id').primaryKey(),
  texts: jsonb('texts').$type<Translated>().notNull(),
  sort: integer('sort').notNull(),
});

/** A member's answers to their chosen security questions (argon2id of the normalised answer). */
export const memberSecurityAnswers = pgTable(
  'member_security_answers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => securityQuestions.id),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.questionId] })],
);

/**
 * Identity verification (KYC): up to 3 document images per submission, reviewed in the console.
 * REVIEW -> VERIFIED or REJECTED (with the operator's reason); a rejected member submits again.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull().default('REVIEW'),
    /** member_files ids, 1 to 3. */
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_member_idx').on(t.memberId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    // At most one open submission per member.
    uniqueIndex('kyc_submissions_one_open_key')
      .on(t.memberId)
      .where(sql`${t.status} = 'REVIEW'`),
    check('kyc_submissions_status', sql`${t.status} in ('REVIEW', 'VERIFIED', 'REJECTED')`),
  ],
);

/** Member feedback (spec section 5: category, text, remark, up to 3 images), read by support. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 24 }).notNull(),
    text: text('text').notNull(),
    remark: varchar('remark', { length: 140 }),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    /** NEW until support marks it handled. */
    status: varchar('status', { length: 12 }).notNull().default('NEW'),
    handledBy: integer('handled_by').references(() => operators.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    index('feedback_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Lottery orders (spec section 7: /lgw/orders, /lgw/orders/suborders/cancel): one order per
 * ticket for one draw (numero), one sub-order per pick. The whole stake is debited in one ledger
 * transaction when the order is placed; a cancelled open sub-order is refunded once (its refund
 * transaction's idempotency key is the sub-order's); settling credits the winning picks.
 */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: varchar('order_id', { length: 40 }).notNull(),
    /** The client's idempotency key: a retried placement finds its order. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The lottery's games row (lottery_games.game_id). */
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.gameId),
    numero: varchar('numero', { length: 20 }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    /** OPEN until the draw is settled (SETTLED) or every sub-order is cancelled (CANCELLED). */
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    /** The draw's result, once settled. */
    result: jsonb('result'),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_orders_order_id_key').on(t.orderId),
    uniqueIndex('lottery_orders_request_key').on(t.memberId, t.requestId),
    index('lottery_orders_member_idx').on(t.memberId, t.createdAt),
    index('lottery_orders_open_idx')
      .on(t.closeAt)
      .where(sql`${t.status} = 'OPEN'`),
    check('lottery_orders_stake_positive', sql`${t.stakeMinor} > 0`),
    check('lottery_orders_status', sql`${t.status} in ('OPEN', 'SETTLED', 'CANCELLED')`),
  ],
);

export const lotterySubOrders = pgTable(
  'lottery_sub_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subOrderId: varchar('sub_order_id', { length: 48 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id, { onDelete: 'cascade' }),
    /** The bet kind (e.g. 2D, 3D) and the picked number. */
    play: varchar('play', { length: 12 }).notNull(),
    pick: varchar('pick', { length: 12 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    /** Payout multiple on a win, in hundredths (9500 = 95x). */
    oddsX100: integer('odds_x100').notNull(),
    /** OPEN, WON, LOST, CANCELLED. */
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    payoutTransactionId: bigint('payout_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_sub_orders_key').on(t.subOrderId),
    index('lottery_sub_orders_order_idx').on(t.orderId),
    check('lottery_sub_orders_stake_positive', sql`${t.stakeMinor} > 0`),
    check('lottery_sub_orders_status', sql`${t.status} in ('OPEN', 'WON', 'LOST', 'CANCELLED')`),
  ],
);
