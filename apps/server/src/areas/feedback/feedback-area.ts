import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createFeedbackRepository } from '../../repositories/feedback-repository';
import type { AuditService } from '../../services/audit-service';
import { createFeedbackService } from '../../services/feedback-service';
import type { Core } from '../core';
import { feedbackRoutes } from './feedback-routes';

/** Feedback (issue 14): the member's form and list, and support's rows in the console. */
export function createFeedbackServices(db: AppDatabase, core: Core, audit: AuditService) {
  return {
    feedback: createFeedbackService({
      repo: createFeedbackRepository(db),
      files: core.files,
      audit,
      clock: core.clock,
    }),
  };
}
export type FeedbackServices = ReturnType<typeof createFeedbackServices>;

export function registerFeedbackArea(
  endpoints: EndpointRegistrar,
  services: FeedbackServices,
): void {
  endpoints.add(feedbackRoutes(services.feedback));
}
