import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { AgentTeamService } from '../../services/agent-team-service';
import type { AgentTeamRowName } from './agent-rows';

/** The services this part's routes use. */
export type AgentTeamRouteServices = AgentTeamService;

/** Team answers are personal and change with every transfer: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** The origin the agent's browser is on (behind a proxy, per TRUST_PROXY): links' URLs. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Team management's rows (issue 17; spec 7 Agent): HTTP only, the rules are in the service. */
export function agentTeamRoutes(s: AgentTeamRouteServices): EndpointHandlers<AgentTeamRowName> {
  return {
    agentDownlines: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.downlines(auth.memberId, query);
    },
    agentDownline: async ({ auth, params, reply }) => {
      noStore(reply);
      return s.downline(auth.memberId, params.id);
    },
    agentOpenAccount: async ({ auth, body }) => s.openAccount(auth.memberId, body),
    agentUpdateDownlineRebates: async ({ auth, body }) => s.updateRebates(auth.memberId, body),
    agentTransferDownline: async ({ auth, body }) => s.transfer(auth.memberId, body),
    agentTransferMultipleDownline: async ({ auth, body }) =>
      s.transferMultiple(auth.memberId, body),
    agentAffiliateLinks: async ({ auth, request, reply }) => {
      noStore(reply);
      return s.links(auth.memberId, originOf(request));
    },
    agentAffiliateLinkCreate: async ({ auth, body, request }) =>
      s.createLink(auth.memberId, body, originOf(request)),
    agentAffiliateLinkRemove: async ({ auth, params }) => s.removeLink(auth.memberId, params.id),
  };
}
