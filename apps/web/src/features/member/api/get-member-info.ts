import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { memberKeys } from '@/shared/api/member-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/** GET /wps/member/info (spec section 3, Member info): id, type, nickname, account, clubLabel. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call(routes.memberInfo, {}, { signal });
}

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
