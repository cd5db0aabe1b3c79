import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_ADJUSTMENT_MINOR, parseAmountToMinor } from './money';

const minor = (text: string) => {
  const result = parseAmountToMinor(text);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.minor;
};

describe('decimal amount to minor units', () => {
  it.each([
    ['0.01', 1],
    ['0.1', 10],
    ['0.2', 20],
    ['0.3', 30],
    ['1', 100],
    ['1.5', 150],
    ['1.05', 105],
    ['19.99', 1999],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.13', 113], // 1.13 * 100 is 112.99999999999999
    [' 42.10 ', 4210],
    ['007.50', 750],
    ['1,000.50', 100050],
    ['12,345,678.90', 1234567890],
    ['100,000,000', MAX_ADJUSTMENT_MINOR],
  ])('%s is %i', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it('adds like decimals, not like floats', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(minor('0.1') + minor('0.2')).toBe(minor('0.3'));
    expect(minor('1.1') + minor('2.2')).toBe(minor('3.3'));
  });

  it('gives back every cent it was given (all amounts up to 100.00, and a spread above)', () => {
    const check = (n: number) => {
      const text = `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
      expect(minor(text)).toBe(n);
      // The same amount with one decimal when it ends in 0, and grouped by thousands.
      if (n % 10 === 0) expect(minor(text.slice(0, -1))).toBe(n);
      const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n / 100);
      expect(minor(grouped)).toBe(n);
    };
    for (let n = 1; n <= 10_000; n++) check(n);
    // A fixed pseudo-random walk over the whole range (seeded: the same every run).
    let seed = 12345;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      check(1 + (seed % MAX_ADJUSTMENT_MINOR));
    }
  });

  it.each([
    ['12.345', 'decimals'],
    ['0.001', 'decimals'],
    ['1,000.505', 'decimals'],
    ['', 'format'],
    ['abc', 'format'],
    ['12,5', 'format'], // a decimal comma is refused rather than read as 125
    ['1,00', 'format'],
    ['1,0000', 'format'],
    [',100', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    ['-5', 'format'],
    ['+5', 'format'],
    ['1e3', 'format'],
    ['1 000', 'format'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['100,000,000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('%j is refused (%s)', (text, error) => {
    expect(parseAmountToMinor(text)).toEqual({ ok: false, error });
  });
});

describe('formatMoney', () => {
  it('shows the currency with two decimals', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(-5, 'USD', 'en-US')).toBe('-$0.05');
    expect(formatMoney(100, 'USD', 'zh-CN')).toBe('US$1.00');
  });

  it('survives an unknown currency code', () => {
    expect(formatMoney(150, 'NOT-A-CODE', 'en-US')).toBe('1.50 NOT-A-CODE');
  });
});
