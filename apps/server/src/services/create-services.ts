import type { AppDatabase } from '../db/create-db';
import { createCountryRepository } from '../repositories/country-repository';
import { createHealthRepository } from '../repositories/health-repository';
import { createHelpItemRepository } from '../repositories/help-item-repository';
import { createOperatorSettingsRepository } from '../repositories/operator-settings-repository';
import { createConsolidatedSettingsService } from './consolidated-settings-service';
import { createHealthService } from './health-service';
import { createHelpCenterService } from './help-center-service';
import { createOperatorSettingsService } from './operator-settings-service';
import { createSeedService } from './seed-service';
import { createSystemStatusService } from './system-status-service';

/** Wires repositories into services; the only place that knows both. */
export function createServices(db: AppDatabase) {
  const countryRepository = createCountryRepository(db);
  const helpItemRepository = createHelpItemRepository(db);
  const operatorSettings = createOperatorSettingsService(createOperatorSettingsRepository(db));
  return {
    operatorSettings,
    systemStatus: createSystemStatusService(operatorSettings),
    consolidatedSettings: createConsolidatedSettingsService(operatorSettings),
    helpCenter: createHelpCenterService(helpItemRepository),
    countries: { list: () => countryRepository.list() },
    health: createHealthService(createHealthRepository(db)),
    seed: createSeedService({
      settings: operatorSettings,
      countries: countryRepository,
      helpItems: helpItemRepository,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
