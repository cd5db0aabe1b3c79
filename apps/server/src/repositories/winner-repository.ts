import { and, count, desc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { betOrders, featuredWins, gameVendors, games, members } from '../db/schema';

/** A win on the board: who (a username, or a stored masked name), which game, how much. */
export type WinRow = {
  /** Real wins: the member's username (the service masks it); featured wins: already masked. */
  name: string;
  masked: boolean;
  winAmountMinor: number;
  gameId: number;
  gameName: string;
  vendor: string;
  iconPath: string;
};

export type FeaturedWinRow = { gameId: number; maskedName: string; winAmountMinor: number };

/** The winner board's sources: settled real-money rounds that paid out, and seeded big wins. */
export function createWinnerRepository(db: AppDatabase) {
  const visible = and(eq(games.enabled, true), eq(gameVendors.enabled, true));
  const gameFields = {
    gameId: games.id,
    gameName: games.name,
    vendor: games.vendor,
    iconPath: games.iconPath,
  };

  return {
    /**
     * The biggest real-money payouts since `since` (bet_orders_payout_idx walks the window),
     * biggest first, on visible games, optionally of some game types.
     */
    async topRealWins(filter: {
      since: Date;
      gameTypes?: readonly string[];
      limit: number;
    }): Promise<WinRow[]> {
      const rows = await db
        .select({
          name: members.username,
          winAmountMinor: betOrders.payoutMinor,
          ...gameFields,
        })
        .from(betOrders)
        .innerJoin(members, eq(members.id, betOrders.memberId))
        .innerJoin(games, eq(games.id, betOrders.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(
          and(
            gte(betOrders.createdAt, filter.since),
            gt(betOrders.payoutMinor, 0),
            eq(betOrders.status, 'SETTLED'),
            eq(betOrders.walletKind, 'REAL'),
            visible,
            filter.gameTypes ? inArray(games.gameType, [...filter.gameTypes]) : undefined,
          ),
        )
        .orderBy(desc(betOrders.payoutMinor), desc(betOrders.id))
        .limit(filter.limit);
      return rows.map((r) => ({ ...r, masked: false }));
    },

    /** The biggest seeded wins on visible games. */
    async topFeaturedWins(filter: {
      gameTypes?: readonly string[];
      limit: number;
    }): Promise<WinRow[]> {
      const rows = await db
        .select({
          name: featuredWins.maskedName,
          winAmountMinor: featuredWins.winAmountMinor,
          ...gameFields,
        })
        .from(featuredWins)
        .innerJoin(games, eq(games.id, featuredWins.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(
          and(
            visible,
            filter.gameTypes ? inArray(games.gameType, [...filter.gameTypes]) : undefined,
          ),
        )
        .orderBy(desc(featuredWins.winAmountMinor), desc(featuredWins.id))
        .limit(filter.limit);
      return rows.map((r) => ({ ...r, masked: true }));
    },

    async featuredCount(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(featuredWins);
      return row?.total ?? 0;
    },

    /** Seeding: adds the given wins (the caller seeds only an empty table). */
    async insertFeatured(rows: readonly FeaturedWinRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(featuredWins).values([...rows]);
    },
  };
}
export type WinnerRepository = ReturnType<typeof createWinnerRepository>;
