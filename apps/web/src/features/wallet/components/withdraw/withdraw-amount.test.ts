import { describe, expect, it } from 'vitest';
import { allAmountMinor, amountProblem, feeAndPayout } from './withdraw-amount';

const limits = { min: 50, max: 5000, withdrawable: 300, dailyAmountLeft: 200 };

describe('withdraw amount rules', () => {
  it('names the first broken rule, in order', () => {
    expect(amountProblem('', limits)).toEqual({ kind: 'required' });
    expect(amountProblem('abc', limits)).toEqual({ kind: 'invalid' });
    expect(amountProblem('10.555', limits)).toEqual({ kind: 'invalid' });
    expect(amountProblem('-60', limits)).toEqual({ kind: 'invalid' });
    expect(amountProblem('0', limits)).toEqual({ kind: 'invalid' });
    expect(amountProblem('49.99', limits)).toEqual({ kind: 'belowMin', min: 50 });
    expect(
      amountProblem('5000.01', { ...limits, withdrawable: 9000, dailyAmountLeft: 9000 }),
    ).toEqual({
      kind: 'aboveMax',
      max: 5000,
    });
    expect(amountProblem('300.01', limits)).toEqual({
      kind: 'overWithdrawable',
      withdrawable: 300,
    });
    expect(amountProblem('200.01', limits)).toEqual({ kind: 'overDailyLeft', remaining: 200 });
    // Bonus money under wagering: the refusal names the locked amount (issue 16).
    expect(amountProblem('300.01', { ...limits, locked: 100 })).toEqual({
      kind: 'bonusLocked',
      locked: 100,
      withdrawable: 300,
    });
  });

  it('accepts amounts within every limit, exactly at the edges too', () => {
    expect(amountProblem('50', limits)).toBeNull();
    expect(amountProblem(' 200.00 ', limits)).toBeNull();
    expect(amountProblem('1,00.5', limits)).toBeNull();
  });

  it('"All" is the withdrawable amount capped at the maximum and at what is left today', () => {
    expect(allAmountMinor(limits)).toBe(20_000);
    expect(allAmountMinor({ ...limits, dailyAmountLeft: 10_000 })).toBe(30_000);
    expect(allAmountMinor({ ...limits, withdrawable: 9000, dailyAmountLeft: 9000 })).toBe(500_000);
    expect(allAmountMinor({ ...limits, withdrawable: 0.1 })).toBe(10);
  });

  it('the fee is the percent of the amount rounded half up to a cent; the rest arrives', () => {
    expect(feeAndPayout(10_000, 1)).toEqual({ fee: 100, payout: 9_900 });
    expect(feeAndPayout(12_345, 1.5)).toEqual({ fee: 185, payout: 12_160 });
    expect(feeAndPayout(5_000, 0)).toEqual({ fee: 0, payout: 5_000 });
  });
});
