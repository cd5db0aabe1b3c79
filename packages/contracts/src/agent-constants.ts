import { playableGameTypes } from './game-constants';
import type { WhitelabelFlag } from './whitelabel-flags';

/**
 * Agent centre constants (issue 17), zod-free so screens can import them without the schemas.
 * Rates are basis points of valid turnover (100 = 1.00%); money is major units with 2 decimals
 * on the wire and integer minor units on the server.
 */

/** Game types an agent has a rebate rate for: every type a game can be. */
export const rebateGameTypes = playableGameTypes;
export type RebateGameType = (typeof rebateGameTypes)[number];
/** No rate may exceed 3.00% of valid turnover (the operator's ceiling for top agents). */
export const MAX_REBATE_BP = 300;

/** What an opened account becomes: a player or a sub-agent (member type 0 or 1). */
export const downlineKinds = ['MEMBER', 'AGENT'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

/** Report ranges (issue 17): today, yesterday, this week, this month, or custom dates. */
export const reportRanges = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'THIS_MONTH', 'CUSTOM'] as const;
export type ReportRange = (typeof reportRanges)[number];
/** A custom range may span at most this many days (inclusive) and reach back 90 days. */
export const MAX_REPORT_SPAN_DAYS = 31;
export const MAX_REPORT_HISTORY_DAYS = 90;

/** Transfers to several downlines: at most this many in one request. */
export const MAX_MULTI_TRANSFER = 20;
/** Affiliate links one agent may hold at once (remove one to make another). */
export const MAX_AFFILIATE_LINKS = 20;
/** The most rows one page of the team list (GET /wps/agent/downlines) holds. */
export const TEAM_PAGE_SIZE_MAX = 50;

/** Contract kinds (spec section 3 Contract offer: daily salary, dividend, hourly salary). */
export const contractKinds = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractStatuses = ['OFFERED', 'SIGNED', 'DECLINED', 'ENDED'] as const;
export type ContractStatus = (typeof contractStatuses)[number];
/** Dividend periods: the 1st-15th and 16th-end of a month, or a whole month. */
export const dividendPeriods = ['HALF_MONTH', 'MONTH'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];
/** At most this many tiers in a contract's terms. */
export const MAX_CONTRACT_TIERS = 10;

/**
 * The agent home's menu entries (spec section 2, Agent home) in the order shown, each with the
 * whitelabel switch that shows it; online service has none (always shown).
 */
export const agentMenuEntries = [
  { id: 'teamOverview', flag: 'AGENTTEAMOVERVIEW3' },
  { id: 'transactionRecord', flag: 'AGENTTRANSREC3' },
  { id: 'teamManagement', flag: 'AGENTTEAMMGMT3' },
  { id: 'redRain', flag: 'AGENTREDRAIN3' },
  { id: 'teamPnl', flag: 'AGENTTEAMPNL3' },
  { id: 'teamBetting', flag: 'AGENTTEAMBET3' },
  { id: 'gameRebate', flag: 'AGENTGAMEREBATE3' },
  { id: 'agentRebate', flag: 'AGENTREBATE3' },
  { id: 'securityCentre', flag: 'AGENTSECURITY3' },
  { id: 'mail', flag: 'AGENTMAIL3' },
  { id: 'onlineService', flag: null },
] as const satisfies readonly { id: string; flag: WhitelabelFlag | null }[];
export type AgentMenuEntry = (typeof agentMenuEntries)[number]['id'];
/** The footer's dividend entry shows only when this switch is on (spec: "when dividend is shown"). */
export const AGENT_DIVIDEND_FLAG: WhitelabelFlag = 'AGENTDIVIDEND3';
