import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import { launchBodySchema } from '@app/contracts/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../http/auth';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/** Spec section 7, Games: launch (launchGame and GCS_gameLaunchFB take the same payload). */
export function registerGameLaunchRoutes(app: FastifyInstance, services: Services): void {
  const launch = async (request: FastifyRequest) => {
    const auth = await requireAuth(request);
    const body = parseRequest(launchBodySchema, request.body ?? {});
    return ok(
      await services.gameLaunches.launch(auth, {
        vendor: body.vendor,
        gameId: body.gameId,
        nodeId: body.nodeId,
        freePlay: body.freePlay,
        ...(body.language ? { language: body.language } : {}),
      }),
    );
  };
  app.post(apiPaths.launchGame, launch);
  app.post(apiPaths.launchGameFb, launch);
}
