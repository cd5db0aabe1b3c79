import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentHomeServices } from './agent-home-area';
import type { AgentHomeRowName } from './agent-rows';

/** STUB (issue 17): the helper for this part replaces it. */
export function agentHomeRoutes(_s: AgentHomeServices): EndpointHandlers<AgentHomeRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentTeamKpi: missing,
    agentContractPrompt: missing,
  };
}
