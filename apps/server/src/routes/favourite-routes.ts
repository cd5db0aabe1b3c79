import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import {
  favouriteBodySchema,
  favouriteIdsQuerySchema,
  favouriteListQuerySchema,
} from '@app/contracts/games';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/auth';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * Spec section 7, Favourites: add (POST), remove (DELETE with the same JSON body), ids and list.
 * All need a session (spec 5: favouriting requires a token); trial accounts may use them.
 */
export function registerFavouriteRoutes(app: FastifyInstance, services: Services): void {
  app.post(apiPaths.favouriteAdd, async (request, reply) => {
    const auth = await requireAuth(request);
    const body = parseRequest(favouriteBodySchema, request.body);
    void reply.header('cache-control', 'no-store');
    return ok(await services.favourites.add(auth.memberId, body.nodeId));
  });

  app.delete(apiPaths.favouriteRemove, async (request, reply) => {
    const auth = await requireAuth(request);
    const body = parseRequest(favouriteBodySchema, request.body);
    void reply.header('cache-control', 'no-store');
    return ok(await services.favourites.remove(auth.memberId, body.nodeId));
  });

  app.get(apiPaths.favouriteIds, async (request, reply) => {
    const auth = await requireAuth(request);
    const query = parseRequest(favouriteIdsQuerySchema, request.query);
    void reply.header('cache-control', 'private, no-store');
    return ok(await services.favourites.ids(auth.memberId, query));
  });

  app.get(apiPaths.favouriteList, async (request, reply) => {
    const auth = await requireAuth(request);
    const query = parseRequest(favouriteListQuerySchema, request.query);
    void reply.header('cache-control', 'private, no-store');
    return ok(
      await services.favourites.list(auth.memberId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.gameType ? { gameType: query.gameType } : {}),
      }),
    );
  });
}
