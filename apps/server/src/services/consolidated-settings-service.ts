import { defaultLanguage, type Language } from '@app/contracts/languages';
import type { ConsolidatedSettings } from '@app/contracts/system';
import type { OperatorSettingsService } from './operator-settings-service';

export function createConsolidatedSettingsService(settingsService: OperatorSettingsService) {
  return {
    async get(language: Language = defaultLanguage): Promise<ConsolidatedSettings> {
      const { settings, site } = await settingsService.readAll();
      return {
        merchantCode: site.merchantCode,
        currency: site.currency,
        gameCategories: settings.gameCategories,
        footerVendors: settings.footerVendors,
        promos: settings.promos,
        footer: {
          infoText: site.footer.infoText[language] ?? site.footer.infoText[defaultLanguage] ?? '',
          images: site.footer.images,
        },
      };
    },
  };
}
export type ConsolidatedSettingsService = ReturnType<typeof createConsolidatedSettingsService>;
