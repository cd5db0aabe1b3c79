import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { attemptFor, checkAmounts, outcomeUnknown } from './transfer-attempt';

describe('transfer attempts', () => {
  let n = 0;
  const newId = () => `id-${(n += 1)}`;

  it('keeps the request id for a retry of the same transfer, a new one for other amounts', () => {
    const first = attemptFor(null, [{ memberId: 7, amountMinor: 1000 }], newId);
    expect(attemptFor(first, [{ memberId: 7, amountMinor: 1000 }], newId)).toBe(first);
    expect(attemptFor(first, [{ memberId: 7, amountMinor: 1001 }], newId).requestId).not.toBe(
      first.requestId,
    );
    expect(
      attemptFor(
        first,
        [
          { memberId: 7, amountMinor: 1000 },
          { memberId: 8, amountMinor: 1000 },
        ],
        newId,
      ).requestId,
    ).not.toBe(first.requestId);
  });

  it('tells answers that may have moved money from refusals', () => {
    expect(outcomeUnknown(new ApiError('NETWORK', 'offline'))).toBe(true);
    expect(outcomeUnknown(new ApiError('SYSTEM_ERROR', 'boom', 500))).toBe(true);
    expect(outcomeUnknown(new Error('x'))).toBe(true);
    expect(outcomeUnknown(new ApiError('PAYMENT_PASSWORD_WRONG', 'no', 403))).toBe(false);
    expect(outcomeUnknown(new ApiError('INSUFFICIENT_BALANCE', 'no', 409))).toBe(false);
  });

  it('checks each amount and the total against the balance', () => {
    const check = checkAmounts(
      [
        { memberId: 1, text: '10.50' },
        { memberId: 2, text: '1.234' },
        { memberId: 3, text: '0' },
        { memberId: 4, text: '1,000' },
      ],
      100_000,
    );
    expect(check.invalid).toEqual([2, 3]);
    expect(check.lines).toEqual([
      { memberId: 1, amountMinor: 1050 },
      { memberId: 4, amountMinor: 100_000 },
    ]);
    expect(check.totalMinor).toBe(101_050);
    expect(check.overBalance).toBe(true);
    expect(checkAmounts([{ memberId: 1, text: '5' }], null).overBalance).toBe(false);
    expect(checkAmounts([{ memberId: 1, text: '5' }], 500).overBalance).toBe(false);
  });
});
