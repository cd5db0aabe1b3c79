import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { AgentReportService } from '../../services/agent-report-service';
import type { AgentReportRowName } from './agent-rows';

/** What this part's routes use. */
export type AgentReportRouteServices = { reports: AgentReportService };

/** Team overview, team P&L and the team's bets: the caller's own team, never cached. */
export function agentReportRoutes(
  s: AgentReportRouteServices,
): EndpointHandlers<AgentReportRowName> {
  const viewer = (auth: { memberId: number; username: string }) => ({
    memberId: auth.memberId,
    username: auth.username,
  });
  return {
    agentTeamOverview: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.reports.overview(viewer(auth), query);
    },
    agentTeamPnl: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.reports.pnl(viewer(auth), query);
    },
    agentTeamBets: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.reports.bets(viewer(auth), query);
    },
  };
}
