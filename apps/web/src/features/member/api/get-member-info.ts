import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { MemberInfo } from '@app/contracts/account';
import { apiGet } from '@/shared/api/client';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/** GET /wps/member/info (spec section 3, Member info): id, type, nickname, account, clubLabel. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>(apiPaths.memberInfo, undefined, signal);
}

export const memberKeys = {
  info: (token: string) => [...sessionKeys.scope(token), 'member', 'info'] as const,
};

export const memberInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: memberKeys.info(token),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 5 * 60_000,
  });

/** The logged-in player's member info (trial accounts too); idle for guests. */
export function useMemberInfo() {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({ ...memberInfoQueryOptions(token), enabled: token !== '' });
}
