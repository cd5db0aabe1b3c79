import type { Country } from '@app/contracts/system';
import { fail } from '@app/contracts/envelope';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { ConsolidatedSettingsService } from '../../services/consolidated-settings-service';
import type { HealthService } from '../../services/health-service';
import type { HelpCenterService } from '../../services/help-center-service';
import type { SystemStatusService } from '../../services/system-status-service';

export type SystemRouteServices = {
  systemStatus: SystemStatusService;
  consolidatedSettings: ConsolidatedSettingsService;
  helpCenter: HelpCenterService;
  countries: { list(): Promise<Country[]> };
  health: HealthService;
};

/**
 * System calls of spec section 7 (Account: System) and the health check. They answer 200 during
 * maintenance and region restriction: the client needs them to render those pages (spec 2).
 */
export function systemRoutes(s: SystemRouteServices): EndpointHandlers<RowsOfArea<'system'>> {
  return {
    systemStatus: async ({ request }) => s.systemStatus.getStatus(request.ip),
    systemWhitelabel: async () => s.systemStatus.getWhitelabel(),
    systemSettingsConsolidated: async ({ query }) => s.consolidatedSettings.get(query.language),
    systemCountry: async () => s.countries.list(),
    systemHelpCenter: async ({ query }) => s.helpCenter.list(query.lang),
    systemDomainRoute: async () => s.systemStatus.getDomainRoute(),
    systemCustomerService: async () => s.systemStatus.getCustomerService(),

    healthz: async ({ request, reply }) => {
      const result = await s.health.checkDatabase();
      if (result.ok) return { database: 'ok' as const };
      request.log.error({ err: result.error }, 'health check: database unavailable');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send(fail('SYSTEM_ERROR', 'Database unavailable'));
    },
  };
}
