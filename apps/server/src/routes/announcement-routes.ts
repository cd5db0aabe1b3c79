import { announcementsQuerySchema, markAnnouncementReadSchema } from '@app/contracts/announcements';
import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { optionalAuth, rejectTrial, requireAuth } from '../http/auth';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * Spec section 7, Announcements: MCSFE_getListAnnouncements. Works for visitors and members
 * (the token is optional); the answer depends on who asks, so shared caches must not keep it.
 */
export function registerAnnouncementRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.announcements, async (request, reply) => {
    const query = parseRequest(announcementsQuerySchema, request.query);
    const auth = await optionalAuth(request);
    void reply.header('cache-control', 'private, no-cache');
    void reply.header('vary', 'Authorization');
    return ok(
      await services.announcements.list(
        {
          ...(query.types ? { types: query.types } : {}),
          ...(query.groupName ? { groupNames: query.groupName } : {}),
          ...(query.language ? { language: query.language } : {}),
        },
        auth ? { memberId: auth.memberId, type: auth.type } : null,
      ),
    );
  });

  /**
   * Spec section 7, MCSFE_markAnnouncementAsRead: POST {announcementId, read: true}. Per member,
   * so it needs a token (visitors have no read state); trial accounts are refused (spec 4 skips
   * read-marking for type 4).
   */
  app.post(apiPaths.markAnnouncementRead, async (request, reply) => {
    const auth = await requireAuth(request);
    rejectTrial(auth);
    const body = parseRequest(markAnnouncementReadSchema, request.body);
    void reply.header('cache-control', 'no-store');
    return ok(await services.announcements.markRead(auth.memberId, body.announcementId));
  });
}
