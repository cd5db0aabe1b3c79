import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { ConsolidatedSettings } from '@app/contracts/system';
import { apiGet } from '@/shared/api/client';
import { staleTimes } from '@/shared/api/query-client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';

/**
 * GET /wps/system/settings/consolidated, read by the lobby (prize mode rule). A feature may not
 * import another feature, so this is the lobby's own fetcher; it uses the same key as
 * features/system's `systemKeys.settings(language)`, so both share one cached answer.
 */
export const lobbySettingsKey = (language: Language) => ['system', 'settings', language] as const;

export function getLobbySettings(
  language: Language,
  signal?: AbortSignal,
): Promise<ConsolidatedSettings> {
  return apiGet<ConsolidatedSettings>(
    apiPaths.systemSettingsConsolidated,
    { language: toApiLanguage(language) },
    signal,
  );
}

export const lobbySettingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: lobbySettingsKey(language),
    queryFn: ({ signal }) => getLobbySettings(language, signal),
    staleTime: staleTimes.settings,
    placeholderData: (previous) => previous,
  });

export function useLobbySettings() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(lobbySettingsQueryOptions(language));
}
