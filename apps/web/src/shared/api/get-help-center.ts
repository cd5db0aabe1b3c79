import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/contracts/languages';
import { routes } from '@app/contracts/routes';
import type { HelpItem } from '@app/contracts/system';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { call } from './call';
import { staleTimes } from './query-client';
import { systemKeys } from './system-keys';

/**
 * GET /wps/system/helpCenter (spec section 7: device MOBILE, lang). In shared/api because two
 * features read it: the home footer's Help Center links and the help centre screen (/m/help).
 */
export type { HelpItem };

export function getHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpItem[]> {
  return call(
    routes.systemHelpCenter,
    { query: { device: 'MOBILE', lang: toApiLanguage(language) } },
    { signal },
  );
}

export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: systemKeys.helpCenter(language),
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: staleTimes.helpCenter,
    // Keep showing the previous language's items while the new ones load.
    placeholderData: keepPreviousData,
  });

export function useHelpCenter() {
  const language = useLanguageStore((s) => s.language);
  return useQuery(helpCenterQueryOptions(language));
}
