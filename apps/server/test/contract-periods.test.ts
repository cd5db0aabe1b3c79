import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endedPeriods,
  periodAt,
  periodKindOf,
  previousPeriod,
  type PeriodKind,
} from '../src/services/contract-periods';

/** The demo operator's calendar: UTC+7 (Phnom Penh). */
const UTC7 = 420;
const at = (iso: string) => new Date(iso);

describe('contract periods at UTC+7', () => {
  it('maps each contract kind to its period', () => {
    expect(periodKindOf('DAILY_SALARY')).toBe('DAY');
    expect(periodKindOf('HOURLY_SALARY')).toBe('HOUR');
    expect(periodKindOf('DIVIDEND', 'HALF_MONTH')).toBe('HALF_MONTH');
    expect(periodKindOf('DIVIDEND', 'MONTH')).toBe('MONTH');
  });

  it('a day runs from local midnight (17:00 UTC the day before) to the next', () => {
    const before = periodAt('DAY', at('2026-11-24T16:59:59.999Z'), UTC7);
    expect(before.key).toBe('2026-11-24');
    expect(before.start.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(before.end.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    const after = periodAt('DAY', at('2026-11-24T17:00:00.000Z'), UTC7);
    expect(after.key).toBe('2026-11-25');
    expect(after.firstDay).toBe('2026-11-25');
    expect(after.lastDay).toBe('2026-11-25');
  });

  it('an hour is the UTC hour, whatever the offset', () => {
    const p = periodAt('HOUR', at('2026-11-24T16:59:59Z'), UTC7);
    expect(p.key).toBe('2026-11-24T16Z');
    expect(p.start.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    // 16:00 UTC is 23:00 local: still the 24th; 17:00 UTC is the 25th's first hour.
    expect(p.firstDay).toBe('2026-11-24');
    expect(periodAt('HOUR', at('2026-11-24T17:00:00Z'), UTC7).firstDay).toBe('2026-11-25');
  });

  it('half months split on the 15th/16th and end on the month end (28, 30, 31 days)', () => {
    const h1 = periodAt('HALF_MONTH', at('2026-11-15T16:59:59Z'), UTC7);
    expect(h1.key).toBe('2026-11-H1');
    expect(h1.start.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(h1.end.toISOString()).toBe('2026-11-15T17:00:00.000Z');
    const h2 = periodAt('HALF_MONTH', at('2026-11-15T17:00:00Z'), UTC7);
    expect(h2.key).toBe('2026-11-H2');
    expect(h2.firstDay).toBe('2026-11-16');
    expect(h2.lastDay).toBe('2026-11-30');
    expect(h2.end.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(periodAt('HALF_MONTH', at('2027-02-20T00:00:00Z'), UTC7).lastDay).toBe('2027-02-28');
    expect(periodAt('HALF_MONTH', at('2028-02-20T00:00:00Z'), UTC7).lastDay).toBe('2028-02-29');
    expect(periodAt('HALF_MONTH', at('2026-12-31T10:00:00Z'), UTC7).lastDay).toBe('2026-12-31');
    // 31 Dec 17:00 UTC is New Year locally.
    expect(periodAt('HALF_MONTH', at('2026-12-31T17:00:00Z'), UTC7).key).toBe('2027-01-H1');
  });

  it('a month runs over the local month', () => {
    const m = periodAt('MONTH', at('2026-11-30T16:59:59Z'), UTC7);
    expect(m.key).toBe('2026-11');
    expect(m.start.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(m.end.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(previousPeriod(m, UTC7).key).toBe('2026-10');
  });

  it('the previous half month of an H1 is the H2 of the month before', () => {
    const h1 = periodAt('HALF_MONTH', at('2027-01-03T00:00:00Z'), UTC7);
    const prev = previousPeriod(h1, UTC7);
    expect(prev.key).toBe('2026-12-H2');
    expect(prev.end.getTime()).toBe(h1.start.getTime());
  });

  it('ended periods: only ended ones, ending after the signature, within the lookback', () => {
    const signed = at('2026-11-24T10:00:00Z'); // 17:00 local on the 24th
    // Just before the 24th ends locally: nothing ended since the signature.
    expect(endedPeriods('DAY', at('2026-11-24T16:59:59Z'), signed, UTC7)).toEqual([]);
    // The 24th ended: the day it was signed in counts whole.
    expect(endedPeriods('DAY', at('2026-11-24T17:00:00Z'), signed, UTC7).map((p) => p.key)).toEqual(
      ['2026-11-24'],
    );
    // Thirty days on: only the last 7 ended days, oldest first.
    const keys = endedPeriods('DAY', at('2026-12-24T12:00:00Z'), signed, UTC7).map((p) => p.key);
    expect(keys).toEqual([
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
    ]);
    expect(endedPeriods('HOUR', at('2026-11-26T10:30:00Z'), signed, UTC7)).toHaveLength(48);
    expect(
      endedPeriods('HALF_MONTH', at('2027-01-20T00:00:00Z'), signed, UTC7).map((p) => p.key),
    ).toEqual(['2026-12-H2', '2027-01-H1']);
  });

  it('periods tile time: each starts where the one before ended, and contains its instants', () => {
    const kinds: PeriodKind[] = ['DAY', 'HOUR', 'HALF_MONTH', 'MONTH'];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(-300, 0, 420, 480, 345),
        (kind, t, offset) => {
          const p = periodAt(kind, new Date(t), offset);
          expect(p.start.getTime()).toBeLessThanOrEqual(t);
          expect(p.end.getTime()).toBeGreaterThan(t);
          expect(previousPeriod(p, offset).end.getTime()).toBe(p.start.getTime());
          expect(periodAt(kind, p.end, offset).start.getTime()).toBe(p.end.getTime());
          expect(p.key.length).toBeLessThanOrEqual(32);
        },
      ),
    );
  });
});
