import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createAnnouncementRepository } from '../../repositories/announcement-repository';
import { createHelpItemRepository } from '../../repositories/help-item-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createDevContentService } from '../../services/dev-content-service';
import type { Core } from '../core';
import { devRoutes, type ScheduledJobsRun } from './dev-routes';

/** Development helpers (outside production only): content and the demo outbox. */
export function createDevServices(db: AppDatabase) {
  const outbox = createOutboxRepository(db);
  return {
    devContent: createDevContentService({
      announcements: createAnnouncementRepository(db),
      helpItems: createHelpItemRepository(db),
    }),
    outbox: { list: (filter: { recipient?: string; channel?: string }) => outbox.list(filter) },
  };
}
export type DevServices = ReturnType<typeof createDevServices>;

export function registerDevArea(
  endpoints: EndpointRegistrar,
  dev: DevServices,
  core: Core,
  runAgentJobs: () => Promise<void>,
  realityCheckSeconds: (username: string, seconds: number) => Promise<boolean>,
  runScheduledJobs: () => Promise<ScheduledJobsRun>,
): void {
  endpoints.add(
    devRoutes({
      ...dev,
      operatorSettings: core.operatorSettings,
      clockOffset: core.clockOffset,
      clock: core.clock,
      runAgentJobs,
      realityCheckSeconds,
      runScheduledJobs,
    }),
  );
}
