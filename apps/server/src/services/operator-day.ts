/**
 * The operator's calendar (pure): days are `YYYY-MM-DD` at the cashier's UTC offset
 * (`cashier.utcOffsetMinutes`, GMT+7 by default). The daily check-in (issue 16) and the agent
 * centre's aggregates, reports and contract periods (issue 17) all count in these days.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** `now`'s calendar day at `utcOffsetMinutes` from UTC, as YYYY-MM-DD. */
export function operatorDay(now: Date, utcOffsetMinutes: number): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The calendar day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant an operator day starts (its midnight at the offset). */
export function dayStart(day: string, utcOffsetMinutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000);
}

/** The start of the UTC hour `now` is in (hourly salary periods). */
export function utcHourStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}
