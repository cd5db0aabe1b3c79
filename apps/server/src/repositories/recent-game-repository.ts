import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { gameVendors, games, recentGames } from '../db/schema';
import { gameColumns, type GameRow } from './game-repository';

/** Games a member played, one row per game, most recent first. */
export function createRecentGameRepository(db: AppDatabase) {
  return {
    /** Records a play: a game already there moves to the front. */
    async record(memberId: number, gameId: number, at: Date): Promise<void> {
      await db
        .insert(recentGames)
        .values({ memberId, gameId, playedAt: at })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { playedAt: at },
        });
    },

    /** One page of the member's visible recent games, most recent first, and the total. */
    async list(
      memberId: number,
      filter: { gameType?: string },
      page: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const where = and(
        eq(recentGames.memberId, memberId),
        eq(games.enabled, true),
        eq(gameVendors.enabled, true),
        filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
      );
      const [counted] = await db
        .select({ total: count() })
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(where);
      const total = counted?.total ?? 0;
      if (total <= page.offset) return { rows: [], total };
      const rows = await db
        .select(gameColumns)
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(where)
        .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total };
    },
  };
}
export type RecentGameRepository = ReturnType<typeof createRecentGameRepository>;
