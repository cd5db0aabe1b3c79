import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFor, periodStart, progressOf, standingOf, vipLabelOf } from './vip-rules';

const ladder = [
  { level: 0, depositMinor: 0, turnoverMinor: 0 },
  { level: 1, depositMinor: 10_000, turnoverMinor: 0 },
  { level: 2, depositMinor: 100_000, turnoverMinor: 500_000 },
  { level: 3, depositMinor: 500_000, turnoverMinor: 2_500_000 },
];

describe('levelFor', () => {
  it('is the highest level whose deposit AND turnover thresholds are met', () => {
    expect(levelFor(ladder, 0, 0)).toBe(0);
    expect(levelFor(ladder, 9_999, 10_000_000)).toBe(0);
    expect(levelFor(ladder, 10_000, 0)).toBe(1);
    // Deposits for level 3, turnover only for level 2.
    expect(levelFor(ladder, 1_000_000, 600_000)).toBe(2);
    expect(levelFor(ladder, 500_000, 2_500_000)).toBe(3);
    expect(levelFor(ladder, 1e12, 1e12)).toBe(3);
  });

  it('does not depend on the order the levels are listed in', () => {
    expect(levelFor([...ladder].reverse(), 500_000, 2_500_000)).toBe(3);
  });

  it('is 0 with no levels', () => {
    expect(levelFor([], 1e9, 1e9)).toBe(0);
  });

  it('never goes down when deposits or turnover go up', () => {
    fc.assert(
      fc.property(
        fc.nat(1e9),
        fc.nat(1e9),
        fc.nat(1e9),
        fc.nat(1e9),
        (deposits, turnover, moreDeposits, moreTurnover) => {
          expect(
            levelFor(ladder, deposits + moreDeposits, turnover + moreTurnover),
          ).toBeGreaterThanOrEqual(levelFor(ladder, deposits, turnover));
        },
      ),
    );
  });
});

describe('progressOf', () => {
  it('says what is missing and how far, rounded down', () => {
    expect(progressOf(10_000, 2_550)).toEqual({
      requiredMinor: 10_000,
      currentMinor: 2_550,
      missingMinor: 7_450,
      percent: 25,
      met: false,
    });
  });

  it('shows 100% only when met (99.99% is 99)', () => {
    expect(progressOf(10_000, 9_999)).toMatchObject({ percent: 99, met: false, missingMinor: 1 });
    expect(progressOf(10_000, 10_000)).toMatchObject({ percent: 100, met: true, missingMinor: 0 });
    expect(progressOf(10_000, 50_000)).toMatchObject({ percent: 100, met: true, missingMinor: 0 });
  });

  it('a zero threshold is met from the start', () => {
    expect(progressOf(0, 0)).toMatchObject({ percent: 100, met: true, missingMinor: 0 });
  });

  it('percent is always 0..100 and missing + current covers the requirement', () => {
    fc.assert(
      fc.property(fc.nat(1e12), fc.nat(1e12), (required, current) => {
        const p = progressOf(required, current);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(100);
        expect(p.met).toBe(current >= required);
        expect(p.percent === 100).toBe(p.met);
        expect(p.missingMinor).toBe(Math.max(0, required - current));
      }),
    );
  });
});

describe('standingOf', () => {
  it('names the next level and the progress towards each threshold', () => {
    expect(standingOf(ladder, 40_000, 125_000)).toEqual({
      level: 1,
      next: {
        level: 2,
        deposit: progressOf(100_000, 40_000),
        turnover: progressOf(500_000, 125_000),
      },
    });
    expect(standingOf(ladder, 0, 0).next?.level).toBe(1);
  });

  it('has no next level at the top', () => {
    expect(standingOf(ladder, 1e9, 1e9)).toEqual({ level: 3, next: null });
  });
});

describe('labels and the period', () => {
  it('labels VIP levels, not level 0', () => {
    expect(vipLabelOf(0)).toBeNull();
    expect(vipLabelOf(1)).toBe('VIP 1');
    expect(vipLabelOf(6)).toBe('VIP 6');
  });

  it('the period is the 90 days before now', () => {
    const now = new Date('2026-04-01T00:00:00Z');
    expect(periodStart(now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
