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
import { members, sessions } from './schema-accounts';
import { ledgerTransactions } from './schema-wallet';

/**
 * Game vendors (spec section 3, Vendor): PG, EG2, ..., TCG_LOTTO_VN. `sort` orders vendor strips
 * and the providers page; `enabled` hides a vendor and all its games.
 */
export const gameVendors = pgTable('game_vendors', {
  code: varchar('code', { length: 24 }).primaryKey(),
  displayName: text('display_name').notNull(),
  /** Spec: vendorNames[].accountTypeName. */
  accountTypeName: text('account_type_name').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * The game catalogue (spec section 3, Game). `id` is the nodeId clients see. Money in minor
 * units. `search_name` is the lower-cased name the name search matches (LIKE), kept by the
 * repository. `hot_rank` (1 = hottest) marks hot games; null means not hot. Indexes cover the
 * game list's filters in the order it sorts (hot rank, newest, name), so a page of a 10,000-game
 * catalogue stays an index walk.
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    vendor: varchar('vendor', { length: 24 })
      .notNull()
      .references(() => gameVendors.code),
    /** The vendor's own game code (Game.gameId). */
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    gameType: varchar('game_type', { length: 12 }).notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    nodeName: text('node_name').notNull(),
    classify: varchar('classify', { length: 32 }),
    classifyNew: varchar('classify_new', { length: 32 }),
    minBetMinor: integer('min_bet_minor').notNull(),
    minLine: integer('min_line').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    showIcon: boolean('show_icon').notNull().default(true),
    /** CDN-relative icon path (games/<vendor>/<code>.webp; .svg in catalogues seeded before decision 0046). */
    iconPath: text('icon_path').notNull(),
    roomId: varchar('room_id', { length: 32 }),
    supportPlay: boolean('support_play').notNull().default(true),
    hotRank: integer('hot_rank'),
    /** Catalogue order inside equal hot rank and newness (seed order). */
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_key').on(t.vendor, t.gameCode),
    index('games_type_vendor_idx').on(t.gameType, t.vendor, t.sort),
    index('games_vendor_idx').on(t.vendor, t.sort),
    index('games_hot_idx')
      .on(t.hotRank)
      .where(sql`${t.hotRank} is not null`),
    index('games_new_idx')
      .on(t.gameType, t.sort)
      .where(sql`${t.isNew}`),
    // The catalogue order itself: an unfiltered page is an index walk (decision 0020).
    index('games_catalogue_order_idx').on(
      t.hotRank.asc().nullsLast(),
      t.isNew.desc(),
      t.sort,
      t.id,
    ),
    check('games_min_bet_positive', sql`${t.minBetMinor} > 0`),
  ],
);

/**
 * The catalogue's version (decision 0043): one row, moved on by a statement trigger on every
 * change to `games` or `game_vendors` (migration 0013), whoever makes it (seeding, an operator's
 * SQL, any instance). The game list reads it in the same statement as its page, so a count kept
 * in memory for a filter is used only while the catalogue is still the one it counted.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Lottery games' draw settings (spec sections 3 and 4: prize modes Lott, ZY, Elott; play types
 * trad and ent). Draw n of a game closes at epoch + n * interval (see contracts/lottery.ts).
 */
export const lotteryGames = pgTable('lottery_games', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  prizeMode: varchar('prize_mode', { length: 8 }).notNull(),
  playType: varchar('play_type', { length: 8 }).notNull(),
  region: varchar('region', { length: 8 }).notNull(),
  drawIntervalSeconds: integer('draw_interval_seconds').notNull(),
  popularRank: integer('popular_rank'),
});

/** Favourites (spec section 4): one row per member and game; adding again changes nothing. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favourite_games_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Recent games: one row per member and game, `played_at` moved forward on every launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * A launch of the demo game: the frame page holds a launch token (stored as SHA-256, like
 * session tokens) instead of the player's session token. It dies with the session or at
 * `expires_at`. `wallet_kind` fixes REAL or PLAY money for every round of this launch.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    walletKind: varchar('wallet_kind', { length: 8 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('game_launches_wallet_kind', sql`${t.walletKind} in ('REAL', 'PLAY')`)],
);

/**
 * Bet records (spec section 7, /lgw/orders): one settled round each. `round_id` is the page's
 * idempotency key, so a retried spin finds its order instead of betting twice. The stake debit
 * and the payout credit are ledger transactions written in the same database transaction.
 */
export const betOrders = pgTable(
  'bet_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: varchar('order_id', { length: 40 }).notNull(),
    roundId: varchar('round_id', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    walletKind: varchar('wallet_kind', { length: 8 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('SETTLED'),
    /** { reels: string[][], wins: {line, symbol, amountMinor}[] } */
    round: jsonb('round').notNull(),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    payoutTransactionId: bigint('payout_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bet_orders_order_id_key').on(t.orderId),
    uniqueIndex('bet_orders_round_key').on(t.memberId, t.roundId),
    index('bet_orders_member_idx').on(t.memberId, t.createdAt),
    index('bet_orders_payout_idx').on(t.createdAt, t.payoutMinor),
    check('bet_orders_stake_positive', sql`${t.stakeMinor} > 0`),
    check('bet_orders_payout_nonnegative', sql`${t.payoutMinor} >= 0`),
    check('bet_orders_wallet_kind', sql`${t.walletKind} in ('REAL', 'PLAY')`),
  ],
);

/**
 * Seeded big wins for the winner board (spec section 4: 20 winners by winAmount), shown beside
 * real players' wins from bet_orders so a new site's board is not empty. Names are stored masked.
 */
export const featuredWins = pgTable('featured_wins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
  maskedName: varchar('masked_name', { length: 40 }).notNull(),
  winAmountMinor: bigint('win_amount_minor', { mode: 'number' }).notNull(),
  wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
});
