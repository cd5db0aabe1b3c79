import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { HelpItem } from '@app/contracts/system';
import { apiGet } from '@/shared/api/client';
import { staleTimes } from '@/shared/api/query-client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';

/**
 * GET /wps/system/helpCenter (spec section 7: device MOBILE, lang). In shared/api because two
 * features read it: the home footer's Help Center links and the help centre screen (/m/help).
 */
export type { HelpItem };

/** The query key; `systemKeys.helpCenter` is this function. */
export const helpCenterQueryKey = (language: Language) =>
  ['system', 'helpCenter', language] as const;

export function getHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpItem[]> {
  return apiGet<HelpItem[]>(
    apiPaths.systemHelpCenter,
    { device: 'MOBILE', lang: toApiLanguage(language) },
    signal,
  );
}

export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: helpCenterQueryKey(language),
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: staleTimes.helpCenter,
    placeholderData: (previous) => previous,
  });

export function useHelpCenter() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(helpCenterQueryOptions(language));
}
