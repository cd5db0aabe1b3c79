import { z } from 'zod';
import {
  MAX_REBATE_BP,
  rebateGameTypes,
  reportRanges,
  type RebateGameType,
} from './agent-constants';

/**
 * Schemas the agent centre's rows share (issue 17): a report's date range, rebate rates, a team
 * member's id. The server resolves a range in the operator's time zone (cashier.utcOffsetMinutes)
 * and refuses one over MAX_REPORT_SPAN_DAYS or older than MAX_REPORT_HISTORY_DAYS
 * (REPORT_RANGE_INVALID).
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const reportRangeQuerySchema = z.object({
  range: z.enum(reportRanges).default('TODAY'),
  /** CUSTOM only: the first and last day, inclusive (YYYY-MM-DD, the operator's days). */
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export type ReportRangeQuery = z.input<typeof reportRangeQuerySchema>;

/** The days a report covers, as the server resolved them. */
export const resolvedRangeSchema = z.object({ startDate: isoDay, endDate: isoDay });

/** One rate per game type, basis points of valid turnover (100 = 1.00%), 0..MAX_REBATE_BP. */
export const rebateRateSchema = z.number().int().min(0).max(MAX_REBATE_BP);
export const rebateRatesSchema = z.object(
  Object.fromEntries(rebateGameTypes.map((t) => [t, rebateRateSchema])) as Record<
    RebateGameType,
    typeof rebateRateSchema
  >,
);
export type RebateRates = z.infer<typeof rebateRatesSchema>;
/** Rates sent by a form: any subset; a type left out keeps its rate (or 0 for a new account). */
export const rebateRatesPatchSchema = rebateRatesSchema.partial();

export const memberIdSchema = z.coerce.number<number>().int().min(1).max(2_147_483_647);
export const pageNoSchema = z.coerce.number<number>().int().min(1).max(100_000).default(1);
export const isoDateTimeSchema = z.string().datetime({ offset: true });
export { isoDay as isoDaySchema };
