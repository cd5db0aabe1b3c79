import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentContractServices } from './agent-contract-area';
import type { AgentContractRowName } from './agent-rows';

/** STUB (issue 17): the helper for this part replaces it. */
export function agentContractRoutes(_s: AgentContractServices): EndpointHandlers<AgentContractRowName> {
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
