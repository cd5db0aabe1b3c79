import type { EndpointHandlers } from '../../http/endpoint-routes';
import { DomainError } from '../../services/domain-error';
import type { AgentReportRowName } from './agent-rows';

/** STUB: the services this part's routes use (the services' types, never the area's wiring). */
export type AgentReportRouteServices = object;

/** STUB (issue 17): the helper for this part replaces it. */
export function agentReportRoutes(
  _s: AgentReportRouteServices,
): EndpointHandlers<AgentReportRowName> {
  const missing = async (): Promise<never> => {
    throw new DomainError('NOT_FOUND', 'Not built yet');
  };
  return {
    agentTeamOverview: missing,
    agentTeamPnl: missing,
    agentTeamBets: missing,
  };
}
