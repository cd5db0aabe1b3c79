/**
 * When the red envelope rain falls (issue 16), pure: the RED_RAIN event's daily times are in the
 * operator's time zone (the cashier's UTC offset), each session lasts `minutes`.
 */

const DAY_MS = 86_400_000;

export type SessionWindow = { startsAt: Date; endsAt: Date };

/**
 * The scheduled sessions that have not ended at `now`, soonest first: the running one (if any)
 * and the ones after it, `count` in all. The service stores them when first needed.
 */
export function upcomingSessions(
  now: Date,
  schedule: { times: readonly string[]; minutes: number; utcOffsetMinutes: number },
  count = 2,
): SessionWindow[] {
  const offsetMs = schedule.utcOffsetMinutes * 60_000;
  const dayStart = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  const lengthMs = schedule.minutes * 60_000;
  const starts = new Set<number>();
  for (const dayOffset of [-1, 0, 1]) {
    for (const time of schedule.times) {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      starts.add(dayStart + dayOffset * DAY_MS + (hours * 60 + minutes) * 60_000);
    }
  }
  return [...starts]
    .filter((start) => start + lengthMs > now.getTime())
    .sort((a, b) => a - b)
    .slice(0, count)
    .map((start) => ({ startsAt: new Date(start), endsAt: new Date(start + lengthMs) }));
}
