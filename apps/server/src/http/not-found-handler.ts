import { fail } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './api-prefixes';
import { HOME_PATH } from './web-app';

/**
 * The one not-found handler. API paths answer with a 404 envelope; any other page request
 * outside /m/ is sent to the app home (spec section 2: unknown paths redirect to /m/home).
 */
export function registerNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url).slice(0, 200);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(path) || !isPageRequest) {
      return reply.code(404).send(fail('NOT_FOUND', `No route ${request.method} ${path}`));
    }
    return reply.redirect(HOME_PATH, 302);
  });
}
