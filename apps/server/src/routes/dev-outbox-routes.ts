import { outboxQuerySchema } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * Outside production only (not registered there, so it 404s): what the demo SMS/email sender
 * "delivered", newest first, for tests and developers.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.devOutbox, async (request) => {
    const query = parseRequest(outboxQuerySchema, request.query);
    return ok(await services.outbox.list(query));
  });
}
