import { useQuery } from '@tanstack/react-query';
import type { WithdrawInfo } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { cashierKeys, useSessionToken } from './cashier-keys';

/**
 * GET /wps/transaction/withdraw/info: limits, what is left today, payee name, password set, and
 * the bonus money under wagering with each bonus's title in `language` (issue 16).
 */
export function getWithdrawInfo(
  language: 'KM' | 'EN' | 'CN' | 'VI',
  signal?: AbortSignal,
): Promise<WithdrawInfo> {
  return call(cashierRoutes.withdrawInfo, { query: { language } }, { signal });
}

/** The withdraw screen's figures; refetched after every movement (useRefreshAfterMovement). */
export function useWithdrawInfo() {
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    // Under the cashier's key (every movement refreshes it); a new language asks again.
    queryKey: [...cashierKeys.withdrawInfo(token), language],
    queryFn: ({ signal }) => getWithdrawInfo(toApiLanguage(language), signal),
    enabled: token !== '',
  });
}
