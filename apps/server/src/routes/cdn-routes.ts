import type { FastifyInstance, FastifyReply } from 'fastify';
import { DomainError } from '../services/domain-error';
import type { Services } from '../services/create-services';

/** Artwork never changes for a given name within a release; a day of caching is plenty. */
const CACHE = 'public, max-age=86400';

function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) throw new DomainError('NOT_FOUND', 'Not found');
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(svg);
}

/** The reference server's images under /cdn (the seeded imageCDNs entry): avatars and banners. */
export function registerCdnRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { file: string } }>('/cdn/avatars/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? services.artwork.avatar(match[1]) : null);
  });

  app.get<{ Params: { file: string } }>('/cdn/banners/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? services.artwork.banner(match[1]) : null);
  });
}
