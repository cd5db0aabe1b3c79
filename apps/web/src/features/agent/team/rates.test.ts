import { describe, expect, it } from 'vitest';
import { rebateGameTypes } from '@app/contracts/agent-constants';
import {
  bpOf,
  changedRates,
  percentText,
  rateProblems,
  rateValues,
  ratesOf,
  type Rates,
} from './rates';

const all = (bp: number): Rates => Object.fromEntries(rebateGameTypes.map((t) => [t, bp])) as Rates;

describe('rebate rates in forms', () => {
  it('reads percent text as basis points, 2 decimals at most, within 3.00%', () => {
    expect(bpOf('0.8')).toBe(80);
    expect(bpOf('0.80')).toBe(80);
    expect(bpOf(' 1 ')).toBe(100);
    expect(bpOf('3')).toBe(300);
    expect(bpOf('')).toBe(0);
    expect(bpOf('0.05')).toBe(5);
    for (const bad of ['3.01', '1.234', '-1', 'abc', '1,5', '.5', '1.', '1e2', '4'])
      expect(bpOf(bad), bad).toBeNull();
  });

  it('writes basis points as percent text', () => {
    expect(percentText(80)).toBe('0.80');
    expect(percentText(0)).toBe('0.00');
    expect(percentText(300)).toBe('3.00');
    expect(rateValues({ RNG: 125 }).RNG).toBe('1.25');
    expect(rateValues().LIVE).toBe('0.00');
  });

  it('finds rates above the ceiling, below the floor, or not numbers', () => {
    const values = { ...rateValues(all(50)), RNG: '1.01', LIVE: 'x', FISH: '0.2', PVP: '1' };
    const problems = rateProblems(values, all(100), { ...all(0), FISH: 30, PVP: 100 });
    expect(problems).toEqual({
      RNG: { kind: 'above', max: 100 },
      LIVE: { kind: 'invalid' },
      FISH: { kind: 'below', min: 30 },
    });
    // Exactly at the ceiling and at the floor is fine; without floors only the ceiling counts.
    expect(rateProblems(rateValues(all(100)), all(100), all(100))).toEqual({});
    expect(rateProblems(rateValues(all(0)), all(100))).toEqual({});
    expect(rateProblems(rateValues(all(1)), all(0))).toMatchObject({ RNG: { kind: 'above' } });
  });

  it('sends every rate when opening an account, only the changed ones when updating', () => {
    const values = { ...rateValues(all(40)), RNG: '0.5', SPORTS: '0.40' };
    expect(ratesOf(values)).toEqual({ ...all(40), RNG: 50 });
    expect(changedRates(values, all(40))).toEqual({ RNG: 50 });
    expect(changedRates(rateValues(all(40)), all(40))).toEqual({});
  });
});
