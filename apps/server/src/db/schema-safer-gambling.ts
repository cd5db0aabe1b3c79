import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';

/**
 * Safer gambling (issue 18, decision 0042): what a member chose to protect themselves, kept
 * in the database so every instance enforces the same. A pending change (a raise, a removal, a
 * longer session) is stored beside the value in force with the instant it takes effect; the
 * rules module (services/safer-gambling-rules.ts) computes the effective value from both.
 * Nothing here is ever shortened by anyone: there is no code path that clears a break early.
 */
export const memberProtections = pgTable(
  'member_protections',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Seconds between reality checks (minutes x 60; the dev row sets seconds for the e2e). */
    realityCheckSeconds: integer('reality_check_seconds').notNull().default(3600),
    /** The session limit in force (minutes); null: none. */
    sessionLimitMinutes: integer('session_limit_minutes'),
    /** A longer session limit or its removal (null) waiting for `sessionLimitEffectiveAt`. */
    sessionLimitPendingMinutes: integer('session_limit_pending_minutes'),
    /** Null: nothing pending. */
    sessionLimitEffectiveAt: timestamp('session_limit_effective_at', { withTimezone: true }),
    timeOutSince: timestamp('time_out_since', { withTimezone: true }),
    timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
    exclusionSince: timestamp('exclusion_since', { withTimezone: true }),
    /** Null with `exclusionPermanent`: for good. */
    exclusionUntil: timestamp('exclusion_until', { withTimezone: true }),
    exclusionPermanent: boolean('exclusion_permanent').notNull().default(false),
    introSeenAt: timestamp('intro_seen_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_protections_exclusion_idx')
      .on(t.exclusionUntil)
      .where(sql`${t.exclusionSince} is not null`),
    check('member_protections_reality_check_positive', sql`${t.realityCheckSeconds} > 0`),
  ],
);

/** Deposit and loss limits: one row per member, kind (DEPOSIT, LOSS) and period. */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    /** In force; null: no limit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    /** A raise, or a removal (null), waiting for `effectiveAt`. */
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'number' }),
    /** Null: nothing pending. */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('protection_limits_kind', sql`${t.kind} in ('DEPOSIT', 'LOSS')`),
    check(
      'protection_limits_amount_positive',
      sql`${t.amountMinor} is null or ${t.amountMinor} > 0`,
    ),
    check(
      'protection_limits_pending_positive',
      sql`${t.pendingAmountMinor} is null or ${t.pendingAmountMinor} > 0`,
    ),
  ],
);

/** Every change the member made, for the console (read-only) and the member's own record. */
export const protectionHistory = pgTable(
  'protection_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20 }).notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_history_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Play sessions: from a real-money launch or round while none runs until PLAY_SESSION_IDLE_MINUTES
 * without one (or the member's "stop" at a reality check). At most one open row per member.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /** Set when the member stopped at a reality check or a later activity found it lapsed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    rounds: integer('rounds').notNull().default(0),
    stakesMinor: bigint('stakes_minor', { mode: 'number' }).notNull().default(0),
    payoutsMinor: bigint('payouts_minor', { mode: 'number' }).notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('play_sessions_open_key')
      .on(t.memberId)
      .where(sql`${t.endedAt} is null`),
    index('play_sessions_member_idx').on(t.memberId, t.startedAt),
  ],
);
