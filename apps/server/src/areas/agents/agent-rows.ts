import type { RowsOfArea } from '../../http/endpoint-routes';

/**
 * The agent centre's rows by part (issue 17): each part's routes file answers its own. Together
 * they are every row of the `agents` area (agent-routes.ts in the contracts).
 */
export type AgentHomeRowName = 'agentTeamKpi' | 'agentContractPrompt';
export type AgentTeamRowName =
  | 'agentDownlines'
  | 'agentDownline'
  | 'agentOpenAccount'
  | 'agentUpdateDownlineRebates'
  | 'agentTransferDownline'
  | 'agentTransferMultipleDownline'
  | 'agentAffiliateLinks'
  | 'agentAffiliateLinkCreate'
  | 'agentAffiliateLinkRemove';
export type AgentReportRowName = 'agentTeamOverview' | 'agentTeamPnl' | 'agentTeamBets';
export type AgentRebateRowName = 'agentRebateRates' | 'agentRebateEarnings';
export type AgentContractRowName = Exclude<
  RowsOfArea<'agents'>,
  AgentHomeRowName | AgentTeamRowName | AgentReportRowName | AgentRebateRowName
>;
