import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReferralFriendsPage, ReferralSummary } from '@app/contracts/referral';
import { referralRoutes } from '@app/contracts/referral-routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/** Query keys of refer and earn: one session's data, under its scope. */
export const referralKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'referral'] as const,
  summary: (token: string) => [...referralKeys.all(token), 'summary'] as const,
  friends: (token: string) => [...referralKeys.all(token), 'friends'] as const,
};

export const referralFriendsPageSize = 20;

/** GET /wps/member/referral: the code (made on first read), counters, earned and to claim. */
export function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return call(referralRoutes.referralSummary, {}, { signal });
}

/** GET /wps/member/referral/friends: one page of referred friends, newest first. */
export function getReferralFriends(
  pageNo: number,
  signal?: AbortSignal,
): Promise<ReferralFriendsPage> {
  return call(
    referralRoutes.referralFriends,
    { query: { pageNo, pageSize: referralFriendsPageSize } },
    { signal },
  );
}

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** Idle without a session; `enabled` false for accounts that cannot refer (trial). */
export function useReferralSummary(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: referralKeys.summary(token),
    queryFn: token === '' || !enabled ? skipToken : ({ signal }) => getReferralSummary(signal),
    staleTime: 30_000,
    // A reward claimed in the reward centre meanwhile: back on the screen, ask again at once.
    refetchOnMount: 'always',
  });
}

export function useReferralFriends(enabled = true) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: referralKeys.friends(token),
    queryFn:
      token === '' || !enabled
        ? skipToken
        : ({ signal, pageParam }) => getReferralFriends(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReferralFriendsPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
