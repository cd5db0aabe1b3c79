import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { AgentHomeService } from '../../services/agent-home-service';
import type { AgentHomeRowName } from './agent-rows';

/** The services this part's routes use. */
export type AgentHomeRouteServices = { home: AgentHomeService };

/**
 * The agent home's rows (issue 17): the team counters (agent scope) and the contract prompt
 * (member scope: any member may ask; the excluded types answer all 0). Personal: never cached.
 */
export function agentHomeRoutes(s: AgentHomeRouteServices): EndpointHandlers<AgentHomeRowName> {
  return {
    agentTeamKpi: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.home.teamKpi(auth.memberId, query);
    },
    agentContractPrompt: async ({ auth, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.home.contractPrompt(auth);
    },
  };
}
