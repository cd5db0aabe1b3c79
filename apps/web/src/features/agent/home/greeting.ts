/**
 * The agent home's greeting (spec 2, Agent home): morning 0-10, early afternoon 11-14, late
 * afternoon 15-18, evening after 18, by the hour of the device's own clock (the member's time
 * zone).
 */
export const greetingPeriods = ['morning', 'earlyAfternoon', 'lateAfternoon', 'evening'] as const;
export type GreetingPeriod = (typeof greetingPeriods)[number];

/** The period of an hour of the day (0-23). */
export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** The period of an instant in the device's local time zone. */
export const greetingPeriodAt = (at: Date): GreetingPeriod => greetingPeriod(at.getHours());
