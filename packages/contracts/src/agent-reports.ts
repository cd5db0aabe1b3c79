import { z } from 'zod';
import { betStatuses } from './bet-constants';
import {
  isoDateTimeSchema,
  isoDaySchema,
  memberIdSchema,
  pageNoSchema,
  reportRangeQuerySchema,
  resolvedRangeSchema,
} from './agent-common';
import { downlineKinds } from './agent-constants';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';
import { playableGameTypes } from './game-constants';

/**
 * Team reports (issue 17; spec 7: ODSFE2_Subordinate, ODSFE2_MemPNL, and the team's bet
 * records). Every figure is read from the daily aggregates the wallet writes with each REAL-money
 * movement (member_daily_stats, team_daily_stats), over a range of the operator's calendar days
 * (cashier.utcOffsetMinutes) the server resolves from `range`: TODAY, YESTERDAY, THIS_WEEK (from
 * Monday), THIS_MONTH (from the 1st), or CUSTOM with `startDate` and `endDate` (inclusive, at
 * most MAX_REPORT_SPAN_DAYS days, none older than MAX_REPORT_HISTORY_DAYS days nor after today;
 * otherwise REPORT_RANGE_INVALID with `{ maxDays }`). A team is everyone below the agent at any
 * depth, not the agent itself. Money in major units (2 decimals).
 */

/** At most this many rows per page of the per-downline list and the team's bets. */
export const AGENT_REPORT_PAGE_MAX = 50;
const pageSizeSchema = z.coerce
  .number<number>()
  .int()
  .min(1)
  .max(AGENT_REPORT_PAGE_MAX)
  .default(20);

/**
 * What a team (or one downline's subtree) moved over the range. `netProfitLoss` is the players'
 * side: wins + bonuses + rebates - valid turnover (positive: the players won; the team's "net
 * loss", what a dividend shares, is its negative).
 */
export const teamTotalsSchema = z.object({
  deposits: z.number(),
  depositCount: z.number().int(),
  /** Requested less returned (rejected). */
  withdrawals: z.number(),
  /** Stakes placed. */
  bets: z.number(),
  betCount: z.number().int(),
  /** Stakes less refunds. */
  validTurnover: z.number(),
  wins: z.number(),
  rebates: z.number(),
  /** Bonuses, rewards, red envelopes and referral rewards, less bonus money removed. */
  bonuses: z.number(),
  netProfitLoss: z.number(),
});
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

/** GET ODSFE2_Subordinate: the whole team's figures over the range. */
export const agentTeamOverviewSchema = z.object({
  range: resolvedRangeSchema,
  totals: teamTotalsSchema,
  /** Accounts opened under the team in the range. */
  newRegistrations: z.number().int(),
  /** Members whose first deposit ever fell in the range. */
  firstDeposits: z.number().int(),
  /** Distinct members who placed a bet in the range. */
  activeMembers: z.number().int(),
  /** Everyone in the team now (any depth). */
  teamSize: z.number().int(),
  /** Direct downlines now. */
  directCount: z.number().int(),
});
export type AgentTeamOverview = z.infer<typeof agentTeamOverviewSchema>;

/**
 * GET ODSFE2_MemPNL: the range and a page of the direct downlines. `parentId`: a sub-agent of the
 * caller's team whose own team to show instead (drill down; NOT_IN_TEAM when it is not in it).
 */
export const agentTeamPnlQuerySchema = reportRangeQuerySchema.extend({
  parentId: memberIdSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema,
});
export type AgentTeamPnlQuery = z.input<typeof agentTeamPnlQuerySchema>;

/** One day of the team's series (every day of the range, zeros on quiet days). */
export const teamDaySchema = z.object({
  day: isoDaySchema,
  validTurnover: z.number(),
  netProfitLoss: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
});
export type TeamDay = z.infer<typeof teamDaySchema>;

/** A direct downline and its whole subtree's figures over the range (itself included). */
export const downlinePnlSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: z.enum(downlineKinds),
  totals: teamTotalsSchema,
});
export type DownlinePnl = z.infer<typeof downlinePnlSchema>;

export const agentTeamPnlSchema = z.object({
  range: resolvedRangeSchema,
  /** Whose team this is: the caller, or the sub-agent of `parentId`. */
  viewing: z.object({ id: z.number().int(), username: z.string() }),
  totals: teamTotalsSchema,
  series: z.array(teamDaySchema),
  /** Direct downlines, highest valid turnover first. */
  downlines: z.object({
    list: z.array(downlinePnlSchema),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  }),
});
export type AgentTeamPnl = z.infer<typeof agentTeamPnlSchema>;

/** GET /wps/agent/team/bets: the range, a team member's username and a game type, paged. */
export const agentTeamBetsQuerySchema = reportRangeQuerySchema.extend({
  /** A member of the team (NOT_IN_TEAM otherwise); absent: everyone in it. */
  username: z.string().trim().min(1).max(40).optional(),
  gameType: z.enum(playableGameTypes).optional(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema,
});
export type AgentTeamBetsQuery = z.input<typeof agentTeamBetsQuerySchema>;

/**
 * One bet of a team member with REAL money: a demo-game round or a lottery order. `stake` is what
 * stays staked, `validTurnover` the stake of what is settled, `winLoss` payout less stake of what
 * is settled (the player's side), as in the member's own bet record.
 */
export const teamBetSchema = z.object({
  id: z.string(),
  username: z.string(),
  gameName: z.string(),
  gameType: z.enum(playableGameTypes),
  vendor: z.string(),
  stake: z.number(),
  validTurnover: z.number(),
  payout: z.number(),
  winLoss: z.number(),
  status: z.enum(betStatuses),
  createdAt: isoDateTimeSchema,
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const agentTeamBetsSchema = z.object({
  range: resolvedRangeSchema,
  list: z.array(teamBetSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over every bet the filters match, not only this page. */
  summary: z.object({
    stake: z.number(),
    validTurnover: z.number(),
    payout: z.number(),
    winLoss: z.number(),
  }),
});
export type AgentTeamBets = z.infer<typeof agentTeamBetsSchema>;

type Rows = Pick<typeof agentRoutes, 'agentTeamOverview' | 'agentTeamPnl' | 'agentTeamBets'>;

export const agentReportsSchemas = {
  agentTeamOverview: {
    area: 'agents',
    summary:
      "The agent's whole team over a range of the operator's days (today, yesterday, this week, this month, or custom up to 31 days within the last 90): deposits, withdrawals, bets, valid turnover, wins, rebates, bonuses and net profit/loss, new registrations, first deposits, active members, the team's size and direct downlines.",
    query: reportRangeQuerySchema,
    response: agentTeamOverviewSchema,
  },
  agentTeamPnl: {
    area: 'agents',
    summary:
      "Team profit and loss over a range: the team's totals, its daily series, and a page of the direct downlines (highest valid turnover first), each with its whole subtree's figures (itself included). `parentId` shows the team of a sub-agent of the caller's team instead.",
    query: agentTeamPnlQuerySchema,
    response: agentTeamPnlSchema,
  },
  agentTeamBets: {
    area: 'agents',
    summary:
      "The team's real-money bet records (rounds and lottery orders) over a range, newest first, optionally of one team member (by username) and one game type, with totals over everything matched.",
    query: agentTeamBetsQuerySchema,
    response: agentTeamBetsSchema,
  },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
