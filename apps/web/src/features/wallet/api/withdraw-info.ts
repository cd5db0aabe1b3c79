import { useQuery } from '@tanstack/react-query';
import type { WithdrawInfo } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** GET /wps/transaction/withdraw/info: limits, what is left today, payee name, password set. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return call(cashierRoutes.withdrawInfo, {}, { signal });
}

/** The withdraw screen's figures; refetched after every movement (useRefreshAfterMovement). */
export function useWithdrawInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: cashierKeys.withdrawInfo(token),
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    enabled: token !== '',
  });
}
