import { apiPaths } from '@app/contracts/api-paths';
import { fail, ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/create-services';

export function registerHealthRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.healthz, async (request, reply) => {
    const result = await services.health.checkDatabase();
    if (result.ok) return ok({ database: 'ok' as const });
    request.log.error({ err: result.error }, 'health check: database unavailable');
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .send(fail('SYSTEM_ERROR', 'Database unavailable'));
  });
}
