import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { agentRoutes } from '@app/contracts/agent-routes';
import type {
  AffiliateLinkCreateBody,
  AgentOpenAccountBody,
  AgentTransferBody,
  AgentTransferMultipleBody,
  AgentUpdateRebatesBody,
} from '@app/contracts/agent-team';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * Team management's calls (issue 17; rows in @app/contracts/agent-routes, types only from the
 * zod module). Keys `['agent', 'team', token, ...]`: one session's team. The agent's balance is
 * the wallet's own entry (`[...session scope, 'wallet']`, the wallet feature's key, named here by
 * its parts: features do not import each other), so a transfer refreshes every balance shown.
 */
export const teamKeys = {
  all: (token: string) => ['agent', 'team', token] as const,
  list: (token: string, parentId: number | null, username: string) =>
    [...teamKeys.all(token), 'list', parentId, username] as const,
  member: (token: string, id: number) => [...teamKeys.all(token), 'member', id] as const,
  links: (token: string) => [...teamKeys.all(token), 'links'] as const,
};
const walletKey = (token: string) => [...sessionKeys.scope(token), 'wallet'] as const;

export const TEAM_PAGE_SIZE = 20;

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** Direct downlines of `parentId` (null: the agent's own), or a search over the whole team. */
export function useDownlines(parentId: number | null, username: string) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: teamKeys.list(token, parentId, username),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal, pageParam }) =>
            call(
              agentRoutes.agentDownlines,
              {
                query: {
                  ...(username !== '' ? { username } : {}),
                  ...(parentId !== null && username === '' ? { parentId } : {}),
                  pageNo: pageParam,
                  pageSize: TEAM_PAGE_SIZE,
                },
              },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

/** One member of the team with the agent's ceilings; idle while `id` is null. */
export function useDownline(id: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: teamKeys.member(token, id ?? 0),
    queryFn:
      token === '' || id === null
        ? skipToken
        : ({ signal }) => call(agentRoutes.agentDownline, { params: { id } }, { signal }),
  });
}

/** The agent's own balance (the wallet call). */
export function useAgentBalance() {
  const token = useToken();
  return useQuery({
    queryKey: walletKey(token),
    queryFn: token === '' ? skipToken : ({ signal }) => call(routes.wallet, {}, { signal }),
    staleTime: 30_000,
  });
}

/** The agent's affiliate links and its own rates (every rate form's ceilings). */
export function useAffiliateLinks() {
  const token = useToken();
  return useQuery({
    queryKey: teamKeys.links(token),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal }) => call(agentRoutes.agentAffiliateLinks, {}, { signal }),
  });
}

/** After a change: the team's lists and details, and every balance on screen. */
export function useRefreshTeam(): () => Promise<void> {
  const client = useQueryClient();
  const token = useToken();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: teamKeys.all(token) }),
      client.invalidateQueries({ queryKey: walletKey(token) }),
    ]);
  }, [client, token]);
}

export function useOpenAccount() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: AgentOpenAccountBody) => call(agentRoutes.agentOpenAccount, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateRebates() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: AgentUpdateRebatesBody) =>
      call(agentRoutes.agentUpdateDownlineRebates, { body }),
    onSuccess: refresh,
  });
}

export function useTransfer() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: AgentTransferBody) => call(agentRoutes.agentTransferDownline, { body }),
    onSuccess: refresh,
  });
}

export function useTransferMany() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: AgentTransferMultipleBody) =>
      call(agentRoutes.agentTransferMultipleDownline, { body }),
    onSuccess: refresh,
  });
}

export function useCreateLink() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: AffiliateLinkCreateBody) =>
      call(agentRoutes.agentAffiliateLinkCreate, { body }),
    onSuccess: refresh,
  });
}

export function useRemoveLink() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) => call(agentRoutes.agentAffiliateLinkRemove, { params: { id } }),
    onSuccess: refresh,
  });
}
