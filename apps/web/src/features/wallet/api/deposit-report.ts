import { useQuery } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** GET MCS2_depositTransactioNReport: the newest deposits (the first page only). */
export function useRecentDeposits(pageSize: number) {
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: [...cashierKeys.depositReport(token), pageSize, language],
    queryFn: ({ signal }) =>
      call(
        cashierRoutes.depositReport,
        { query: { pageNo: 1, pageSize, language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: token !== '',
  });
}
