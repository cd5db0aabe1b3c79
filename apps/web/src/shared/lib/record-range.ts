import { recordMaxDaysBack } from '@app/contracts/cashier-constants';

/**
 * The records' date range (the transaction record of issue 13 and the bet record of issue 14:
 * "today, 7 days, 30 days, or custom up to 90 days back"), as pure functions of "now" and the
 * member's UTC offset. Ranges are whole local calendar days: `from` is the start of the first
 * day and `to` the end of the last, written as ISO datetimes with the member's own offset
 * (`2026-05-11T00:00:00.000+07:00`), so the server counts the same days the member sees.
 *
 * Days travel as `YYYY-MM-DD` text (what a date input gives and the URL keeps). The limit is
 * the contract's (its zod-free constants).
 */
export { recordMaxDaysBack };

export const rangePresets = ['today', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** How many days each preset covers, today included. */
const presetDays: Record<Exclude<RangePreset, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
};

/** Minutes east of UTC at an instant (Cambodia: +420). The browser's by default. */
export type OffsetAt = (instant: Date) => number;
export const browserOffset: OffsetAt = (instant) => -instant.getTimezoneOffset();

/** A range of whole local days, inclusive. */
export type DayRange = { fromDay: string; toDay: string };

/** Why a custom range cannot be asked for. */
export type RangeProblem =
  /** A date is missing or not a date. */
  | 'missing'
  /** The end is before the start. */
  | 'order'
  /** A date is after today. */
  | 'future'
  /** The start is further back than the record reaches. */
  | 'tooOld';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const minuteMs = 60_000;
const dayMs = 86_400_000;

/** The day's UTC midnight in ms, or NaN when `day` is not a real calendar day. */
function dayUtcMs(day: string): number {
  const match = dayPattern.exec(day);
  if (!match) return NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().startsWith(day) ? ms : NaN;
}

export const isDay = (day: string): boolean => !Number.isNaN(dayUtcMs(day));

/** The member's calendar day at `now`. */
export function localDay(now: Date, offsetAt: OffsetAt = browserOffset): string {
  return new Date(now.getTime() + offsetAt(now) * minuteMs).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(dayUtcMs(day) + days * dayMs).toISOString().slice(0, 10);
}

/** `+07:00`, `-05:30`, `+00:00`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/**
 * The instant a local wall-clock time of `day` falls on, and the offset in force then. The offset
 * is read at a first guess and again at the result, so a day where the clocks change (daylight
 * saving) still gets the offset of that moment.
 */
function wallClock(day: string, msIntoDay: number, offsetAt: OffsetAt) {
  const wallMs = dayUtcMs(day) + msIntoDay;
  let offset = offsetAt(new Date(wallMs));
  const second = offsetAt(new Date(wallMs - offset * minuteMs));
  if (second !== offset) offset = second;
  return { offset, wallMs };
}

function isoAt(day: string, msIntoDay: number, offsetAt: OffsetAt): string {
  const { offset, wallMs } = wallClock(day, msIntoDay, offsetAt);
  // The wall-clock digits as they read locally, then the offset that makes them an instant.
  return new Date(wallMs).toISOString().slice(0, 23) + formatOffset(offset);
}

/** The start of a local day: `2026-05-11T00:00:00.000+07:00`. */
export const startOfDayIso = (day: string, offsetAt: OffsetAt = browserOffset): string =>
  isoAt(day, 0, offsetAt);

/** The end of a local day: `2026-05-11T23:59:59.999+07:00`. */
export const endOfDayIso = (day: string, offsetAt: OffsetAt = browserOffset): string =>
  isoAt(day, dayMs - 1, offsetAt);

/**
 * The earliest day the record reaches: the last `recordMaxDaysBack` days, today included (like
 * the presets: "7 days" is today and the 6 before it).
 */
export const earliestDay = (today: string): string => addDays(today, -(recordMaxDaysBack - 1));

/** The days a preset covers, ending today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  return { fromDay: addDays(today, -(presetDays[preset] - 1)), toDay: today };
}

/** What is wrong with a custom range, or null when it may be asked for. */
export function customRangeProblem(
  fromDay: string | null,
  toDay: string | null,
  today: string,
): RangeProblem | null {
  if (!fromDay || !toDay || !isDay(fromDay) || !isDay(toDay)) return 'missing';
  // Days compare as text: YYYY-MM-DD sorts like the calendar.
  if (fromDay > toDay) return 'order';
  if (toDay > today) return 'future';
  if (fromDay < earliestDay(today)) return 'tooOld';
  return null;
}

/** What the screen asks for: a preset, or custom days (from the URL, possibly absent). */
export type RangeChoice = { preset: RangePreset; fromDay: string | null; toDay: string | null };

/** The record query's range: ISO datetimes, or the problem of a custom range. */
export type RangeQuery =
  { ok: true; from: string; to: string; days: DayRange } | { ok: false; problem: RangeProblem };

/** The `from`/`to` of a choice at `now`, at the member's local day boundaries. */
export function rangeQuery(
  choice: RangeChoice,
  now: Date,
  offsetAt: OffsetAt = browserOffset,
): RangeQuery {
  const today = localDay(now, offsetAt);
  let days: DayRange;
  if (choice.preset === 'custom') {
    const { fromDay, toDay } = choice;
    const problem = customRangeProblem(fromDay, toDay, today);
    if (problem || fromDay === null || toDay === null)
      return { ok: false, problem: problem ?? 'missing' };
    days = { fromDay, toDay };
  } else days = presetRange(choice.preset, today);
  return {
    ok: true,
    from: startOfDayIso(days.fromDay, offsetAt),
    to: endOfDayIso(days.toDay, offsetAt),
    days,
  };
}
