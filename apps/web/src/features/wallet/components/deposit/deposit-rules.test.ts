import { describe, expect, it } from 'vitest';
import { methodsPayload } from './deposit-test-fixtures';
import {
  amountProblem,
  etaMessage,
  localDateTimeValue,
  newRequestId,
  parseLocalDateTime,
  toIsoWithOffset,
  validAmountMinor,
} from './deposit-rules';

const bank = methodsPayload.groups[0]!.methods[0]!; // 10 to 50,000

describe('deposit amount', () => {
  it.each([
    ['', 'deposit.amountRequired'],
    ['0', 'cashierErrors.amountInvalid'],
    ['-5', 'cashierErrors.amountInvalid'],
    ['10.001', 'cashierErrors.amountInvalid'],
    ['abc', 'cashierErrors.amountInvalid'],
    ['9.99', 'cashierErrors.amountBelowMin'],
    ['50000.01', 'cashierErrors.amountAboveMax'],
  ])('%j is refused with %s', (text, key) => {
    expect(amountProblem(text, bank)?.key).toBe(key);
  });

  it('names the limit in the message and accepts the limits themselves', () => {
    expect(amountProblem('5', bank)?.values).toEqual({ min: '10.00' });
    expect(amountProblem('60000', bank)?.values).toEqual({ max: '50,000.00' });
    expect(validAmountMinor('10', bank)).toBe(1000);
    expect(validAmountMinor(' 50,000.00 ', bank)).toBe(5_000_000);
    expect(validAmountMinor('5', bank)).toBeNull();
  });
});

describe('transfer time', () => {
  it('round-trips a datetime-local value and sends it with the offset', () => {
    const date = parseLocalDateTime('2026-05-01T14:30');
    expect(date).not.toBeNull();
    expect(localDateTimeValue(date!)).toBe('2026-05-01T14:30');
    const iso = toIsoWithOffset(date!);
    expect(iso).toMatch(/^2026-05-01T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(date!.getTime());
  });

  it('refuses what is not a real moment', () => {
    expect(parseLocalDateTime('')).toBeNull();
    expect(parseLocalDateTime('2026-02-30T10:00')).toBeNull();
    expect(parseLocalDateTime('yesterday')).toBeNull();
  });
});

describe('method details', () => {
  it('says how long the money takes', () => {
    expect(etaMessage(0).key).toBe('deposit.eta.instant');
    expect(etaMessage(30)).toEqual({ key: 'deposit.eta.minutes', values: { count: 30 } });
    expect(etaMessage(120)).toEqual({ key: 'deposit.eta.hours', values: { count: 2 } });
  });

  it('makes request ids the contract takes, a new one each attempt', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
