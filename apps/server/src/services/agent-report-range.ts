import {
  MAX_REPORT_HISTORY_DAYS,
  MAX_REPORT_SPAN_DAYS,
  type ReportRange,
} from '@app/contracts/agent-constants';
import { DomainError } from './domain-error';
import { addDays, operatorDay } from './operator-day';

/** A report's days, inclusive (YYYY-MM-DD, the operator's calendar), and today's. */
export type ResolvedReportRange = {
  startDate: string;
  endDate: string;
  /** The operator's day at the time of the request: a range ending on it is still open. */
  today: string;
};

export type ReportRangeInput = { range: ReportRange; startDate?: string; endDate?: string };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (day: string | undefined): day is string =>
  day !== undefined && dayPattern.test(day) && addDays(day, 0) === day;

/** Days from `a` to `b`, both counted (1 for the same day). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

const invalid = () =>
  new DomainError(
    'REPORT_RANGE_INVALID',
    `Choose dates within the last ${MAX_REPORT_HISTORY_DAYS} days, at most ${MAX_REPORT_SPAN_DAYS} days apart`,
    { maxDays: MAX_REPORT_SPAN_DAYS },
  );

/**
 * The days a report covers, in the operator's calendar at `utcOffsetMinutes` (pure): today,
 * yesterday, this week (Monday to today), this month (the 1st to today), or the custom days
 * given. A custom range needs both days, in order, none after today, at most
 * MAX_REPORT_SPAN_DAYS days long and starting no earlier than MAX_REPORT_HISTORY_DAYS days back
 * (today included); anything else is REPORT_RANGE_INVALID `{ maxDays }`.
 */
export function resolveReportRange(
  input: ReportRangeInput,
  now: Date,
  utcOffsetMinutes: number,
): ResolvedReportRange {
  const today = operatorDay(now, utcOffsetMinutes);
  switch (input.range) {
    case 'TODAY':
      return { startDate: today, endDate: today, today };
    case 'YESTERDAY': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday, today };
    }
    case 'THIS_WEEK': {
      // getUTCDay: 0 is Sunday; Monday starts the week.
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { startDate: addDays(today, -((weekday + 6) % 7)), endDate: today, today };
    }
    case 'THIS_MONTH':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today, today };
    case 'CUSTOM': {
      const { startDate, endDate } = input;
      if (!isDay(startDate) || !isDay(endDate)) throw invalid();
      const earliest = addDays(today, -(MAX_REPORT_HISTORY_DAYS - 1));
      if (startDate > endDate || endDate > today || startDate < earliest) throw invalid();
      if (daysBetween(startDate, endDate) > MAX_REPORT_SPAN_DAYS) throw invalid();
      return { startDate, endDate, today };
    }
  }
}

/** Every day of a resolved range, in order. */
export function daysOf(range: { startDate: string; endDate: string }): string[] {
  const days: string[] = [];
  for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1)) days.push(d);
  return days;
}
