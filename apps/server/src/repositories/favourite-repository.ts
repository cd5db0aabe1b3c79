import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { favouriteGames, gameVendors, games } from '../db/schema';
import { gameColumns, type GameRow } from './game-repository';

/** A member's favourite games (spec section 4). Only visible games are listed or counted. */
export function createFavouriteRepository(db: AppDatabase) {
  const visibleFavouriteOf = (memberId: number, gameType?: string) =>
    and(
      eq(favouriteGames.memberId, memberId),
      eq(games.enabled, true),
      eq(gameVendors.enabled, true),
      gameType === undefined ? undefined : eq(games.gameType, gameType),
    );

  return {
    /** Adds once: a second add changes nothing (the first time stays). */
    async add(memberId: number, gameId: number, at: Date): Promise<void> {
      await db
        .insert(favouriteGames)
        .values({ memberId, gameId, createdAt: at })
        .onConflictDoNothing({ target: [favouriteGames.memberId, favouriteGames.gameId] });
    },

    async remove(memberId: number, gameId: number): Promise<void> {
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
    },

    /** One page of the member's favourite games, newest first, and how many in all. */
    async list(
      memberId: number,
      filter: { gameType?: string },
      page: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const where = visibleFavouriteOf(memberId, filter.gameType);
      const [counted] = await db
        .select({ total: count() })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(where);
      const total = counted?.total ?? 0;
      if (total <= page.offset) return { rows: [], total };
      const rows = await db
        .select(gameColumns)
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(where)
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total };
    },
  };
}
export type FavouriteRepository = ReturnType<typeof createFavouriteRepository>;
