import { useQuery } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** The member's deposit list, under the cashier prefix (a movement refreshes it too). */
export const depositReportKeys = {
  all: (token: string) => [...cashierKeys.all(token), 'depositReport'] as const,
  page: (token: string, pageSize: number, language: string) =>
    [...depositReportKeys.all(token), pageSize, language] as const,
};

/** GET MCS2_depositTransactioNReport: the newest deposits (the first page only). */
export function useRecentDeposits(pageSize: number) {
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: depositReportKeys.page(token, pageSize, language),
    queryFn: ({ signal }) =>
      call(
        cashierRoutes.depositReport,
        { query: { pageNo: 1, pageSize, language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: token !== '',
  });
}
