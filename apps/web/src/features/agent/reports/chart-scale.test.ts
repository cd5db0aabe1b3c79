import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactNumber, labelledDays, niceStep, scaleY, valueAxis } from './chart-scale';

describe('the chart value axis', () => {
  it('takes round steps of 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 1.5, 2.2, 4, 7, 12, 180, 2600].map(niceStep)).toEqual([
      0.5, 1, 2, 5, 5, 10, 20, 200, 5000,
    ]);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it('always includes zero: positive, negative and mixed series', () => {
    expect(valueAxis([120, 340, 80])).toEqual({ min: 0, max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(valueAxis([-15, -42])).toEqual({ min: -60, max: 0, ticks: [-60, -40, -20, 0] });
    expect(valueAxis([-30, 55])).toEqual({ min: -50, max: 100, ticks: [-50, 0, 50, 100] });
  });

  it('draws a quiet range (all zeros) and a tiny one', () => {
    expect(valueAxis([0, 0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueAxis([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueAxis([0.03, 0.07])).toEqual({
      min: 0,
      max: 0.08,
      ticks: [0, 0.02, 0.04, 0.06, 0.08],
    });
  });

  it('covers every value with few ticks (property)', () => {
    fc.assert(
      fc.property(
        // Amounts of a day: whole cents up to ten million either way.
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 1, maxLength: 31 }),
        (cents) => {
          const values = cents.map((c) => c / 100);
          const axis = valueAxis(values);
          expect(axis.min).toBeLessThanOrEqual(Math.min(0, ...values));
          expect(axis.max).toBeGreaterThanOrEqual(Math.max(0, ...values));
          expect(axis.ticks).toContain(0);
          expect(axis.ticks.length).toBeLessThanOrEqual(12);
          expect(axis.ticks[0]).toBe(axis.min);
          expect(axis.ticks.at(-1)).toBe(axis.max);
        },
      ),
    );
  });

  it('maps the axis onto the plot: max at the top, min at the bottom', () => {
    const axis = valueAxis([-30, 55]);
    const y = scaleY(axis, 10, 160);
    expect(y(100)).toBe(10);
    expect(y(-50)).toBe(160);
    expect(y(0)).toBe(110);
    expect(y(20)).toBeLessThan(y(0));
  });
});

describe('the chart labels', () => {
  it('writes ticks short', () => {
    expect(
      [0, 0.5, 250, -800, 1_200, 35_000, 1_500_000, -2_000_000_000].map(compactNumber),
    ).toEqual(['0', '0.5', '250', '-800', '1.2K', '35K', '1.5M', '-2B']);
  });

  it('labels the first and last days and a few between', () => {
    expect(labelledDays(0)).toEqual([]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(3)).toEqual([0, 1, 2]);
    expect(labelledDays(7)).toEqual([0, 2, 4, 6]);
    expect(labelledDays(30)).toEqual([0, 8, 16, 24, 29]);
    expect(labelledDays(31)).toEqual([0, 8, 16, 24, 30]);
  });
});
