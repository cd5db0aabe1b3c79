import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentContractRowName } from './agent-rows';

/** STUB: the services this part's routes use (the services' types, never the area's wiring). */
export type AgentContractRouteServices = object;

/** STUB (issue 17): the helper for this part replaces it. */
export function agentContractRoutes(
  _s: AgentContractRouteServices,
): EndpointHandlers<AgentContractRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentContracts: missing,
    agentContractRespond: missing,
    agentContractCurrent: missing,
    agentContractPayouts: missing,
    agentContractOffer: missing,
    agentContractsOffered: missing,
  };
}
