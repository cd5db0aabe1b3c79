import type { FavouriteIds, GameListResponse, PlayableGameType } from '@app/contracts/games';
import type { FavouriteRepository } from '../repositories/favourite-repository';
import type { GameRepository } from '../repositories/game-repository';
import { systemClock, type Clock } from './clock';
import { DomainError } from './domain-error';
import { pageWindow, toPage } from './game-catalogue-service';

type Page = { pageNo: number; pageSize: number };

/**
 * Favourite games (spec sections 4 and 7): adding one already there is ignored, removing one
 * that is absent succeeds, an unknown game is 404 GAME_NOT_FOUND. Trial accounts may use them.
 */
export function createFavouriteService(deps: {
  favourites: FavouriteRepository;
  games: GameRepository;
  clock?: Clock;
}) {
  const clock = deps.clock ?? systemClock;
  return {
    async add(memberId: number, nodeId: number): Promise<{ nodeId: number; favourite: boolean }> {
      const game = await deps.games.findById(nodeId);
      if (!game) throw new DomainError('GAME_NOT_FOUND', 'Game not found');
      await deps.favourites.add(memberId, game.id, clock());
      return { nodeId, favourite: true };
    },

    /** Removes the favourite; a game that no longer shows can still be removed. */
    async remove(
      memberId: number,
      nodeId: number,
    ): Promise<{ nodeId: number; favourite: boolean }> {
      if (!(await deps.games.exists(nodeId)))
        throw new DomainError('GAME_NOT_FOUND', 'Game not found');
      await deps.favourites.remove(memberId, nodeId);
      return { nodeId, favourite: false };
    },

    /** MCSFE_getFavoriteGames: the member's favourite ids and vendors, newest first. */
    async ids(memberId: number, page: Page): Promise<FavouriteIds> {
      const result = await deps.favourites.list(memberId, {}, pageWindow(page));
      return {
        list: result.rows.map((r) => ({ nodeId: r.id, vendor: r.vendor })),
        pageNum: page.pageNo,
        totalPages: Math.ceil(result.total / page.pageSize),
        total: result.total,
      };
    },

    /** MCSFE_getFavoriteGamesList: the member's favourite games, newest first. */
    async list(
      memberId: number,
      query: Page & { gameType?: PlayableGameType },
    ): Promise<GameListResponse> {
      const filter = query.gameType ? { gameType: query.gameType } : {};
      return toPage(await deps.favourites.list(memberId, filter, pageWindow(query)), query);
    },
  };
}
export type FavouriteService = ReturnType<typeof createFavouriteService>;
