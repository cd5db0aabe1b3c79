import type { AppDatabase } from '../db/create-db';
import { recentGames } from '../db/schema';
import { pageOfMemberGames, type MemberGameLink } from './game-repository';

const recentLink: MemberGameLink = {
  table: recentGames,
  memberId: recentGames.memberId,
  gameId: recentGames.gameId,
  newestFirstBy: recentGames.playedAt,
};

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
    list: (
      memberId: number,
      filter: { gameType?: string },
      page: { offset: number; limit: number },
    ) => pageOfMemberGames(db, recentLink, memberId, filter, page),
  };
}
export type RecentGameRepository = ReturnType<typeof createRecentGameRepository>;
