import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import {
  gameListQuerySchema,
  hotGamesQuerySchema,
  rankListQuerySchema,
  recentAddBodySchema,
  recentListQuerySchema,
  vendorTypesQuerySchema,
} from '@app/contracts/games';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { optionalAuth, requireAuth } from '../http/auth';
import { createPublicResponseCache } from '../http/public-response-cache';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/** Catalogue answers are the same for everyone: shared caches may keep them a minute. */
function publicCache(reply: FastifyReply) {
  void reply.header('cache-control', 'public, max-age=60');
}

/**
 * Spec section 7, Games: hot list, game list, vendor types, rank list (the winner board) and
 * recent games. Favourites are in favourite-routes.ts, the launch in the launch routes.
 */
export function registerGameRoutes(app: FastifyInstance, services: Services): void {
  // The same answer for everyone: reused in-process for a few seconds in production (the
  // catalogue changes by seeding or an operator, decision 0028). Keys hold only what changes the
  // answer (client hints such as language do not), so junk parameters cannot flood it.
  const cache = createPublicResponseCache({ ttlMs: services.caching.catalogueMs });

  app.get(apiPaths.hotGames, async (request, reply) => {
    const query = parseRequest(hotGamesQuerySchema, request.query);
    publicCache(reply);
    const filter = { limit: query.limit, ...(query.gameType ? { gameType: query.gameType } : {}) };
    return cache.send(request, reply, `hot:${JSON.stringify(filter)}`, async () =>
      ok(await services.gameCatalogue.hot(filter)),
    );
  });

  app.get(apiPaths.gameList, async (request, reply) => {
    const query = parseRequest(gameListQuerySchema, request.query);
    // gameClassify=FAV lists the viewer's favourites: that answer is personal.
    if (query.gameClassify === 'FAV') {
      const auth = await optionalAuth(request);
      void reply.header('cache-control', 'private, no-cache');
      void reply.header('vary', 'Authorization');
      return ok(await services.gameCatalogue.list(query, auth?.memberId ?? null));
    }
    publicCache(reply);
    const key = JSON.stringify([
      query.gameType,
      query.vassalage,
      query.gameName,
      query.gameClassify,
      query.isNew,
      query.minBet,
      query.minLine,
      query.isHot,
      query.pageNo,
      query.pageSize,
    ]);
    return cache.send(request, reply, `list:${key}`, async () =>
      ok(await services.gameCatalogue.list(query, null)),
    );
  });

  app.get(apiPaths.vendorTypes, async (request, reply) => {
    const query = parseRequest(vendorTypesQuerySchema, request.query);
    publicCache(reply);
    const filter = query.gameType ? { gameType: query.gameType } : {};
    return cache.send(request, reply, `vendors:${query.gameType ?? ''}`, async () =>
      ok(await services.gameCatalogue.vendors(filter)),
    );
  });

  app.get(apiPaths.rankList, async (request, reply) => {
    const query = parseRequest(rankListQuerySchema, request.query);
    // New wins arrive with every round: short-lived.
    void reply.header('cache-control', 'public, max-age=10');
    return ok(
      await services.winnerBoard.list({
        limitNum: query.limitNum,
        ...(query.gameCategory ? { gameCategory: query.gameCategory } : {}),
      }),
    );
  });

  app.post(apiPaths.recentAdd, async (request, reply) => {
    const auth = await requireAuth(request);
    const body = parseRequest(recentAddBodySchema, request.body);
    void reply.header('cache-control', 'no-store');
    return ok(await services.recentGames.add(auth.memberId, body.nodeId));
  });

  app.get(apiPaths.recentList, async (request, reply) => {
    const auth = await requireAuth(request);
    const query = parseRequest(recentListQuerySchema, request.query);
    void reply.header('cache-control', 'private, no-store');
    return ok(
      await services.recentGames.list(auth.memberId, {
        page: query.page,
        pageSize: query.pageSize,
        ...(query.gameType ? { gameType: query.gameType } : {}),
      }),
    );
  });
}
