import type { GameListResponse, PlayableGameType } from '@app/contracts/games';
import type { GameRepository } from '../repositories/game-repository';
import type { RecentGameRepository } from '../repositories/recent-game-repository';
import { systemClock, type Clock } from './clock';
import { DomainError } from './domain-error';
import { pageWindow, toPage } from './game-catalogue-service';

/**
 * Recent games (spec section 7: MCS2_addRecentGame, GCS_recentGame): one entry per game, a
 * repeat moves it to the front. Launches record them too (`record`).
 */
export function createRecentGameService(deps: {
  recent: RecentGameRepository;
  games: GameRepository;
  clock?: Clock;
}) {
  const clock = deps.clock ?? systemClock;
  return {
    /** Records that the member played a visible game; unknown or hidden: GAME_NOT_FOUND. */
    async add(memberId: number, nodeId: number): Promise<{ nodeId: number }> {
      const game = await deps.games.findById(nodeId);
      if (!game) throw new DomainError('GAME_NOT_FOUND', 'Game not found');
      await deps.recent.record(memberId, game.id, clock());
      return { nodeId };
    },

    /** For the launch (the game is already known to exist): moves it to the front. */
    record: (memberId: number, gameId: number) => deps.recent.record(memberId, gameId, clock()),

    async list(
      memberId: number,
      query: { page: number; pageSize: number; gameType?: PlayableGameType },
    ): Promise<GameListResponse> {
      const page = { pageNo: query.page, pageSize: query.pageSize };
      const filter = query.gameType ? { gameType: query.gameType } : {};
      return toPage(await deps.recent.list(memberId, filter, pageWindow(page)), page);
    },
  };
}
export type RecentGameService = ReturnType<typeof createRecentGameService>;
