import { useQuery } from '@tanstack/react-query';
import { agentRoutes } from '@app/contracts/agent-routes';
import type { AgentContractPrompt, AgentTeamKpi } from '@app/contracts/agent-home';
import { call } from '@/shared/api/call';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * The agent home's calls (issue 17; rows in @app/contracts/agent-routes, types only from the zod
 * contract module). Keyed by the session's token: a new login never sees the last one's answers.
 */
export const agentHomeKeys = {
  all: (token: string) => ['agent', 'home', token] as const,
  teamKpi: (token: string) => [...agentHomeKeys.all(token), 'teamKpi'] as const,
  /** What contract offers await the member (the contract screens may invalidate it). */
  contractPrompt: (token: string) => [...agentHomeKeys.all(token), 'contractPrompt'] as const,
};

/**
 * Today's four team counters (ODSFE2_TeamKPIA; spec 7: "startDate and endDate (today), size 0").
 * The days are left to the server, which counts in the operator's calendar: the device's "today"
 * may be another day.
 */
export function useTeamKpi() {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({
    queryKey: agentHomeKeys.teamKpi(token),
    queryFn: ({ signal }): Promise<AgentTeamKpi> =>
      call(agentRoutes.agentTeamKpi, { query: { size: 0 } }, { signal }),
    enabled: token !== '',
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });
}

/** Spec 7 getContractDividendRequest: asked afresh at every prompt occasion. */
export function useContractPromptQuery(token: string, enabled: boolean) {
  return useQuery({
    queryKey: agentHomeKeys.contractPrompt(token),
    queryFn: ({ signal }): Promise<AgentContractPrompt> =>
      call(agentRoutes.agentContractPrompt, {}, { signal }),
    enabled: enabled && token !== '',
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    // A prompt is a nicety: no retries, no error shown.
    retry: false,
  });
}
