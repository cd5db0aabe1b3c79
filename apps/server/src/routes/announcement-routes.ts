import { announcementsQuerySchema } from '@app/contracts/announcements';
import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { optionalAuth } from '../http/auth';
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
}
