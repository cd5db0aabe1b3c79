import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';
import { ledgerTransactions } from './schema-wallet';

/**
 * The agent centre (issue 17, decision 0040). The hierarchy is `members.parent_id` (each account
 * has one upline) plus its closure table `team_paths`, kept by a trigger on `members` (migration
 * 0010), so "everyone under X at any depth" is one indexed lookup. Report figures come from daily
 * aggregates written in the same transaction as the ledger movement they count
 * (repositories/team-stats-queries.ts, called by the wallet's post), never from a scan of the
 * ledger.
 */

/** Closure of the hierarchy: one row per (ancestor, member) pair, depth 0 being the member. */
export const teamPaths = pgTable(
  'team_paths',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('team_paths_member_idx').on(t.memberId, t.depth),
    index('team_paths_ancestor_depth_idx').on(t.ancestorId, t.depth),
  ],
);

/** A member's rebate rate per game type, basis points of valid turnover (100 = 1.00%). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameType: varchar('game_type', { length: 12 }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameType] }),
    check('rebate_rates_range', sql`${t.rateBp} between 0 and 300`),
  ],
);

/** The money columns a day of one member, or of one agent's whole team, adds up. */
const moneyColumns = () => ({
  depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  depositCount: integer('deposit_count').notNull().default(0),
  /** Withdrawals requested, less those returned (rejected). */
  withdrawalMinor: bigint('withdrawal_minor', { mode: 'number' }).notNull().default(0),
  /** Stakes placed. */
  betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
  betCount: integer('bet_count').notNull().default(0),
  /** Stakes less refunds (a cancelled pick is not valid turnover). */
  validTurnoverMinor: bigint('valid_turnover_minor', { mode: 'number' }).notNull().default(0),
  winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
  /** Bonuses, rewards, red envelopes and referral rewards, less bonus money removed. */
  bonusMinor: bigint('bonus_minor', { mode: 'number' }).notNull().default(0),
  rebateMinor: bigint('rebate_minor', { mode: 'number' }).notNull().default(0),
  /** Contract payouts received (daily and hourly salary, dividend). */
  commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull().default(0),
  transferInMinor: bigint('transfer_in_minor', { mode: 'number' }).notNull().default(0),
  transferOutMinor: bigint('transfer_out_minor', { mode: 'number' }).notNull().default(0),
});

/** One member's day (the operator's calendar day, cashier.utcOffsetMinutes). */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...moneyColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('member_daily_stats_day_idx').on(t.day),
  ],
);

/** Valid turnover of one member's day per game type: what rebates are paid on. */
export const memberDailyTurnover = pgTable(
  'member_daily_turnover',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    gameType: varchar('game_type', { length: 12 }).notNull(),
    validTurnoverMinor: bigint('valid_turnover_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.gameType] }),
    index('member_daily_turnover_day_idx').on(t.day),
  ],
);

/**
 * An agent's whole team (everyone below it, not itself) for one day: the money columns summed,
 * plus the counts a sum of member days cannot give. `active_members`: distinct members who bet
 * that day. `active_last`: members whose latest betting day is this day, so the members active
 * in any range ending today are the sum of `active_last` over it.
 */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...moneyColumns(),
    registrations: integer('registrations').notNull().default(0),
    firstDeposits: integer('first_deposits').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    activeLast: integer('active_last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** An agent's team per hour (UTC hour start): what the hourly salary's tiers read. */
export const teamHourlyStats = pgTable(
  'team_hourly_stats',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    validTurnoverMinor: bigint('valid_turnover_minor', { mode: 'number' }).notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour] })],
);

/** Per member: the first deposit's day and the latest betting day and hour (distinct counts). */
export const memberActivity = pgTable('member_activity', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  firstDepositDay: date('first_deposit_day', { mode: 'string' }),
  lastBetDay: date('last_bet_day', { mode: 'string' }),
  lastBetHour: timestamp('last_bet_hour', { withTimezone: true }),
});

/**
 * An agent's affiliate link: registrations through `/m/register?aff=<code>` become the agent's
 * downlines of `kind` (MEMBER or AGENT) with `rates` preset. Removed links stop registering.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Rebate rates by game type (basis points), each at most the agent's own when made. */
    rates: jsonb('rates').notNull(),
    registrations: integer('registrations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('affiliate_links_code_key').on(t.code),
    index('affiliate_links_agent_idx').on(t.agentId),
  ],
);

/**
 * A contract between an upline (a member, or the operator when null) and an agent: daily salary,
 * dividend or hourly salary, with its tiers in `terms`. One OFFERED or SIGNED contract per agent
 * and kind. Payouts come from the upline's balance, or the house when the operator offered it.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uplineId: integer('upline_id').references(() => members.id),
    status: varchar('status', { length: 10 }).notNull(),
    /** The tiers (and the dividend's period), validated by contracts/agent-contracts.ts. */
    terms: jsonb('terms').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Periods are paid from this time on (the signature). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_open_key')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} in ('OFFERED', 'SIGNED')`),
    index('agent_contracts_upline_idx').on(t.uplineId),
  ],
);

/**
 * One period of a signed contract, settled once: the unique (contract, period) and the ledger
 * key `contract:<id>:<periodKey>` make a rerun, a crash mid-run or a second instance pay nothing
 * twice. `basis` is what the tier was read from (turnover, active members, net loss).
 */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    periodKey: varchar('period_key', { length: 32 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    basis: jsonb('basis').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** PAID, NOTHING (no tier met) or UNPAID (the upline's balance was short; retried). */
    status: varchar('status', { length: 8 }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('contract_payouts_period_key').on(t.contractId, t.periodKey)],
);

/**
 * One member's rebate for one day: what its own turnover earned and what its team's earned it
 * (the difference between its rate and the downline's on the path). Paid once per member and
 * day (ledger key `rebate:<member>:<day>`).
 */
export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ownMinor: bigint('own_minor', { mode: 'number' }).notNull(),
    teamMinor: bigint('team_minor', { mode: 'number' }).notNull(),
    /** Per game type: { turnover, own, team } in minor units. */
    detail: jsonb('detail').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    // Safer gambling (issue 18): owed to a member who was on a break, paid after it.
    index('rebate_payouts_owed_idx')
      .on(t.day)
      .where(sql`${t.transactionId} is null and ${t.ownMinor} + ${t.teamMinor} > 0`),
  ],
);
