import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { depositPromotions, deposits } from './schema-cashier';

/**
 * Rewards (issue 16). Money moves only through the ledger (schema-wallet.ts); these rows are the
 * promotions' rules and the members' part in them. Every payout's idempotency key names the
 * promotion, the member and the day or session, and each row below has the unique index that
 * makes a double tap, a retry or two instances at once pay once.
 */

/**
 * Bonus money under a wagering requirement: credited with its deposit (kind BONUS) into the
 * REAL wallet, locked (not withdrawable) while ACTIVE. Slot rounds add their stake to
 * `wagered_minor` in the round's own transaction; reaching `required_minor` RELEASES it. Past
 * `expires_at`, or on the member's choice, what is left of the bonus leaves the wallet
 * (EXPIRED, FORFEITED).
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promoId: integer('promo_id')
      .notNull()
      .references(() => depositPromotions.id),
    depositId: integer('deposit_id')
      .notNull()
      .unique()
      .references(() => deposits.id),
    /** A welcome bonus is once per member: `welcome:<memberId>`; others `deposit:<depositId>`. */
    grantKey: varchar('grant_key', { length: 64 }).notNull().unique(),
    bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull(),
    requiredMinor: bigint('required_minor', { mode: 'number' }).notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'number' }).notNull().default(0),
    /** Game types whose rounds count (e.g. ["RNG"]: slots). */
    gameTypes: jsonb('game_types').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What left the wallet when it expired or was forfeited. */
    removedMinor: bigint('removed_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('bonus_grants_member_status_idx').on(t.memberId, t.status),
    index('bonus_grants_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ACTIVE'`),
    check('bonus_grants_amounts', sql`${t.bonusMinor} > 0 and ${t.wageredMinor} >= 0`),
  ],
);

/**
 * The reward centre's other promotions: EVENT (a gift to claim, paid at once or after approval),
 * CHECK_IN (`rules.dayAmountsMinor`, seven days), RED_RAIN (`rules`: session times, length,
 * pool, envelope bounds, envelopes per member), REFERRAL (`amount_minor` per friend's first
 * deposit of at least `rules.minDepositMinor`).
 */
export const rewardEvents = pgTable('reward_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  kind: varchar('kind', { length: 12 }).notNull(),
  /** `{ km, en, zh, vi }` each. */
  title: jsonb('title').notNull(),
  summary: jsonb('summary').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
  needsApproval: boolean('needs_approval').notNull().default(false),
  rules: jsonb('rules').notNull().default({}),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** The promotion (announcement of type PR) it belongs to. */
  announcementId: integer('announcement_id'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * A member's claim of an EVENT (period `once`) or a REFERRAL reward (period `friend:<id>`):
 * CLAIMABLE (referral earned, not taken), APPLYING (waits for finance), ISSUED (approved and
 * paid), REJECTED (with the reason), CLAIMED (taken and paid).
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => rewardEvents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    periodKey: varchar('period_key', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: text('reason'),
    handledBy: varchar('handled_by', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_claims_member_period_key').on(t.eventId, t.memberId, t.periodKey),
    index('reward_claims_status_idx').on(t.status, t.createdAt),
    index('reward_claims_member_idx').on(t.memberId),
  ],
);

/** One row per member and day checked in (the operator's calendar day), with the streak. */
export const checkIns = pgTable(
  'check_ins',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in the operator's time zone. */
    day: varchar('day', { length: 10 }).notNull(),
    streak: integer('streak').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * A red envelope rain session (made from the schedule in the RED_RAIN event's rules, or started
 * by finance). `paid_minor` only grows by a conditional update that keeps it within the pool.
 */
export const redRainSessions = pgTable(
  'red_rain_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => rewardEvents.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    poolMinor: bigint('pool_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('red_rain_sessions_event_start_key').on(t.eventId, t.startsAt),
    index('red_rain_sessions_ends_idx').on(t.endsAt),
    check('red_rain_sessions_within_pool', sql`${t.paidMinor} <= ${t.poolMinor}`),
  ],
);

/** Each envelope opened: once per tap id; a member's count per session is capped by the service. */
export const redRainOpenings = pgTable(
  'red_rain_openings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => redRainSessions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tapId: varchar('tap_id', { length: 64 }).notNull(),
    /** The member's n-th envelope of the session (1-based): unique, so the cap holds under races. */
    seq: integer('seq').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('red_rain_openings_tap_key').on(t.sessionId, t.memberId, t.tapId),
    uniqueIndex('red_rain_openings_seq_key').on(t.sessionId, t.memberId, t.seq),
  ],
);
