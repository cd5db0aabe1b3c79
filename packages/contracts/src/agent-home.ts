import { z } from 'zod';
import { isoDaySchema, resolvedRangeSchema } from './agent-common';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/**
 * The agent home (issue 17; spec 2 Agent home, 3 Team KPI footer and Contract offer, 7 Agent).
 */
type Rows = Pick<typeof agentRoutes, 'agentTeamKpi' | 'agentContractPrompt'>;

/**
 * A team member counts as online while it holds a live session (not revoked, not expired) seen
 * within this many minutes (the session's login or latest renewal).
 */
export const TEAM_ONLINE_WINDOW_MINUTES = 10;

/**
 * GET ODSFE2_TeamKPIA (spec 7: "startDate and endDate (today), size 0"). Both days are the
 * operator's calendar days (cashier.utcOffsetMinutes), inclusive; each defaults to today.
 * `size` is accepted and ignored. A range ending before it starts, over MAX_REPORT_SPAN_DAYS,
 * older than MAX_REPORT_HISTORY_DAYS or after today: REPORT_RANGE_INVALID `{ maxDays }`.
 */
export const agentTeamKpiQuerySchema = z.object({
  startDate: isoDaySchema.optional(),
  endDate: isoDaySchema.optional(),
  size: z.coerce.number<number>().int().min(0).max(1000).optional(),
});
export type AgentTeamKpiQuery = z.input<typeof agentTeamKpiQuerySchema>;

/**
 * The four counters of the agent's whole team (everyone below it at any depth, never itself):
 * - teamLoginMemberCount: distinct members with a successful login in the range;
 * - teamBetMemberCount: distinct members who placed a REAL-money bet in the range;
 * - teamRegisterMemberCount: accounts opened under the team in the range;
 * - teamOnlineCount: members online now (TEAM_ONLINE_WINDOW_MINUTES), whatever the range.
 */
export const teamKpiFooterSchema = z.object({
  teamLoginMemberCount: z.number().int().min(0),
  teamBetMemberCount: z.number().int().min(0),
  teamRegisterMemberCount: z.number().int().min(0),
  teamOnlineCount: z.number().int().min(0),
});
export type TeamKpiFooter = z.infer<typeof teamKpiFooterSchema>;

export const agentTeamKpiSchema = z.object({
  /** The days counted, as the server resolved them. */
  range: resolvedRangeSchema,
  footer: teamKpiFooterSchema,
});
export type AgentTeamKpi = z.infer<typeof agentTeamKpiSchema>;

/** 1: a contract of that kind awaits the member's signature (status OFFERED); 0: none. */
const pendingFlag = z.union([z.literal(0), z.literal(1)]);

/**
 * GET getContractDividendRequest (spec 3 Contract offer, 7): which contracts await the member's
 * answer. Always all 0 for the types spec 6 excludes from contract prompts (4, 40, 41, 42).
 */
export const agentContractPromptSchema = z.object({
  /** Daily salary. */
  dailysalreqtype: pendingFlag,
  /** Dividend. */
  divtypecompperiodreq: pendingFlag,
  /** Hourly salary. */
  contracthoursalreq: pendingFlag,
});
export type AgentContractPrompt = z.infer<typeof agentContractPromptSchema>;

export const agentHomeSchemas = {
  agentTeamKpi: {
    area: 'agents',
    summary:
      "The agent home's four team counters for a range of days (default today): logged-in, betting, registered, online.",
    query: agentTeamKpiQuerySchema,
    response: agentTeamKpiSchema,
  },
  agentContractPrompt: {
    area: 'agents',
    summary:
      'Which contracts (daily salary, dividend, hourly salary) await the member’s signature: 1 or 0 each.',
    response: agentContractPromptSchema,
  },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
