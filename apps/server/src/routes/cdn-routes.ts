import type { FastifyInstance, FastifyReply } from 'fastify';
import { DomainError } from '../services/domain-error';
import type { Services } from '../services/create-services';

/** Artwork never changes for a given name within a release; a day of caching is plenty. */
const CACHE = 'public, max-age=86400';

function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) throw new DomainError('NOT_FOUND', 'Not found');
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(svg);
}

/**
 * The reference server's images under /cdn (the seeded imageCDNs entry): avatars, banners, game
 * icons and vendor logos.
 */
export function registerCdnRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { file: string } }>('/cdn/avatars/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? services.artwork.avatar(match[1]) : null);
  });

  app.get<{ Params: { file: string } }>('/cdn/banners/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? services.artwork.banner(match[1]) : null);
  });

  // Game artwork (issue 4): icons by vendor and game code, the default icon, vendor logos.
  app.get('/cdn/games/default.svg', async (_request, reply) =>
    sendSvg(reply, services.gameCatalogue.defaultIcon()),
  );

  app.get<{ Params: { vendor: string; file: string } }>(
    '/cdn/games/:vendor/:file',
    async (request, reply) => {
      const vendor = /^[A-Z0-9_]{1,24}$/.test(request.params.vendor) ? request.params.vendor : null;
      const code = /^([a-z0-9-]{1,64})\.svg$/.exec(request.params.file)?.[1];
      return sendSvg(
        reply,
        vendor && code ? await services.gameCatalogue.gameIcon(vendor, code) : null,
      );
    },
  );

  app.get<{ Params: { file: string } }>('/cdn/vendors/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]{1,24})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? await services.gameCatalogue.vendorLogo(match[1]) : null);
  });
}
