import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { favouriteGames } from '../db/schema';
import { pageOfMemberGames, type MemberGameLink } from './game-repository';

const favouriteLink: MemberGameLink = {
  table: favouriteGames,
  memberId: favouriteGames.memberId,
  gameId: favouriteGames.gameId,
  newestFirstBy: favouriteGames.createdAt,
};

/** A member's favourite games (spec section 4). Only visible games are listed or counted. */
export function createFavouriteRepository(db: AppDatabase) {
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
    list: (
      memberId: number,
      filter: { gameType?: string },
      page: { offset: number; limit: number },
    ) => pageOfMemberGames(db, favouriteLink, memberId, filter, page),
  };
}
export type FavouriteRepository = ReturnType<typeof createFavouriteRepository>;
