import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import {
  lotteryGamesQuerySchema,
  lotteryMenuQuerySchema,
  lotteryRecentQuerySchema,
  openNumeroQuerySchema,
  openNumerosQuerySchema,
} from '@app/contracts/lottery';
import type { FastifyInstance } from 'fastify';
import { optionalAuth } from '../http/auth';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/** Only the fields set, so optional properties stay absent (exactOptionalPropertyTypes). */
function mode(query: { prizeMode?: 'Lott' | 'ZY' | 'Elott'; playType?: 'trad' | 'ent' }) {
  return {
    ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}),
    ...(query.playType ? { playType: query.playType } : {}),
  };
}

/**
 * Spec section 7, lottery calls (lottery.ts). Draws are computed from the clock, so the open
 * draw answers must never be cached; the game lists may be, briefly.
 */
export function registerLotteryRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.lotteryGames, async (request) => {
    const query = parseRequest(lotteryGamesQuerySchema, request.query);
    return ok(await services.lottery.games({ ...mode(query), limit: query.limit }));
  });

  app.get(apiPaths.lotteryPopular, async (request) => {
    const query = parseRequest(lotteryGamesQuerySchema, request.query);
    return ok(await services.lottery.popular({ ...mode(query), limit: query.limit }));
  });

  app.get(apiPaths.lotteryOpenNumeros, async (request, reply) => {
    const query = parseRequest(openNumerosQuerySchema, request.query);
    void reply.header('cache-control', 'no-store');
    return ok(
      await services.lottery.openNumeros({
        ...(query.gameIds ? { gameIds: query.gameIds } : {}),
        ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}),
      }),
    );
  });

  app.get(apiPaths.lotteryOpenNumero, async (request, reply) => {
    const query = parseRequest(openNumeroQuerySchema, request.query);
    void reply.header('cache-control', 'no-store');
    return ok(await services.lottery.openNumero(query.gameId));
  });

  app.get(apiPaths.lotteryMenu, async (request) => {
    const query = parseRequest(lotteryMenuQuerySchema, request.query);
    return ok(await services.lottery.menu(mode(query)));
  });

  app.get(apiPaths.lotteryRecent, async (request, reply) => {
    const query = parseRequest(lotteryRecentQuerySchema, request.query);
    const auth = await optionalAuth(request);
    void reply.header('cache-control', 'private, no-store');
    void reply.header('vary', 'Authorization');
    return ok(
      await services.lottery.recent(auth?.memberId ?? null, { ...mode(query), limit: query.limit }),
    );
  });
}
