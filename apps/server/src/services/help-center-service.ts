import { defaultLanguage, type Language } from '@app/contracts/languages';
import type { HelpItem } from '@app/contracts/system';
import type { HelpItemRepository } from '../repositories/help-item-repository';

export function createHelpCenterService(repo: HelpItemRepository) {
  return {
    /** A language without items falls back to Khmer, the default, rather than an empty page. */
    async list(language: Language = defaultLanguage): Promise<HelpItem[]> {
      const items = await repo.listByLanguage(language);
      if (items.length > 0 || language === defaultLanguage) return items;
      return repo.listByLanguage(defaultLanguage);
    },
  };
}
export type HelpCenterService = ReturnType<typeof createHelpCenterService>;
