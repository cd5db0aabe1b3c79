import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useRefreshAfterMovement, useSessionToken } from './cashier-keys';

/** How many of the latest withdrawals the withdraw screen lists (the record has the rest). */
export const recentWithdrawalsSize = 10;

/** While a request waits for the cash desk, the list looks again this often. */
export const withdrawalFollowMs = 15_000;

/** The list's next look: soon while a request is open at the cash desk, else none. */
export function followWhileOpen(list: readonly { status: string }[] | undefined): number | false {
  return list?.some((w) => w.status === 'PENDING' || w.status === 'APPROVED')
    ? withdrawalFollowMs
    : false;
}

/** MCS2_WithdrawTransactionReport, first page: the member's latest withdrawals, newest first. */
export function useRecentWithdrawals() {
  const token = useSessionToken();
  const report = useQuery({
    queryKey: cashierKeys.withdrawals(token),
    queryFn: ({ signal }) =>
      call(
        cashierRoutes.withdrawReport,
        { query: { pageNo: 1, pageSize: recentWithdrawalsSize } },
        { signal },
      ),
    enabled: token !== '',
    // The cash desk acts elsewhere: follow open requests so their new status (and, for a
    // rejection, the money back) shows without a reload.
    refetchInterval: (query) => followWhileOpen(query.state.data?.list),
  });
  useRefreshWhenSettled(report.data?.list);
  return report;
}

/**
 * When the cash desk settles a request (a status changes between two looks), every balance on
 * screen refreshes: a rejection gives the money back, a payout changes the withdrawable amount.
 */
function useRefreshWhenSettled(list: readonly { id: number; status: string }[] | undefined) {
  const refresh = useRefreshAfterMovement();
  const seen = useRef<string | null>(null);
  const signature = list?.map((w) => `${w.id}:${w.status}`).join(',');
  useEffect(() => {
    if (signature === undefined) return;
    if (seen.current !== null && seen.current !== signature) void refresh();
    seen.current = signature;
  }, [signature, refresh]);
}
