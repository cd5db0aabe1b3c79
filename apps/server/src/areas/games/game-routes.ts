import { clientHintNames } from '@app/contracts/games';
import type { FastifyReply } from 'fastify';
import type { EndpointCall, EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import { cacheKeyOf, type PublicResponseCache } from '../../http/public-response-cache';
import type { DemoGameService } from '../../services/demo-game-service';
import type { FavouriteService } from '../../services/favourite-service';
import type { GameCatalogueService } from '../../services/game-catalogue-service';
import type { GameLaunchService } from '../../services/game-launch-service';
import type { RecentGameService } from '../../services/recent-game-service';
import type { WinnerBoardService } from '../../services/winner-board-service';

export type GameRouteServices = {
  catalogue: GameCatalogueService;
  favourites: FavouriteService;
  recentGames: RecentGameService;
  winnerBoard: WinnerBoardService;
  launches: GameLaunchService;
  demoGame: DemoGameService;
};

/** Catalogue answers are the same for everyone: shared caches may keep them a minute. */
function publicCache(reply: FastifyReply) {
  void reply.header('cache-control', 'public, max-age=60');
}

/**
 * Spec section 7, Games: the catalogue (hot list, game list, vendors), the winner board,
 * favourites (all need a session, trial accounts included; spec 5), recent games, the launch
 * and the demo game's calls. The catalogue's public answers go through `cache`: the same for
 * everyone, reused in-process for a few seconds in production (decision 0028), keyed by the
 * parsed query minus client hints.
 */
export function gameRoutes(
  s: GameRouteServices,
  cache: PublicResponseCache,
): EndpointHandlers<RowsOfArea<'games'>> {
  // launchGame and GCS_gameLaunchFB take the same payload.
  const launch = async ({ auth, body }: EndpointCall<'launchGame'>) =>
    s.launches.launch(auth, {
      vendor: body.vendor,
      gameId: body.gameId,
      nodeId: body.nodeId,
      freePlay: body.freePlay,
      ...(body.language ? { language: body.language } : {}),
    });

  return {
    hotGames: async ({ query, request, reply }) => {
      publicCache(reply);
      return cache.send(request, reply, cacheKeyOf('hot', query, clientHintNames), () =>
        s.catalogue.hot({
          limit: query.limit,
          ...(query.gameType ? { gameType: query.gameType } : {}),
        }),
      );
    },

    gameList: async ({ query, viewer, request, reply }) => {
      // gameClassify=FAV lists the viewer's favourites: that answer is personal.
      if (query.gameClassify === 'FAV') {
        const auth = await viewer();
        void reply.header('cache-control', 'private, no-cache');
        void reply.header('vary', 'Authorization');
        return s.catalogue.list(query, auth?.memberId ?? null);
      }
      publicCache(reply);
      return cache.send(request, reply, cacheKeyOf('list', query, clientHintNames), () =>
        s.catalogue.list(query, null),
      );
    },

    vendorTypes: async ({ query, request, reply }) => {
      publicCache(reply);
      return cache.send(request, reply, cacheKeyOf('vendors', query, clientHintNames), () =>
        s.catalogue.vendors(query.gameType ? { gameType: query.gameType } : {}),
      );
    },

    rankList: async ({ query, reply }) => {
      // New wins arrive with every round: short-lived.
      void reply.header('cache-control', 'public, max-age=10');
      return s.winnerBoard.list({
        limitNum: query.limitNum,
        ...(query.gameCategory ? { gameCategory: query.gameCategory } : {}),
      });
    },

    // ------------------------------------------------------------ favourites and recent games

    favouriteAdd: async ({ auth, body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.favourites.add(auth.memberId, body.nodeId);
    },
    favouriteRemove: async ({ auth, body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.favourites.remove(auth.memberId, body.nodeId);
    },
    favouriteIds: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return s.favourites.ids(auth.memberId, query);
    },
    favouriteList: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return s.favourites.list(auth.memberId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.gameType ? { gameType: query.gameType } : {}),
      });
    },
    recentAdd: async ({ auth, body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.recentGames.add(auth.memberId, body.nodeId);
    },
    recentList: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return s.recentGames.list(auth.memberId, {
        page: query.page,
        pageSize: query.pageSize,
        ...(query.gameType ? { gameType: query.gameType } : {}),
      });
    },

    // ------------------------------------------------------------ launch and the demo game

    launchGame: launch,
    launchGameFb: launch,
    demoGameState: async ({ query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.demoGame.state(query.launchToken);
    },
    demoGameSpin: async ({ body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.demoGame.spin(body);
    },
  };
}
