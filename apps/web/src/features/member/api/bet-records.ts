import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { betRoutes } from '@app/contracts/bet-routes';
import type { BetKind } from '@app/contracts/bet-constants';
import type { BetOrderDetail, BetOrderPage, LotteryOrderDetail } from '@app/contracts/bets';
import type { PlayableGameType } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { memberKeys } from '@/shared/api/member-keys';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * What the bet record asks for: the range as ISO datetimes with the member's offset
 * (shared/lib/record-range.ts), and the game type, vendor and kind when chosen.
 */
export type BetRecordFilters = {
  from: string;
  to: string;
  gameType?: PlayableGameType;
  vendor?: string;
  kind?: BetKind;
};

export const betRecordPageSize = 20;

/** Query keys of the bet record: under the member's, so the session's refresh reaches them. */
export const betRecordKeys = {
  all: (token: string) => [...memberKeys.all(token), 'betRecord'] as const,
  list: (token: string, filters: BetRecordFilters | Record<string, never>) =>
    [...betRecordKeys.all(token), 'list', filters] as const,
  detail: (token: string, orderId: string) =>
    [...betRecordKeys.all(token), 'detail', orderId] as const,
};

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** GET /lgw/orders: one page of the member's rounds and lottery orders, with the range's totals. */
export function getBetOrders(
  filters: BetRecordFilters,
  pageNo: number,
  signal?: AbortSignal,
): Promise<BetOrderPage> {
  return call(
    routes.betOrders,
    { query: { ...filters, pageNo, pageSize: betRecordPageSize } },
    { signal },
  );
}

/**
 * The record, page by page; each filter set is its own key, so a change of range, type or vendor
 * starts again at page 1. Idle without filters (an invalid custom range) or a session.
 */
export function useBetRecords(filters: BetRecordFilters | null) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: betRecordKeys.list(token, filters ?? {}),
    queryFn:
      filters === null || token === ''
        ? skipToken
        : ({ signal, pageParam }) => getBetOrders(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BetOrderPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}

/** GET /lgw/orders/detail: a round with its reels, or a lottery order with its picks. */
export function useBetOrderDetail(orderId: string | null) {
  const token = useToken();
  return useQuery({
    queryKey: betRecordKeys.detail(token, orderId ?? ''),
    queryFn:
      orderId === null || token === ''
        ? skipToken
        : ({ signal }): Promise<BetOrderDetail> =>
            call(routes.betOrderDetail, { query: { orderId } }, { signal }),
  });
}

/**
 * POST /lgw/orders/suborders/cancel. The answer is the order as it is now (shown at once); then
 * everything of the session refetches, the wallet's balance and the record's rows and totals
 * included (the refund moved money).
 */
export function useCancelSubOrder() {
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subOrderId: string): Promise<LotteryOrderDetail> =>
      call(betRoutes.betSubOrderCancel, { body: { subOrderId } }),
    onSuccess: async (order) => {
      client.setQueryData(betRecordKeys.detail(token, order.orderId), order);
      await client.invalidateQueries({ queryKey: sessionKeys.scope(token) });
    },
  });
}
