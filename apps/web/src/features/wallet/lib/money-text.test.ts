import { describe, expect, it } from 'vitest';
import { formatMoney, signedMoney } from './money-text';

describe('money text', () => {
  it('writes 2 decimals with separators after the symbol', () => {
    expect(formatMoney(1234.5, '$')).toBe('$1,234.50');
    expect(formatMoney(0.456, '$')).toBe('$0.46');
    expect(formatMoney(1000)).toBe('1,000.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-5, '$')).toBe('-$5.00');
    expect(formatMoney(-5, 'USD ')).toBe('-USD 5.00');
  });

  it('signs amounts by direction with a true minus sign', () => {
    expect(signedMoney(1000)).toBe('+1,000.00');
    expect(signedMoney(-50)).toBe('\u221250.00');
    expect(signedMoney(0)).toBe('0.00');
    expect(signedMoney(12.345, '$')).toBe('+$12.35');
  });
});
