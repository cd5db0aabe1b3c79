import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/** GET /wps/member/info (spec section 3, Member info): id, type, nickname, account, clubLabel. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call(routes.memberInfo, {}, { signal });
}

/** Query keys of the member calls: one session's data, under its scope. */
export const memberKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'member'] as const,
  info: (token: string) => [...memberKeys.all(token), 'info'] as const,
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
