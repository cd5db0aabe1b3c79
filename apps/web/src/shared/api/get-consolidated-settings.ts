import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { ConsolidatedSettings } from '@app/contracts/system';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { apiGet } from './client';
import { staleTimes } from './query-client';

/**
 * Query key of the consolidated settings (same as `systemKeys.settings(language)` in
 * features/system, so both share one cache entry — the status payload does the same in
 * get-status.ts). Lives in shared/ because the lobby's pages read the game categories too.
 */
export const settingsQueryKey = (language: Language) => ['system', 'settings', language] as const;

export const sharedSettingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: settingsQueryKey(language),
    queryFn: ({ signal }) =>
      apiGet<ConsolidatedSettings>(
        apiPaths.systemSettingsConsolidated,
        { language: toApiLanguage(language) },
        signal,
      ),
    staleTime: staleTimes.settings,
    placeholderData: (previous) => previous,
  });

/** The consolidated settings (game categories with their vendors, footer vendors, promos). */
export function useSettings() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(sharedSettingsQueryOptions(language));
}
