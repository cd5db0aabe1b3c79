import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentReportServices } from './agent-report-area';
import type { AgentReportRowName } from './agent-rows';

/** STUB (issue 17): the helper for this part replaces it. */
export function agentReportRoutes(_s: AgentReportServices): EndpointHandlers<AgentReportRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentTeamOverview: missing,
    agentTeamPnl: missing,
    agentTeamBets: missing,
  };
}
