import { apiPaths } from '@app/contracts/api-paths';
import {
  devAnnouncementIdParamsSchema,
  devAnnouncementSchema,
  devHelpItemIdParamsSchema,
  devHelpItemSchema,
} from '@app/contracts/dev-content';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * Outside production only (app.ts does not register these in production, so they 404): tests
 * and developers add and remove content through the real tables (issue 5, untrusted HTML).
 * Contract: `@app/contracts/dev-content`. All bodies are JSON; answers are the usual envelope.
 *
 * POST /__dev/content/announcements
 *   { type: 'A'|'PL'|'B'|'PU'|'PR'|'H', title: string, content: string (HTML, stored as given),
 *     language?: 'km'|'en'|'zh'|'vi'   (absent: the same text in all four languages),
 *     groupName?: string|null          (absent/null: no group, e.g. notices and the promotion list),
 *     execution?: 'A'|'B'|'F'|null     (A/F logged-in members, B visitors; absent/null: everyone),
 *     promotionType?: string|null, linkUrl?: string|null,
 *     startDate?: ISO 8601 (default now), endDate?: ISO 8601, noExpiry?: boolean
 *                                      (endDate absent or noExpiry true: no expiry),
 *     images?: [{ sequence, url, width?, height? }], promoCategoryIds?: number[],
 *     sort?: number (default 1000: after the seeded items) }
 *   -> { success: true, value: { id: number } }        (the announcement id the list returns)
 * DELETE /__dev/content/announcements/:id
 *   -> { success: true, value: { deleted: boolean } }  (texts and read records go with it)
 * POST /__dev/content/help-items
 *   { language?: 'km'|'en'|'zh'|'vi' (default km), title: string, content: string (HTML),
 *     sort?: number (default 1000) }
 *   -> { success: true, value: { id: string } }        (e.g. "dev-<uuid>")
 * DELETE /__dev/content/help-items/:id
 *   -> { success: true, value: { deleted: boolean } }
 *
 * Invalid input is 400 VALIDATION_ERROR (or FIELD_FORMAT when endDate is not after startDate).
 */
export function registerDevContentRoutes(app: FastifyInstance, services: Services): void {
  app.post(apiPaths.devContentAnnouncements, async (request) => {
    const body = parseRequest(devAnnouncementSchema, request.body);
    return ok(await services.devContent.addAnnouncement(body));
  });

  app.delete(`${apiPaths.devContentAnnouncements}/:id`, async (request) => {
    const { id } = parseRequest(devAnnouncementIdParamsSchema, request.params);
    return ok(await services.devContent.removeAnnouncement(id));
  });

  app.post(apiPaths.devContentHelpItems, async (request) => {
    const body = parseRequest(devHelpItemSchema, request.body);
    return ok(await services.devContent.addHelpItem(body));
  });

  app.delete(`${apiPaths.devContentHelpItems}/:id`, async (request) => {
    const { id } = parseRequest(devHelpItemIdParamsSchema, request.params);
    return ok(await services.devContent.removeHelpItem(id));
  });
}
