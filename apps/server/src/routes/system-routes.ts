import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import { helpCenterQuerySchema, languageQuerySchema } from '@app/contracts/system';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * System calls of spec section 7 (Account: System). They answer 200 during maintenance and
 * region restriction: the client needs them to render those pages (spec section 2).
 */
export function registerSystemRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.systemStatus, async (request) =>
    ok(await services.systemStatus.getStatus(request.ip)),
  );

  app.get(apiPaths.systemWhitelabel, async () => ok(await services.systemStatus.getWhitelabel()));

  app.get(apiPaths.systemSettingsConsolidated, async (request) => {
    const query = parseRequest(languageQuerySchema, request.query);
    return ok(await services.consolidatedSettings.get(query.language));
  });

  app.get(apiPaths.systemCountry, async () => ok(await services.countries.list()));

  app.get(apiPaths.systemHelpCenter, async (request) => {
    const query = parseRequest(helpCenterQuerySchema, request.query);
    return ok(await services.helpCenter.list(query.lang));
  });

  app.get(apiPaths.systemDomainRoute, async () => ok(await services.systemStatus.getDomainRoute()));

  app.get(apiPaths.systemCustomerService, async () =>
    ok(await services.systemStatus.getCustomerService()),
  );
}
