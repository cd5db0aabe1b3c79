import type { OutboxMessage } from '@app/contracts/account';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { DevContentService } from '../../services/dev-content-service';
import { DomainError } from '../../services/domain-error';
import type { OperatorSettingsService } from '../../services/operator-settings-service';

export type DevRouteServices = {
  operatorSettings: OperatorSettingsService;
  devContent: DevContentService;
  outbox: { list(filter: { recipient?: string; channel?: string }): Promise<OutboxMessage[]> };
  /** The core clock's offset, or null when a test injected its own clock. */
  clockOffset: { ms: number } | null;
  clock: () => Date;
  /** The agent centre's scheduled payouts (issue 17). */
  runAgentJobs: () => Promise<void>;
  /** Safer gambling's reality check in seconds (issue 18's e2e); false: no such member. */
  realityCheckSeconds: (username: string, seconds: number) => Promise<boolean>;
  /** Every scheduled job once (issue 20): what each did. */
  runScheduledJobs: () => Promise<ScheduledJobsRun>;
};

export type ScheduledJobsRun = {
  webhooksDelivered: number;
  depositsExpired: number;
  lotteryOrdersSettled: number;
  bonusesExpired: number;
};

/**
 * Outside production only (app.ts does not register this area there, so its paths 404): tests
 * and developers change operator settings, read what the demo SMS and email sender "delivered",
 * and add or remove content through the real tables (issue 5, untrusted HTML; dev-content.ts).
 * Invalid input is 400 VALIDATION_ERROR (or FIELD_FORMAT when endDate is not after startDate).
 */
export function devRoutes(s: DevRouteServices): EndpointHandlers<RowsOfArea<'dev'>> {
  return {
    devOperatorSettings: async ({ body }) => s.operatorSettings.patch(body),
    devOperatorSettingsReset: async () => s.operatorSettings.reset(),
    devOutbox: async ({ query }) => s.outbox.list(query),
    devContentAnnouncementAdd: async ({ body }) => s.devContent.addAnnouncement(body),
    devContentAnnouncementRemove: async ({ params }) => s.devContent.removeAnnouncement(params.id),
    devContentHelpItemAdd: async ({ body }) => s.devContent.addHelpItem(body),
    devContentHelpItemRemove: async ({ params }) => s.devContent.removeHelpItem(params.id),
    devClock: async ({ body }) => {
      if (!s.clockOffset) throw new Error('devClock: this server runs on an injected clock');
      s.clockOffset.ms = body.offsetMs;
      return { now: s.clock().toISOString(), offsetMs: s.clockOffset.ms };
    },
    devAgentJobs: async () => {
      await s.runAgentJobs();
      return { ran: true as const };
    },
    devRealityCheckSeconds: async ({ body }) => {
      if (!(await s.realityCheckSeconds(body.username, body.seconds)))
        throw new DomainError('ACCOUNT_NOT_FOUND', 'No such member');
      return { done: true as const };
    },
    devJobs: () => s.runScheduledJobs(),
  };
}
