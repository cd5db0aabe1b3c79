import type { FastifyReply } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { AgentContractService } from '../../services/agent-contract-service';
import type { AgentContractRowName } from './agent-rows';

/** The services this part's routes use. */
export type AgentContractRouteServices = { contracts: AgentContractService };

/** Contracts and payouts are personal and change with every answer and run: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * Contract rows (issue 17): the agent's own contracts (terms, sign or decline, the current
 * period, payouts) and those it offers its direct sub-agents. HTTP only; the rules are in
 * services/agent-contract-service.ts.
 */
export function agentContractRoutes(
  s: AgentContractRouteServices,
): EndpointHandlers<AgentContractRowName> {
  return {
    agentContracts: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.contracts.mine(auth.memberId, query.kind);
    },
    agentContractRespond: async ({ auth, params, body, reply }) => {
      noStore(reply);
      return s.contracts.respond(auth.memberId, params.id, body.accept);
    },
    agentContractCurrent: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.contracts.current(auth.memberId, query.kind);
    },
    agentContractPayouts: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.contracts.payouts(auth.memberId, query);
    },
    agentContractOffer: async ({ auth, body, reply }) => {
      noStore(reply);
      return s.contracts.offer(auth.memberId, body);
    },
    agentContractsOffered: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.contracts.offered(auth.memberId, query);
    },
  };
}
