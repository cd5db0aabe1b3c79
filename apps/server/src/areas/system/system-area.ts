import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createCountryRepository } from '../../repositories/country-repository';
import { createHealthRepository } from '../../repositories/health-repository';
import { createHelpItemRepository } from '../../repositories/help-item-repository';
import { createConsolidatedSettingsService } from '../../services/consolidated-settings-service';
import { createHealthService } from '../../services/health-service';
import { createHelpCenterService } from '../../services/help-center-service';
import { createSystemStatusService } from '../../services/system-status-service';
import type { Core } from '../core';
import { systemRoutes } from './system-routes';

/** System: status, whitelabel, consolidated settings, countries, help centre, health. */
export function createSystemServices(db: AppDatabase, core: Core) {
  const countries = createCountryRepository(db);
  return {
    systemStatus: createSystemStatusService(core.operatorSettings),
    consolidatedSettings: createConsolidatedSettingsService(core.operatorSettings),
    helpCenter: createHelpCenterService(createHelpItemRepository(db)),
    countries: { list: () => countries.list() },
    health: createHealthService(createHealthRepository(db)),
  };
}
export type SystemServices = ReturnType<typeof createSystemServices>;

export function registerSystemArea(endpoints: EndpointRegistrar, system: SystemServices): void {
  endpoints.add(systemRoutes(system));
}
