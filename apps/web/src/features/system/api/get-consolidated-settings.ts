import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { ConsolidatedSettings } from '@app/contracts/system';
import { apiGet } from '@/shared/api/client';
import { staleTimes } from '@/shared/api/query-client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { systemKeys } from './system-keys';

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
    queryKey: systemKeys.settings(language),
    queryFn: ({ signal }) => getConsolidatedSettings(language, signal),
    staleTime: staleTimes.settings,
    // Keep showing the previous language's settings while the new ones load.
    placeholderData: (previous) => previous,
  });

export function useConsolidatedSettings() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(settingsQueryOptions(language));
}
