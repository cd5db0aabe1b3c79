import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatPercent,
  formatVipAmount,
  formatVipMoney,
  overallPercent,
} from './vip-format';

describe('vip-format', () => {
  it('writes money with 2 decimals and compact thresholds', () => {
    expect(formatVipMoney(1234.5, '$')).toBe('$1,234.50');
    expect(formatVipMoney(0, '$')).toBe('$0.00');
    expect(formatVipAmount(5000, '$')).toBe('$5,000');
    expect(formatVipAmount(1250.5, '$')).toBe('$1,250.50');
  });

  it('writes rates and days', () => {
    expect(formatPercent(0.3)).toBe('0.3%');
    expect(formatPercent(1.25)).toBe('1.25%');
    expect(formatDay('not a date')).toBe('not a date');
    expect(formatDay(new Date(2026, 7, 27, 12).toISOString())).toBe('2026/08/27');
  });

  it('the overall progress is the lesser threshold', () => {
    expect(overallPercent({ deposit: { percent: 100 }, turnover: { percent: 40 } })).toBe(40);
    expect(overallPercent({ deposit: { percent: 12 }, turnover: { percent: 100 } })).toBe(12);
  });
});
