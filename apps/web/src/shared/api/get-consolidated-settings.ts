import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { ConsolidatedSettings } from '@app/contracts/system';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { apiGet } from './client';
import { staleTimes } from './query-client';

/**
 * GET /wps/system/settings/consolidated: game categories with their vendors, footer vendors,
 * promos, footer. In shared/ because the shell, the system feature and the lobby all read it;
 * `systemKeys.settings` in features/system is this key.
 */
export const settingsQueryKey = (language: Language) => ['system', 'settings', language] as const;

export function getConsolidatedSettings(
  language: Language,
  signal?: AbortSignal,
): Promise<ConsolidatedSettings> {
  return apiGet<ConsolidatedSettings>(
    apiPaths.systemSettingsConsolidated,
    { language: toApiLanguage(language) },
    signal,
  );
}

export const settingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: settingsQueryKey(language),
    queryFn: ({ signal }) => getConsolidatedSettings(language, signal),
    staleTime: staleTimes.settings,
    // Keep showing the previous language's settings while the new ones load.
    placeholderData: (previous) => previous,
  });

export function useConsolidatedSettings() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(settingsQueryOptions(language));
}
