import { z } from 'zod';
import { isoDaySchema, pageNoSchema, reportRangeQuerySchema } from './agent-common';
import { MAX_REPORT_SPAN_DAYS, rebateGameTypes, reportRanges } from './agent-constants';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/**
 * Rebates (issue 17, spec section 7 Agent): the agent's rate table by game type and what it
 * earned per day. A member with valid turnover T of game type g on an operator day earns
 * T x its own rate; each ancestor earns T x (its rate - the rate of its child on the path), capped
 * so a line never pays more than T x the top ancestor's rate. The job pays each finished day once
 * (ledger kind REBATE, listed under the transaction record's type AGENT). Rates are integer basis
 * points (100 = 1.00%); money is major units with 2 decimals.
 */

type Rows = Pick<typeof agentRoutes, 'agentRebateRates' | 'agentRebateEarnings'>;

const bp = z.number().int().min(0);
const money = z.number();
const gameType = z.enum(rebateGameTypes);

/** One game type of the agent's rate table. */
export const rebateRateRowSchema = z.object({
  gameType,
  /** The agent's own rate. */
  ownBp: bp,
  /** The highest rate the agent has given any direct downline (0 when none has one). */
  givenMaxBp: bp,
  /** How many direct downlines have a rate above 0 for this type. */
  givenCount: z.number().int().min(0),
  /** The upline's own rate: the most the agent may have; null for a top agent (no upline). */
  ceilingBp: bp.nullable(),
});
export type RebateRateRow = z.infer<typeof rebateRateRowSchema>;

export const agentRebateRatesSchema = z.object({
  /** False for a top agent: its rates are the operator's, up to `maxBp`. */
  hasUpline: z.boolean(),
  /** The operator's ceiling for every rate (MAX_REBATE_BP). */
  maxBp: bp,
  /** The agent's direct downlines (members and sub-agents). */
  directDownlines: z.number().int().min(0),
  /** One row per game type, in `rebateGameTypes` order. */
  rates: z.array(rebateRateRowSchema),
});
export type AgentRebateRates = z.infer<typeof agentRebateRatesSchema>;

/**
 * The earnings list: days of a range (a report range, or without one the whole history the
 * reports reach), newest first, `pageSize` days per page.
 */
export const agentRebateEarningsQuerySchema = reportRangeQuerySchema.extend({
  /** Absent: every day back to MAX_REPORT_HISTORY_DAYS. */
  range: z.enum(reportRanges).optional(),
  /** CUSTOM only: real calendar days (2026-02-30 is no day). */
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number<number>().int().min(1).max(MAX_REPORT_SPAN_DAYS).default(10),
});
export type AgentRebateEarningsQuery = z.input<typeof agentRebateEarningsQuerySchema>;

/** A day's rebate of one game type. */
export const rebateGameEarningSchema = z.object({
  gameType,
  /** The agent's own valid turnover of this type. */
  ownTurnover: money,
  /** Its team's valid turnover of this type (everyone below it). */
  teamTurnover: money,
  /** The agent's own rate of this type that day (basis points). */
  ownBp: bp,
  /** Own turnover x own rate. */
  own: money,
  /** What the team's turnover earned the agent (the rate differences). */
  team: money,
});
export type RebateGameEarning = z.infer<typeof rebateGameEarningSchema>;

/** PAID: the job paid it; PROJECTED: today (or a finished day the job has not reached yet). */
export const rebateDayStatuses = ['PAID', 'PROJECTED'] as const;
export type RebateDayStatus = (typeof rebateDayStatuses)[number];

export const rebateDaySchema = z.object({
  day: isoDaySchema,
  status: z.enum(rebateDayStatuses),
  own: money,
  team: money,
  /** own + team: what the day pays (or paid). */
  total: money,
  /** The day's valid turnover of the agent's team (everyone below it). */
  teamTurnover: money,
  /** The agent's own valid turnover that day. */
  ownTurnover: money,
  /** Game types with turnover or rebate that day, in `rebateGameTypes` order. */
  games: z.array(rebateGameEarningSchema),
});
export type RebateDay = z.infer<typeof rebateDaySchema>;

export const rebateTotalsSchema = z.object({
  own: money,
  team: money,
  total: money,
  teamTurnover: money,
  ownTurnover: money,
  /** The part of `total` not paid yet (projected days). */
  projected: money,
});
export type RebateTotals = z.infer<typeof rebateTotalsSchema>;

export const agentRebateEarningsSchema = z.object({
  /** The days the list covers, as the server resolved them (the operator's days). */
  range: z.object({ startDate: isoDaySchema, endDate: isoDaySchema }),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Days listed in the whole range. */
  totalCount: z.number().int().min(0),
  /** Every listed day of the range added up (not only this page). */
  totals: rebateTotalsSchema,
  list: z.array(rebateDaySchema),
});
export type AgentRebateEarnings = z.infer<typeof agentRebateEarningsSchema>;

export const agentRebatesSchemas = {
  agentRebateRates: {
    area: 'agents',
    summary:
      "The agent's rebate rates by game type: its own rate, the highest it has given a direct downline and how many have one, and its upline's rate (the ceiling).",
    response: agentRebateRatesSchema,
  },
  agentRebateEarnings: {
    area: 'agents',
    summary:
      'Rebates the agent earned per day, newest first: on its own turnover and from its team (the rate differences), with the per game type breakdown and totals of the range; days not paid yet (today) are projected from the turnover so far.',
    query: agentRebateEarningsQuerySchema,
    response: agentRebateEarningsSchema,
  },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
