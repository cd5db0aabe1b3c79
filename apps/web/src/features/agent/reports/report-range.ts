import {
  MAX_REPORT_HISTORY_DAYS,
  MAX_REPORT_SPAN_DAYS,
  type ReportRange,
} from '@app/contracts/agent-constants';
import { addDays, isDay } from '@/shared/lib/record-range';
import { urlField } from '@/shared/lib/use-url-state';

/**
 * The team reports' date range (issue 17) as the address keeps it: `range` (today, yesterday,
 * week, month, custom) and, for custom, `from` and `to` (YYYY-MM-DD). The server resolves the
 * presets in the operator's days and answers the days it used; a custom range is checked here
 * first (both days, in order, none after today, at most MAX_REPORT_SPAN_DAYS days, within
 * MAX_REPORT_HISTORY_DAYS) so the screen names the problem instead of asking.
 */
export const rangeChoices = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type RangeChoice = (typeof rangeChoices)[number];

const apiRange: Record<RangeChoice, ReportRange> = {
  today: 'TODAY',
  yesterday: 'YESTERDAY',
  week: 'THIS_WEEK',
  month: 'THIS_MONTH',
  custom: 'CUSTOM',
};

/** The URL fields every report screen shares. */
export const reportRangeUrl = {
  range: urlField.oneOf(rangeChoices, 'today', (raw) => raw.toLowerCase()),
  from: urlField.day(),
  to: urlField.day(),
};

export type RangeProblem = 'missing' | 'order' | 'future' | 'tooOld' | 'tooLong';

/** The query a report row takes for the range. */
export type RangeParams = { range: ReportRange; startDate?: string; endDate?: string };

export type RangeRequest = { ok: true; params: RangeParams } | { ok: false; problem: RangeProblem };

/** Days from `a` to `b`, both counted. */
const span = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

/** The earliest day a custom range may start on (today is one of the last 90 days). */
export const earliestReportDay = (today: string): string =>
  addDays(today, -(MAX_REPORT_HISTORY_DAYS - 1));

/** What is wrong with custom days, or null. */
export function customRangeProblem(
  from: string | null,
  to: string | null,
  today: string,
): RangeProblem | null {
  if (!from || !to || !isDay(from) || !isDay(to)) return 'missing';
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (from < earliestReportDay(today)) return 'tooOld';
  if (span(from, to) > MAX_REPORT_SPAN_DAYS) return 'tooLong';
  return null;
}

/** The row's range query for the address's choice, or the custom range's problem. */
export function rangeRequest(
  choice: { range: RangeChoice; from: string | null; to: string | null },
  today: string,
): RangeRequest {
  if (choice.range !== 'custom') return { ok: true, params: { range: apiRange[choice.range] } };
  const problem = customRangeProblem(choice.from, choice.to, today);
  if (problem || !choice.from || !choice.to) return { ok: false, problem: problem ?? 'missing' };
  return { ok: true, params: { range: 'CUSTOM', startDate: choice.from, endDate: choice.to } };
}

/**
 * The days a preset covers as the device counts them (a custom range starts from them): the
 * server's answer names the operator's days, which the screen shows.
 */
export function presetDays(
  choice: Exclude<RangeChoice, 'custom'>,
  today: string,
): { from: string; to: string } {
  switch (choice) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
