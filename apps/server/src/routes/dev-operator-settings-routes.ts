import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import { operatorSettingsPatchSchema } from '@app/contracts/system';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * Outside production only (the app does not register these in production, so they 404):
 * lets tests and developers change operator settings without the CLI.
 */
export function registerDevOperatorSettingsRoutes(app: FastifyInstance, services: Services): void {
  app.patch(apiPaths.devOperatorSettings, async (request) => {
    const patch = parseRequest(operatorSettingsPatchSchema, request.body);
    return ok(await services.operatorSettings.patch(patch));
  });

  app.post(`${apiPaths.devOperatorSettings}/reset`, async () =>
    ok(await services.operatorSettings.reset()),
  );
}
