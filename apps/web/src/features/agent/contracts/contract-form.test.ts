import { describe, expect, it } from 'vitest';
import type { DividendTerms, SalaryTerms } from '@app/contracts/agent-contract-rules';
import { checkOffer, draftOf, parseMoneyText, type OfferDraft } from './contract-form';
import { moneyText, percentText, periodText } from './contract-format';

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
const format = { max: (n: number) => n.toFixed(2), period: (p: string) => p };
const salaryDraft = (...tiers: [string, string, string][]): OfferDraft => ({
  period: 'HALF_MONTH',
  tiers: tiers.map(([money, active, pay]) => ({ money, active, pay })),
});

describe('the offer form', () => {
  it('starts from the own terms', () => {
    expect(draftOf(own).tiers[1]).toEqual({ money: '1000.00', active: '2', pay: '20.00' });
    expect(draftOf(ownDividend)).toMatchObject({
      period: 'HALF_MONTH',
      tiers: [{ pay: '10.00' }, {}],
    });
  });

  it('reads typed amounts with at most 2 decimals', () => {
    expect(parseMoneyText('1,000.5')).toBe(1000.5);
    expect(parseMoneyText(' 2 ')).toBe(2);
    expect(parseMoneyText('2.005')).toBeNull();
    expect(parseMoneyText('-1')).toBeNull();
    expect(parseMoneyText('abc')).toBeNull();
  });

  it('accepts tiers within the own terms', () => {
    const checked = checkOffer('DAILY_SALARY', salaryDraft(['0', '0', '2']), own, format);
    expect(checked).toEqual({
      ok: true,
      terms: { tiers: [{ minTurnover: 0, minActive: 0, amount: 2 }] },
    });
  });

  it('names the tier above the own terms and the most it may pay', () => {
    const checked = checkOffer(
      'DAILY_SALARY',
      salaryDraft(['0', '0', '2'], ['1000', '1', '20']),
      own,
      format,
    );
    expect(checked).toEqual({
      ok: false,
      tiers: [null, { key: 'agentContracts.offer.errors.aboveOwn', values: { max: '5.00' } }],
      form: null,
    });
  });

  it('refuses empty, malformed, unordered tiers and a missing own contract', () => {
    const empty = checkOffer('DAILY_SALARY', salaryDraft(['0', '', '2']), own, format);
    expect(empty.ok === false && empty.tiers[0]?.key).toBe('agentContracts.offer.errors.required');
    const zero = checkOffer('DAILY_SALARY', salaryDraft(['0', '0', '0']), own, format);
    expect(zero.ok === false && zero.tiers[0]?.key).toBe('agentContracts.offer.errors.amount');
    const active = checkOffer('DAILY_SALARY', salaryDraft(['0', '1.5', '1']), own, format);
    expect(active.ok === false && active.tiers[0]?.key).toBe('agentContracts.offer.errors.active');
    const order = checkOffer(
      'DAILY_SALARY',
      salaryDraft(['100', '1', '1'], ['50', '2', '2']),
      own,
      format,
    );
    expect(order.ok === false && order.tiers[1]).toEqual({
      key: 'agentContracts.offer.errors.order',
      values: { n: 2, prev: 1 },
    });
    const none = checkOffer('DAILY_SALARY', salaryDraft(['0', '0', '1']), null, format);
    expect(none.ok === false && none.form?.key).toBe('agentContracts.offer.errors.notSigned');
  });

  it('keeps a dividend within the own period and shares', () => {
    const draft: OfferDraft = { period: 'MONTH', tiers: [{ money: '0', active: '1', pay: '5' }] };
    const period = checkOffer('DIVIDEND', draft, ownDividend, format);
    expect(period.ok === false && period.form).toEqual({
      key: 'agentContracts.offer.errors.period',
      values: { period: 'HALF_MONTH' },
    });
    const share = checkOffer(
      'DIVIDEND',
      { ...draft, period: 'HALF_MONTH', tiers: [{ money: '0', active: '1', pay: '101' }] },
      ownDividend,
      format,
    );
    expect(share.ok === false && share.tiers[0]?.key).toBe('agentContracts.offer.errors.share');
    const ok = checkOffer('DIVIDEND', { ...draft, period: 'HALF_MONTH' }, ownDividend, format);
    expect(ok.ok).toBe(true);
  });
});

describe('contract figures', () => {
  it('writes money with the symbol or the currency code, and shares as percents', () => {
    expect(moneyText(2, '$')).toBe('$2.00');
    expect(moneyText(1234.5, '', 'USD')).toBe('1,234.50 USD');
    expect(percentText(12.5)).toBe('12.50%');
  });

  it('writes periods by their key', () => {
    expect(periodText('2026-11-24', '', '')).toBe('2026/11/24');
    expect(periodText('2026-11-H1', '', '')).toBe('2026/11/01–2026/11/15');
    expect(periodText('2026-02-H2', '', '')).toBe('2026/02/16–2026/02/28');
    expect(periodText('2026-11', '', '')).toBe('2026/11');
    expect(periodText('2026-11-24T05Z', '2026-11-24T05:00:00Z', '2026-11-24T06:00:00Z')).toMatch(
      /^2026\/11\/24 \d\d:00–\d\d:00$/,
    );
  });
});
