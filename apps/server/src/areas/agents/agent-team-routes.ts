import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentTeamRowName } from './agent-rows';

/** STUB: the services this part's routes use (the services' types, never the area's wiring). */
export type AgentTeamRouteServices = object;

/** STUB (issue 17): the helper for this part replaces it. */
export function agentTeamRoutes(_s: AgentTeamRouteServices): EndpointHandlers<AgentTeamRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentDownlines: missing,
    agentDownline: missing,
    agentOpenAccount: missing,
    agentUpdateDownlineRebates: missing,
    agentTransferDownline: missing,
    agentTransferMultipleDownline: missing,
    agentAffiliateLinks: missing,
    agentAffiliateLinkCreate: missing,
    agentAffiliateLinkRemove: missing,
  };
}
