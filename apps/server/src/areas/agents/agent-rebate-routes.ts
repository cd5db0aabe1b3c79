import type { FastifyReply } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { AgentRebateService } from '../../services/agent-rebate-service';
import type { AgentRebateRowName } from './agent-rows';

/** The services this part's routes use (the services' types, never the area's wiring). */
export type AgentRebateRouteServices = Pick<AgentRebateService, 'rates' | 'earnings'>;

/** Personal and changing with every round: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** Rebates (issue 17): the agent's rate table and its earnings per day. HTTP only. */
export function agentRebateRoutes(
  s: AgentRebateRouteServices,
): EndpointHandlers<AgentRebateRowName> {
  return {
    agentRebateRates: async ({ auth, reply }) => {
      noStore(reply);
      return s.rates(auth.memberId);
    },
    agentRebateEarnings: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.earnings(auth.memberId, query);
    },
  };
}
