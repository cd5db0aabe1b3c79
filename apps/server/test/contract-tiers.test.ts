import {
  dividendAboveOwn,
  dividendPay,
  salaryAboveOwn,
  salaryPay,
  tierOrderProblem,
  type DividendTerms,
  type SalaryTerms,
} from '@app/contracts/agent-contract-rules';
import { dividendTermsSchema, salaryTermsSchema } from '@app/contracts/agent-contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/services/domain-error';
import { assertWithinOwn, nextTierOf, payFor } from '../src/services/contract-tiers';

/** agent01's seeded daily salary and dividend (the shared design). */
const own: SalaryTerms = {
  tiers: [
    { minTurnover: 0, minActive: 0, amount: 5 },
    { minTurnover: 1_000, minActive: 2, amount: 20 },
    { minTurnover: 10_000, minActive: 5, amount: 80 },
  ],
};
const ownDividend: DividendTerms = {
  period: 'HALF_MONTH',
  tiers: [
    { minNetLoss: 0, minActive: 1, sharePercent: 10 },
    { minNetLoss: 10_000, minActive: 5, sharePercent: 20 },
  ],
};

describe('salary tiers', () => {
  it('pays the highest tier whose two thresholds are met', () => {
    expect(salaryPay(own, 0, 0)).toEqual({ tier: 0, amountMinor: 500 });
    // Turnover enough for tier 2 but one active member short: still tier 1.
    expect(salaryPay(own, 100_000, 1)).toEqual({ tier: 0, amountMinor: 500 });
    expect(salaryPay(own, 100_000, 2)).toEqual({ tier: 1, amountMinor: 2_000 });
    expect(salaryPay(own, 999_999, 9)).toEqual({ tier: 1, amountMinor: 2_000 });
    expect(salaryPay(own, 1_000_000, 5)).toEqual({ tier: 2, amountMinor: 8_000 });
  });

  it('pays nothing when no tier is met', () => {
    const terms: SalaryTerms = { tiers: [{ minTurnover: 100, minActive: 1, amount: 3 }] };
    expect(salaryPay(terms, 9_999, 5)).toEqual({ tier: null, amountMinor: 0 });
    expect(
      payFor('DAILY_SALARY', terms, { turnoverMinor: 10_000, active: 1, netLossMinor: 0 }),
    ).toEqual({
      tier: 1,
      amountMinor: 300,
    });
  });

  it('names the next tier up', () => {
    expect(nextTierOf('DAILY_SALARY', own, 1)).toEqual({ tier: 2, minMoney: 1_000, minActive: 2 });
    expect(nextTierOf('DAILY_SALARY', own, 3)).toBeNull();
    expect(nextTierOf('DIVIDEND', ownDividend, null)).toEqual({
      tier: 1,
      minMoney: 0,
      minActive: 1,
    });
  });
});

describe('dividend tiers', () => {
  it('pays the share of the net loss, rounded down to a cent', () => {
    expect(dividendPay(ownDividend, 12_345, 1)).toEqual({ tier: 0, amountMinor: 1_234 });
    expect(dividendPay(ownDividend, 1_000_000, 5)).toEqual({ tier: 1, amountMinor: 200_000 });
    expect(dividendPay(ownDividend, 1_000_000, 4)).toEqual({ tier: 0, amountMinor: 100_000 });
  });

  it('pays nothing when the team won, broke even, or had no active member', () => {
    expect(dividendPay(ownDividend, -50_000, 9)).toEqual({ tier: null, amountMinor: 0 });
    expect(dividendPay(ownDividend, 0, 9)).toEqual({ tier: null, amountMinor: 0 });
    expect(dividendPay(ownDividend, 50_000, 0)).toEqual({ tier: null, amountMinor: 0 });
  });
});

describe('tier order', () => {
  it('each tier asks more than the one before', () => {
    expect(
      tierOrderProblem([
        [0, 0],
        [1000, 2],
        [10000, 5],
      ]),
    ).toBeNull();
    expect(
      tierOrderProblem([
        [0, 0],
        [0, 1],
      ]),
    ).toBeNull();
    expect(
      tierOrderProblem([
        [0, 0],
        [0, 0],
      ]),
    ).toBe(1);
    expect(
      tierOrderProblem([
        [100, 2],
        [200, 1],
      ]),
    ).toBe(1);
    expect(
      tierOrderProblem([
        [0, 0],
        [100, 1],
        [50, 3],
      ]),
    ).toBe(2);
  });

  it('the schemas refuse unordered, empty, too many, or over-precise tiers', () => {
    const tier = (minTurnover: number, minActive: number, amount = 1) => ({
      minTurnover,
      minActive,
      amount,
    });
    expect(salaryTermsSchema.safeParse({ tiers: [tier(0, 0), tier(1, 1)] }).success).toBe(true);
    expect(salaryTermsSchema.safeParse({ tiers: [] }).success).toBe(false);
    expect(salaryTermsSchema.safeParse({ tiers: [tier(5, 1), tier(1, 2)] }).success).toBe(false);
    expect(
      salaryTermsSchema.safeParse({ tiers: Array.from({ length: 11 }, (_, i) => tier(i, i)) })
        .success,
    ).toBe(false);
    expect(salaryTermsSchema.safeParse({ tiers: [tier(0, 0, 1.005)] }).success).toBe(false);
    expect(salaryTermsSchema.safeParse({ tiers: [tier(0, 0, 0)] }).success).toBe(false);
    expect(salaryTermsSchema.safeParse({ tiers: [tier(-1, 0)] }).success).toBe(false);
    expect(salaryTermsSchema.safeParse({ tiers: [tier(0, 0.5)] }).success).toBe(false);
    expect(
      dividendTermsSchema.safeParse({
        period: 'MONTH',
        tiers: [{ minNetLoss: 0, minActive: 0, sharePercent: 100.01 }],
      }).success,
    ).toBe(false);
    expect(
      dividendTermsSchema.safeParse({
        period: 'WEEK',
        tiers: [{ minNetLoss: 0, minActive: 0, sharePercent: 10 }],
      }).success,
    ).toBe(false);
    expect(
      dividendTermsSchema.safeParse({
        period: 'HALF_MONTH',
        tiers: [{ minNetLoss: 0.01, minActive: 0, sharePercent: 12.34 }],
      }).success,
    ).toBe(true);
  });
});

