import { useQuery } from '@tanstack/react-query';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** How many of the latest withdrawals the withdraw screen lists (the record has the rest). */
export const recentWithdrawalsSize = 10;

/** MCS2_WithdrawTransactionReport, first page: the member's latest withdrawals, newest first. */
export function useRecentWithdrawals() {
  const token = useSessionToken();
  return useQuery({
    queryKey: cashierKeys.withdrawals(token),
    queryFn: ({ signal }) =>
      call(
        routes.withdrawReport,
        { query: { pageNo: 1, pageSize: recentWithdrawalsSize } },
        { signal },
      ),
    enabled: token !== '',
  });
}
