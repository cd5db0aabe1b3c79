import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/contracts/languages';
import { routes } from '@app/contracts/routes';
import type { ConsolidatedSettings } from '@app/contracts/system';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { call } from './call';
import { staleTimes } from './query-client';
import { systemKeys } from './system-keys';

/**
 * GET /wps/system/settings/consolidated: game categories with their vendors, footer vendors,
 * promos, footer. In shared/ because the shell, the system feature and the lobby all read it.
 */
export function getConsolidatedSettings(
  language: Language,
  signal?: AbortSignal,
): Promise<ConsolidatedSettings> {
  return call(
    routes.systemSettingsConsolidated,
    { query: { language: toApiLanguage(language) } },
    { signal },
  );
}

export const settingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: systemKeys.settings(language),
    queryFn: ({ signal }) => getConsolidatedSettings(language, signal),
    staleTime: staleTimes.settings,
    // Keep showing the previous language's settings while the new ones load.
    placeholderData: keepPreviousData,
  });

export function useConsolidatedSettings() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(settingsQueryOptions(language));
}
