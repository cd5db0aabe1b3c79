import type { FastifyInstance } from 'fastify';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import { sendSvg } from '../../http/svg-reply';
import type { AnnouncementService } from '../../services/announcement-service';
import type { ArtworkService } from '../../services/cdn-artwork';

export type ContentRouteServices = { announcements: AnnouncementService; artwork: ArtworkService };

/**
 * Spec section 7, Announcements. The list works for visitors and members (the token is
 * optional) and depends on who asks, so shared caches must not keep it. Marking read is per
 * member and refused to trial accounts (spec 4 skips read-marking for type 4): a realMoney row.
 */
export function contentRoutes(s: ContentRouteServices): EndpointHandlers<RowsOfArea<'content'>> {
  return {
    announcements: async ({ query, viewer, reply }) => {
      const auth = await viewer();
      void reply.header('cache-control', 'private, no-cache');
      void reply.header('vary', 'Authorization');
      return s.announcements.list(
        {
          ...(query.types ? { types: query.types } : {}),
          ...(query.groupName ? { groupNames: query.groupName } : {}),
          ...(query.language ? { language: query.language } : {}),
        },
        auth ? { memberId: auth.memberId, type: auth.type } : null,
      );
    },
    markAnnouncementRead: async ({ auth, body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.announcements.markRead(auth.memberId, body.announcementId);
    },
  };
}

/** The reference server's avatars and banners under /cdn (files, not rows of the table). */
export function registerContentArtwork(app: FastifyInstance, artwork: ArtworkService): void {
  app.get<{ Params: { file: string } }>('/cdn/avatars/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? artwork.avatar(match[1]) : null);
  });

  app.get<{ Params: { file: string } }>('/cdn/banners/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,60})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? artwork.banner(match[1]) : null);
  });
}
