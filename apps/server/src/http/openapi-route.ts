import { buildOpenApiDocument } from '@app/contracts/openapi';
import type { FastifyInstance } from 'fastify';

/** Where the document is served (outside production: app.ts registers the route only there). */
export const openApiRoutePath = '/wps/openapi.json';

/**
 * GET /wps/openapi.json: the OpenAPI 3.1 document of the endpoint table (packages/contracts/src/
 * openapi.ts), for developers and for operators checking their own platform against it. It is
 * the document itself, not an envelope. Built on the first request, then kept: the table does
 * not change while the server runs.
 */
export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: string | null = null;
  app.get(openApiRoutePath, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document);
  });
}
