import { describe, expect, it } from 'vitest';
import { recordMaxDaysBack as contractMaxDaysBack } from '@app/contracts/cashier';
import {
  addDays,
  customRangeProblem,
  earliestDay,
  endOfDayIso,
  formatOffset,
  localDay,
  presetRange,
  rangeQuery,
  recordMaxDaysBack,
  startOfDayIso,
  type OffsetAt,
} from './record-range';

/** Fixed offsets: Phnom Penh (+7, the platform's market), New York in winter (-5), India (+5:30). */
const phnomPenh: OffsetAt = () => 420;
const newYork: OffsetAt = () => -300;
const india: OffsetAt = () => 330;
/** A zone whose clocks go forward at 2026-03-08 07:00 UTC (US Eastern: -5 then -4). */
const eastern: OffsetAt = (at) => (at.getTime() >= Date.UTC(2026, 2, 8, 7) ? -240 : -300);

describe('record range', () => {
  it('keeps the contract limit', () => {
    expect(recordMaxDaysBack).toBe(contractMaxDaysBack);
  });

  it('reads today in the member’s own zone, not UTC', () => {
    // 20:00 UTC on 10 May is 03:00 on 11 May in Phnom Penh and 15:00 on 10 May in New York.
    const now = new Date('2026-05-10T20:00:00Z');
    expect(localDay(now, phnomPenh)).toBe('2026-05-11');
    expect(localDay(now, newYork)).toBe('2026-05-10');
  });

  it('writes offsets the way ISO datetimes carry them', () => {
    expect(formatOffset(420)).toBe('+07:00');
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-570)).toBe('-09:30');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('starts a day at local midnight and ends it at the last millisecond, with the local offset', () => {
    expect(startOfDayIso('2026-05-11', phnomPenh)).toBe('2026-05-11T00:00:00.000+07:00');
    expect(endOfDayIso('2026-05-11', phnomPenh)).toBe('2026-05-11T23:59:59.999+07:00');
    expect(startOfDayIso('2026-05-11', india)).toBe('2026-05-11T00:00:00.000+05:30');
    // The instants are the member's midnight: 17:00 UTC the day before in Phnom Penh.
    expect(new Date(startOfDayIso('2026-05-11', phnomPenh)).toISOString()).toBe(
      '2026-05-10T17:00:00.000Z',
    );
    expect(new Date(endOfDayIso('2026-05-11', newYork)).toISOString()).toBe(
      '2026-05-12T04:59:59.999Z',
    );
  });

  it('uses the offset in force at each boundary on a day the clocks change', () => {
    expect(startOfDayIso('2026-03-08', eastern)).toBe('2026-03-08T00:00:00.000-05:00');
    expect(endOfDayIso('2026-03-08', eastern)).toBe('2026-03-08T23:59:59.999-04:00');
  });

  it('with the browser’s zone, the boundaries are the local Date’s midnight', () => {
    const start = new Date(startOfDayIso('2026-05-11'));
    expect(start.getTime()).toBe(new Date(2026, 4, 11).getTime());
    const end = new Date(endOfDayIso('2026-05-11'));
    expect(end.getTime()).toBe(new Date(2026, 4, 11, 23, 59, 59, 999).getTime());
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -6)).toBe('2025-12-26');
  });

  it('presets end today and count today as their first day', () => {
    expect(presetRange('today', '2026-05-11')).toEqual({
      fromDay: '2026-05-11',
      toDay: '2026-05-11',
    });
    expect(presetRange('7d', '2026-05-11')).toEqual({ fromDay: '2026-05-05', toDay: '2026-05-11' });
    expect(presetRange('30d', '2026-05-11')).toEqual({
      fromDay: '2026-04-12',
      toDay: '2026-05-11',
    });
  });

  it('turns a preset into from/to at the member’s day boundaries', () => {
    const now = new Date('2026-05-10T20:00:00Z');
    expect(rangeQuery({ preset: 'today', fromDay: null, toDay: null }, now, phnomPenh)).toEqual({
      ok: true,
      from: '2026-05-11T00:00:00.000+07:00',
      to: '2026-05-11T23:59:59.999+07:00',
      days: { fromDay: '2026-05-11', toDay: '2026-05-11' },
    });
    const week = rangeQuery({ preset: '7d', fromDay: null, toDay: null }, now, newYork);
    expect(week).toMatchObject({
      from: '2026-05-04T00:00:00.000-05:00',
      to: '2026-05-10T23:59:59.999-05:00',
    });
  });

  it('a preset ignores stray custom days', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const q = rangeQuery({ preset: '30d', fromDay: '2020-01-01', toDay: '2020-01-02' }, now, india);
    expect(q).toMatchObject({ ok: true, days: { fromDay: '2026-04-11', toDay: '2026-05-10' } });
  });

  it('reaches back the last 90 days, today included', () => {
    expect(earliestDay('2026-05-11')).toBe('2026-02-11');
    expect(customRangeProblem('2026-02-11', '2026-05-11', '2026-05-11')).toBeNull();
    expect(customRangeProblem('2026-02-10', '2026-05-11', '2026-05-11')).toBe('tooOld');
    expect(customRangeProblem('2026-02-10', '2026-02-10', '2026-05-11')).toBe('tooOld');
  });

  it('a custom range ends on or after its start, and not after today', () => {
    const today = '2026-05-11';
    expect(customRangeProblem('2026-05-11', '2026-05-11', today)).toBeNull();
    expect(customRangeProblem('2026-05-03', '2026-05-02', today)).toBe('order');
    expect(customRangeProblem('2026-05-03', '2026-05-12', today)).toBe('future');
    expect(customRangeProblem('2026-05-12', '2026-05-12', today)).toBe('future');
  });

  it('a custom range needs two real dates', () => {
    const today = '2026-05-11';
    expect(customRangeProblem(null, '2026-05-11', today)).toBe('missing');
    expect(customRangeProblem('2026-05-01', null, today)).toBe('missing');
    expect(customRangeProblem('', '2026-05-11', today)).toBe('missing');
    expect(customRangeProblem('2026-02-30', '2026-05-11', today)).toBe('missing');
    expect(customRangeProblem('11/05/2026', '2026-05-11', today)).toBe('missing');
  });

  it('turns a valid custom range into from/to, and names the problem of an invalid one', () => {
    const now = new Date('2026-05-10T20:00:00Z'); // 11 May in Phnom Penh
    const ok = rangeQuery(
      { preset: 'custom', fromDay: '2026-04-01', toDay: '2026-04-15' },
      now,
      phnomPenh,
    );
    expect(ok).toEqual({
      ok: true,
      from: '2026-04-01T00:00:00.000+07:00',
      to: '2026-04-15T23:59:59.999+07:00',
      days: { fromDay: '2026-04-01', toDay: '2026-04-15' },
    });
    // 11 May is today in Phnom Penh but tomorrow in New York.
    const custom = { preset: 'custom', fromDay: '2026-05-11', toDay: '2026-05-11' } as const;
    expect(rangeQuery(custom, now, phnomPenh).ok).toBe(true);
    expect(rangeQuery(custom, now, newYork)).toEqual({ ok: false, problem: 'future' });
    expect(rangeQuery({ preset: 'custom', fromDay: null, toDay: null }, now, phnomPenh)).toEqual({
      ok: false,
      problem: 'missing',
    });
  });
});
