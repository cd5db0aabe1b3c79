import { get, named, send } from './routes';

const wps = '/wps';
const relay = '/wps/relay/';

/**
 * The agent centre (issue 17; spec sections 2 Agent routes and Agent home, 3 Contract offer and
 * Team KPI footer, 6 Agent, 7 Agent). Agent-only rows (scope agent: a type not in 0, 4, 40);
 * the contract prompt is asked by any member after login (it answers nothing pending for types
 * the spec excludes). Relay names (ODSFE2_*) and /wps/agent paths are the spec's; the rest ours.
 * Schemas in agents.ts.
 */
export const agentRoutes = named({
  // ------------------------------------------------------------ agent home (spec 2, 3, 7)
  /** Today's four team counters: logged-in, betting, registered, online (value.footer). */
  agentTeamKpi: get(`${relay}ODSFE2_TeamKPIA`, 'agent'),
  /** Which contracts await the member's signature (spec 7: getContractDividendRequest). */
  agentContractPrompt: get(`${wps}/agent/getContractDividendRequest`, 'member'),

  // ------------------------------------------------------------ team management (spec 7)
  /** Direct downlines of the agent or of one of its team (drill down), searchable, paged. */
  agentDownlines: get(`${wps}/agent/downlines`, 'agent'),
  /** One member of the team: type, balance, rebates, registration, last login, online. */
  agentDownline: get(`${wps}/agent/downline/:id`, 'agent'),
  /** Open an account (member or sub-agent) under the agent with its rebate rates. */
  agentOpenAccount: send('POST', `${wps}/agent/downline`, 'agent', 'encrypted'),
  /** Change a direct downline's rebate rates (never above the agent's own). */
  agentUpdateDownlineRebates: send('POST', `${wps}/agent/updateDownlineRebates`, 'agent', 'json'),
  /** Move money from the agent's balance to one downline (payment password; idempotent). */
  agentTransferDownline: send('POST', `${wps}/agent/transferDownline`, 'agent', 'encrypted'),
  /** The same to several downlines at once: all or nothing. */
  agentTransferMultipleDownline: send(
    'POST',
    `${wps}/agent/transferMultipleDownline`,
    'agent',
    'encrypted',
  ),
  /** The agent's affiliate links (preset type and rates) with their URLs. */
  agentAffiliateLinks: get(`${wps}/agent/affiliate`, 'agent'),
  /** Make an affiliate link that registers downlines with preset rates. */
  agentAffiliateLinkCreate: send('POST', `${wps}/agent/affiliate`, 'agent', 'json'),
  /** Retire an affiliate link: registrations through it stop. */
  agentAffiliateLinkRemove: send('DELETE', `${wps}/agent/affiliate/:id`, 'agent', 'none'),

  // ------------------------------------------------------------ team reports (spec 7)
  /** Team overview for a date range: totals, registrations, first deposits, active members. */
  agentTeamOverview: get(`${relay}ODSFE2_Subordinate`, 'agent'),
  /** Team profit and loss: totals, the daily series and one row per direct downline. */
  agentTeamPnl: get(`${relay}ODSFE2_MemPNL`, 'agent'),
  /** The team's bet records: filters by member, game type and date. */
  agentTeamBets: get(`${wps}/agent/team/bets`, 'agent'),

  // ------------------------------------------------------------ rebates (spec 7)
  /** The agent's rebate rates by game type, with what it may give its downlines. */
  agentRebateRates: get(`${wps}/agent/rebates`, 'agent'),
  /** Rebates earned from the team (and on the agent's own play), per day. */
  agentRebateEarnings: get(`${wps}/agent/rebates/earnings`, 'agent'),

  // ------------------------------------------------------------ contracts (spec 3, 6, 7)
  /** The member's contracts of one kind: offered, signed, with terms and the current period. */
  agentContracts: get(`${wps}/agent/contracts`, 'agent'),
  /** Sign or decline an offered contract. */
  agentContractRespond: send('POST', `${wps}/agent/contracts/:id/respond`, 'agent', 'json'),
  /** The current period's projected amount of a signed contract (CurrentDailySalary, ...). */
  agentContractCurrent: get(`${relay}ODSFE2_CurrentDailySalary`, 'agent'),
  /** Paid periods of the member's contracts (QueryDailySalary, QueryDividend). */
  agentContractPayouts: get(`${relay}ODSFE2_QueryDailySalary`, 'agent'),
  /** Offer a contract to a direct sub-agent, within the agent's own terms. */
  agentContractOffer: send('POST', `${wps}/agent/contracts/offer`, 'agent', 'json'),
  /** Contracts the agent has offered its sub-agents, with what each was paid (PayoutDividend). */
  agentContractsOffered: get(`${relay}ODSFE2_PayoutDividend`, 'agent'),
});
