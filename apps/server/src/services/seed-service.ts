import { languages } from '@app/contracts/languages';
import { seedCountries } from '../db/seed-data/countries';
import { seedHelpItems } from '../db/seed-data/help-items';
import type { CountryRepository } from '../repositories/country-repository';
import type { HelpItemRepository, HelpItemRow } from '../repositories/help-item-repository';
import type { OperatorSettingsService } from './operator-settings-service';

/**
 * Demo data for a fresh database. Idempotent and safe when several instances start at once
 * (inserts skip existing keys). Countries and help items are seeded only into an empty table,
 * so rows an operator deleted stay deleted; settings keys are added when missing.
 */
export function createSeedService(deps: {
  settings: OperatorSettingsService;
  countries: CountryRepository;
  helpItems: HelpItemRepository;
}) {
  return {
    async seedIfEmpty(): Promise<void> {
      await deps.settings.seedMissing();
      if (await deps.countries.isEmpty()) await deps.countries.insertMissing(seedCountries);
      if (await deps.helpItems.isEmpty()) {
        const rows: HelpItemRow[] = seedHelpItems.flatMap((item) =>
          languages.map((language) => ({
            slug: item.slug,
            sort: item.sort,
            language,
            ...item.translations[language],
          })),
        );
        await deps.helpItems.insertMissing(rows);
      }
    },
  };
}
export type SeedService = ReturnType<typeof createSeedService>;
