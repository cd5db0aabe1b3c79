import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { MemberTransactionPage } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/**
 * What the record asks for: `types` is `A` (all) or a comma list of type codes; `from` and `to`
 * are ISO datetimes with the member's offset (lib/record-range.ts).
 */
export type TransactionFilters = { types: string; from: string; to: string };

export const recordPageSize = 20;

/** GET ODS2_MemberTransaction: one page of the member's movements, newest first, and the range's totals. */
export function getMemberTransactions(
  filters: TransactionFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<MemberTransactionPage> {
  return call(
    cashierRoutes.memberTransactions,
    { query: { ...filters, pageNo, pageSize: recordPageSize } },
    { signal },
  );
}

/**
 * The record, page by page. Each filter set is its own key, so a change of type or range starts
 * again at page 1 (issue 13); the keys sit under the cashier's, so every movement of money
 * refreshes them. Idle without filters (an invalid custom range) or without a session.
 */
export function useMemberTransactions(filters: TransactionFilters | null) {
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey: cashierKeys.transactions(token, filters ?? {}),
    queryFn:
      filters === null || token === ''
        ? skipToken
        : ({ signal, pageParam }) => getMemberTransactions(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MemberTransactionPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}
