import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createPublicResponseCache } from '../../http/public-response-cache';
import { createBetOrderRepository } from '../../repositories/bet-order-repository';
import { createFavouriteRepository } from '../../repositories/favourite-repository';
import { createGameLaunchRepository } from '../../repositories/game-launch-repository';
import { createGameRepository } from '../../repositories/game-repository';
import { createLotteryRepository } from '../../repositories/lottery-repository';
import { createRecentGameRepository } from '../../repositories/recent-game-repository';
import { createWinnerRepository } from '../../repositories/winner-repository';
import type { BonusService } from '../../services/bonus-service';
import { createDemoGameService } from '../../services/demo-game-service';
import { createFavouriteService } from '../../services/favourite-service';
import { createGameCatalogueService } from '../../services/game-catalogue-service';
import { createGameLaunchService } from '../../services/game-launch-service';
import { createRecentGameService } from '../../services/recent-game-service';
import { createWinnerBoardService } from '../../services/winner-board-service';
import type { Core, ServiceOptions } from '../core';
import { registerDemoGamePages, registerGameArtwork } from './game-pages';
import { gameRoutes } from './game-routes';

/** The game catalogue, favourites, recent games, the winner board, launches, the demo game. */
export function createGameServices(
  db: AppDatabase,
  core: Core,
  options: { wagering?: Pick<BonusService, 'countRound'> } = {},
) {
  const { clock, wallets } = core;
  const games = createGameRepository(db);
  const recentGames = createRecentGameService({
    recent: createRecentGameRepository(db),
    games,
    clock,
  });
  const launches = createGameLaunchService({
    launches: createGameLaunchRepository(db),
    findGame: (id) => games.findById(id),
    recordRecent: recentGames.record,
    wallets,
    clock,
    protections: core.protections,
  });
  const lotteryGames = createLotteryRepository(db);
  return {
    catalogue: createGameCatalogueService({ games }),
    favourites: createFavouriteService({ favourites: createFavouriteRepository(db), games, clock }),
    recentGames,
    winnerBoard: createWinnerBoardService({ winners: createWinnerRepository(db), clock }),
    launches,
    demoGame: createDemoGameService({
      launches,
      wallets,
      betOrders: createBetOrderRepository(db),
      betOrdersOn: createBetOrderRepository,
      currency: core.currency,
      clock,
      protections: core.protections,
      // Real-money rounds count towards bonus wagering (issue 16).
      ...(options.wagering ? { wagering: options.wagering } : {}),
    }),
    /** Whether a game is a lottery (its launch shows the lottery ticket page). */
    isLotteryGame: async (gameId: number) => (await lotteryGames.settingsOf(gameId)) !== null,
  };
}
export type GameServices = ReturnType<typeof createGameServices>;

export function registerGamesArea(
  app: FastifyInstance,
  endpoints: EndpointRegistrar,
  games: GameServices,
  options: Pick<ServiceOptions, 'cacheMs'>,
): void {
  const cache = createPublicResponseCache({ ttlMs: options.cacheMs?.catalogue ?? 0 });
  endpoints.add(gameRoutes(games, cache));
  registerDemoGamePages(app, games.launches, games.isLotteryGame);
  registerGameArtwork(app, games.catalogue);
}