describe('within own terms (CONTRACT_ABOVE_OWN)', () => {
  it('accepts tiers paying at most the own tier at the same thresholds', () => {
    expect(
      salaryAboveOwn({ tiers: [{ minTurnover: 0, minActive: 0, amount: 2 }] }, own),
    ).toBeNull();
    expect(
      salaryAboveOwn({ tiers: [{ minTurnover: 0, minActive: 0, amount: 5 }] }, own),
    ).toBeNull();
    expect(
      salaryAboveOwn(
        {
          tiers: [
            { minTurnover: 0, minActive: 0, amount: 5 },
            { minTurnover: 5_000, minActive: 3, amount: 20 },
          ],
        },
        own,
      ),
    ).toBeNull();
  });

  it('refuses a tier above the own tier at its thresholds, naming the tier and the maximum', () => {
    expect(
      salaryAboveOwn({ tiers: [{ minTurnover: 0, minActive: 0, amount: 5.01 }] }, own),
    ).toEqual({
      reason: 'TIER',
      tier: 1,
      max: 5,
    });
    // 20.00 needs 1,000 turnover AND 2 active members in the own terms.
    expect(
      salaryAboveOwn(
        {
          tiers: [
            { minTurnover: 0, minActive: 0, amount: 1 },
            { minTurnover: 1_000, minActive: 1, amount: 20 },
          ],
        },
        own,
      ),
    ).toEqual({ reason: 'TIER', tier: 2, max: 5 });
    // Below every own tier: the own terms pay nothing there.
    const strict: SalaryTerms = { tiers: [{ minTurnover: 100, minActive: 1, amount: 3 }] };
    expect(
      salaryAboveOwn({ tiers: [{ minTurnover: 0, minActive: 0, amount: 1 }] }, strict),
    ).toEqual({
      reason: 'TIER',
      tier: 1,
      max: 0,
    });
  });

  it('dividends keep the own period and share ceilings', () => {
    const within: DividendTerms = {
      period: 'HALF_MONTH',
      tiers: [
        { minNetLoss: 0, minActive: 1, sharePercent: 10 },
        { minNetLoss: 20_000, minActive: 6, sharePercent: 15 },
      ],
    };
    expect(dividendAboveOwn(within, ownDividend)).toBeNull();
    expect(dividendAboveOwn({ ...within, period: 'MONTH' }, ownDividend)).toEqual({
      reason: 'PERIOD',
      period: 'HALF_MONTH',
    });
    expect(
      dividendAboveOwn(
        { period: 'HALF_MONTH', tiers: [{ minNetLoss: 0, minActive: 0, sharePercent: 1 }] },
        ownDividend,
      ),
    ).toEqual({ reason: 'TIER', tier: 1, max: 0 });
    expect(
      dividendAboveOwn(
        {
          period: 'HALF_MONTH',
          tiers: [{ minNetLoss: 10_000, minActive: 5, sharePercent: 20.01 }],
        },
        ownDividend,
      ),
    ).toEqual({ reason: 'TIER', tier: 1, max: 20 });
  });

  it('assertWithinOwn throws CONTRACT_ABOVE_OWN, also without own signed terms', () => {
    const offered: SalaryTerms = { tiers: [{ minTurnover: 0, minActive: 0, amount: 2 }] };
    expect(() => assertWithinOwn('DAILY_SALARY', offered, own)).not.toThrow();
    const noOwn = (() => {
      try {
        assertWithinOwn('DAILY_SALARY', offered, null);
      } catch (e) {
        return e;
      }
    })();
    expect(noOwn).toBeInstanceOf(DomainError);
    expect(noOwn).toMatchObject({ code: 'CONTRACT_ABOVE_OWN', details: { reason: 'NOT_SIGNED' } });
    expect(() =>
      assertWithinOwn(
        'DAILY_SALARY',
        { tiers: [{ minTurnover: 0, minActive: 0, amount: 6 }] },
        own,
      ),
    ).toThrow(expect.objectContaining({ code: 'CONTRACT_ABOVE_OWN' }));
  });
});
