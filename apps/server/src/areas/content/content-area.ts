import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/create-db';
import type { Clock } from '../../services/clock';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createAnnouncementRepository } from '../../repositories/announcement-repository';
import { createAnnouncementService } from '../../services/announcement-service';
import { bannerArtwork, promotionArtwork } from '../../services/banner-artwork';
import { createArtworkService } from '../../services/cdn-artwork';
import { contentRoutes, registerContentArtwork } from './content-routes';

/** Announcements (banners, notices, popups, promotions, help) and the pictures they show. */
export function createContentServices(
  db: AppDatabase,
  clock?: Clock,
  protections?: { onBreak(memberId: number): Promise<boolean> },
) {
  return {
    announcements: createAnnouncementService({
      repo: createAnnouncementRepository(db),
      ...(clock ? { clock } : {}),
      ...(protections ? { protections } : {}),
    }),
    artwork: createArtworkService({ ...bannerArtwork, ...promotionArtwork }),
  };
}
export type ContentServices = ReturnType<typeof createContentServices>;

export function registerContentArea(
  app: FastifyInstance,
  endpoints: EndpointRegistrar,
  content: ContentServices,
): void {
  endpoints.add(contentRoutes(content));
  registerContentArtwork(app, content.artwork);
}
