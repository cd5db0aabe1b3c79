import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOfMinor, formatMinor, parseAmountMinor } from './money';

describe('parseAmountMinor (the one amount rule of every cashier form and the server)', () => {
  it('reads positive amounts with at most 2 decimals exactly', () => {
    expect(parseAmountMinor('100')).toBe(10_000);
    expect(parseAmountMinor('100.5')).toBe(10_050);
    expect(parseAmountMinor('0.01')).toBe(1);
    expect(parseAmountMinor(' 1,234.56 ')).toBe(123_456);
    // 0.1 + 0.2 style drift cannot happen: no float parsing.
    expect(parseAmountMinor('1234567.89')).toBe(123_456_789);
  });

  it('refuses zero, negatives, over-precise, exponent and junk', () => {
    for (const text of [
      '0',
      '0.00',
      '-1',
      '+1',
      '1.001',
      '1e3',
      '',
      ' ',
      'abc',
      '1..2',
      '.5',
      'NaN',
    ])
      expect(parseAmountMinor(text), text).toBeNull();
  });

  it('round-trips every amount through formatMinor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (minor) => {
        expect(parseAmountMinor(formatMinor(minor))).toBe(minor);
      }),
    );
  });
});

describe('feeOfMinor', () => {
  it('rounds half up to a cent and is never more than the amount', () => {
    expect(feeOfMinor(10_000, 100)).toBe(100); // 1% of 100.00
    expect(feeOfMinor(50, 100)).toBe(1); // 0.5 cent rounds up
    expect(feeOfMinor(49, 100)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, bps) => {
          const fee = feeOfMinor(a, bps);
          expect(Number.isSafeInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(a);
        },
      ),
    );
  });
});
