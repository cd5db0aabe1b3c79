import { describe, expect, it } from 'vitest';
import { dayText, moneyText, percentText } from './rebate-format';

describe('rebate figures', () => {
  it('writes basis points as a percent with 2 decimals', () => {
    expect(percentText(0)).toBe('0.00%');
    expect(percentText(5)).toBe('0.05%');
    expect(percentText(70)).toBe('0.70%');
    expect(percentText(100)).toBe('1.00%');
    expect(percentText(300)).toBe('3.00%');
  });

  it('writes money with 2 decimals after the symbol', () => {
    expect(moneyText(1234.5, '$')).toBe('$1,234.50');
    expect(moneyText(0, '')).toBe('0.00');
    expect(moneyText(0.04, '៛')).toBe('៛0.04');
  });

  it('writes an operator day as the list date', () => {
    expect(dayText('2026-11-24')).toBe('2026/11/24');
    expect(dayText('soon')).toBe('soon');
  });
});
