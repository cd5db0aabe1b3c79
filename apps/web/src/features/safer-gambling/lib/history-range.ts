import { ACCOUNT_HISTORY_DAYS } from '@app/contracts/safer-gambling-constants';
import { addDays, isDay } from '@/shared/lib/record-range';

/**
 * The account history's date range (issue 18): two days, inclusive, by default the last 30 days
 * (today and the 29 before), reaching at most ACCOUNT_HISTORY_DAYS back. Days are YYYY-MM-DD
 * text, as a date input gives them and the server takes them.
 */
export const DEFAULT_HISTORY_DAYS = 30;

export type HistoryRangeProblem = 'missing' | 'order' | 'future' | 'tooOld';

/** The earliest day the history reaches (today counts as one). */
export const earliestHistoryDay = (today: string): string =>
  addDays(today, -(ACCOUNT_HISTORY_DAYS - 1));

/** The range shown when the address names none. */
export function defaultHistoryRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(DEFAULT_HISTORY_DAYS - 1)), to: today };
}

/** What is wrong with a range, or null when the server may be asked. */
export function historyRangeProblem(
  from: string | null,
  to: string | null,
  today: string,
): HistoryRangeProblem | null {
  if (!from || !to || !isDay(from) || !isDay(to)) return 'missing';
  // YYYY-MM-DD compares as text like the calendar.
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (from < earliestHistoryDay(today)) return 'tooOld';
  return null;
}
