import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentHomeRowName } from './agent-rows';

/** STUB: the services this part's routes use (the services' types, never the area's wiring). */
export type AgentHomeRouteServices = object;

/** STUB (issue 17): the helper for this part replaces it. */
export function agentHomeRoutes(_s: AgentHomeRouteServices): EndpointHandlers<AgentHomeRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentTeamKpi: missing,
    agentContractPrompt: missing,
  };
}
