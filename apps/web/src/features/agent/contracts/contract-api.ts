import {
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ContractKind } from '@app/contracts/agent-constants';
import type {
  AgentContract,
  AgentContractCurrent,
  AgentContractOfferBody,
  AgentContractPayouts,
  AgentContracts,
  AgentContractsOffered,
} from '@app/contracts/agent-contracts';
import { agentRoutes } from '@app/contracts/agent-routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * The contract screens' calls (issue 17; rows in @app/contracts/agent-routes, types only from the
 * zod module). Keys `['agent', 'contracts', token, ...]`: one session's answers.
 */
export const contractKeys = {
  all: (token: string) => ['agent', 'contracts', token] as const,
  mine: (token: string, kind: ContractKind) => [...contractKeys.all(token), 'mine', kind] as const,
  current: (token: string, kind: ContractKind) =>
    [...contractKeys.all(token), 'current', kind] as const,
  payouts: (token: string, kind: ContractKind) =>
    [...contractKeys.all(token), 'payouts', kind] as const,
  offered: (token: string, kind: ContractKind) =>
    [...contractKeys.all(token), 'offered', kind] as const,
};

/** Rows per page of the payout history and of the sub-agents. */
export const contractPageSize = 10;

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** The member's contract of `kind` (offered, signed, or the latest declined or ended one). */
export function useMyContract(kind: ContractKind) {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.mine(token, kind),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal }): Promise<AgentContracts> =>
            call(agentRoutes.agentContracts, { query: { kind } }, { signal }),
  });
}

/** The signed contract's current period: the team's figures so far and the projection. */
export function useCurrentPeriod(kind: ContractKind, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.current(token, kind),
    queryFn:
      token === '' || !enabled
        ? skipToken
        : ({ signal }): Promise<AgentContractCurrent> =>
            call(agentRoutes.agentContractCurrent, { query: { kind } }, { signal }),
    // The projection grows with every bet of the team.
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });
}

/** The settled periods of the member's contracts of `kind`, newest first, page by page. */
export function usePayouts(kind: ContractKind, enabled = true) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: contractKeys.payouts(token, kind),
    queryFn:
      token === '' || !enabled
        ? skipToken
        : ({ signal, pageParam }): Promise<AgentContractPayouts> =>
            call(
              agentRoutes.agentContractPayouts,
              { query: { kind, pageNo: pageParam, pageSize: contractPageSize } },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: AgentContractPayouts) =>
      last.pageNo * last.pageSize < last.totalCount ? last.pageNo + 1 : undefined,
    refetchOnWindowFocus: 'always',
  });
}

/** The agent's direct sub-agents with their contract of `kind` and what each was paid. */
export function useOffered(kind: ContractKind) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: contractKeys.offered(token, kind),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal, pageParam }): Promise<AgentContractsOffered> =>
            call(
              agentRoutes.agentContractsOffered,
              { query: { kind, pageNo: pageParam, pageSize: contractPageSize } },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: AgentContractsOffered) =>
      last.pageNo * last.pageSize < last.totalCount ? last.pageNo + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * After an answer or an offer: this session's contract data, and the agent home's contract
 * prompt (its key `['agent', 'home', token, 'contractPrompt']`; features do not import each
 * other), are asked again.
 */
function useRefreshContracts() {
  const client = useQueryClient();
  const token = useToken();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: contractKeys.all(token) }),
      client.invalidateQueries({ queryKey: ['agent', 'home', token, 'contractPrompt'] }),
      client.invalidateQueries({ queryKey: [...sessionKeys.scope(token), 'wallet'] }),
    ]);
  };
}

/** Signs (accept) or declines an offered contract. */
export function useRespond() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }): Promise<AgentContract> =>
      call(agentRoutes.agentContractRespond, { params: { id }, body: { accept } }),
    onSuccess: refresh,
  });
}

/** Offers a direct sub-agent a contract (the server checks it again). */
export function useOffer() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: AgentContractOfferBody): Promise<AgentContract> =>
      call(agentRoutes.agentContractOffer, { body }),
    onSuccess: refresh,
  });
}
