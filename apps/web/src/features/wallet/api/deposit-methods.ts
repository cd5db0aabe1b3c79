import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** GET MCS2_depositBanksByVendor: the deposit methods, grouped, in the language shown. */
export function useDepositMethods() {
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: cashierKeys.depositMethods(token, language),
    queryFn: ({ signal }) =>
      call(
        cashierRoutes.depositMethods,
        { query: { language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: token !== '',
    staleTime: 60_000,
    // A language switch keeps the form (and what was typed) while the new names load.
    placeholderData: keepPreviousData,
  });
}
