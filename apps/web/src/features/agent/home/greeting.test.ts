import { describe, expect, it } from 'vitest';
import { greetingPeriod, greetingPeriodAt } from './greeting';

describe('greetingPeriod (spec 2: morning 0-10, early afternoon 11-14, late afternoon 15-18, evening after 18)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });

  it('every hour of the day has one period, in order', () => {
    const periods = Array.from({ length: 24 }, (_, hour) => greetingPeriod(hour));
    expect(periods.filter((p) => p === 'morning')).toHaveLength(11);
    expect(periods.filter((p) => p === 'earlyAfternoon')).toHaveLength(4);
    expect(periods.filter((p) => p === 'lateAfternoon')).toHaveLength(4);
    expect(periods.filter((p) => p === 'evening')).toHaveLength(5);
  });

  it('reads the local hour of an instant, minutes included', () => {
    expect(greetingPeriodAt(new Date(2026, 2, 10, 10, 59, 59))).toBe('morning');
    expect(greetingPeriodAt(new Date(2026, 2, 10, 11, 0, 0))).toBe('earlyAfternoon');
    expect(greetingPeriodAt(new Date(2026, 2, 10, 14, 59, 59))).toBe('earlyAfternoon');
    expect(greetingPeriodAt(new Date(2026, 2, 10, 15, 0, 0))).toBe('lateAfternoon');
    expect(greetingPeriodAt(new Date(2026, 2, 10, 18, 59, 59))).toBe('lateAfternoon');
    expect(greetingPeriodAt(new Date(2026, 2, 10, 19, 0, 0))).toBe('evening');
    expect(greetingPeriodAt(new Date(2026, 2, 10, 23, 59, 59))).toBe('evening');
    expect(greetingPeriodAt(new Date(2026, 2, 11, 0, 0, 0))).toBe('morning');
  });
});
