import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentRebateServices } from './agent-rebate-area';
import type { AgentRebateRowName } from './agent-rows';

/** STUB (issue 17): the helper for this part replaces it. */
export function agentRebateRoutes(_s: AgentRebateServices): EndpointHandlers<AgentRebateRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentRebateRates: missing,
    agentRebateEarnings: missing,
  };
}
