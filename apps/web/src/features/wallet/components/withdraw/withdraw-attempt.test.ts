import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { attemptFor, newRequestId, outcomeUnknown } from './withdraw-attempt';

describe('withdraw attempt ids', () => {
  it('a retry of the same amount and card keeps its id; a change makes a new attempt', () => {
    let n = 0;
    const ids = () => `request-${++n}`;
    const first = attemptFor(null, 10_000, 7, ids);
    expect(first.requestId).toBe('request-1');
    expect(attemptFor(first, 10_000, 7, ids)).toBe(first);
    expect(attemptFor(first, 12_000, 7, ids).requestId).toBe('request-2');
    expect(attemptFor(first, 10_000, 8, ids).requestId).toBe('request-3');
  });

  it('only a missing, unreadable or server-fault answer leaves the outcome unknown', () => {
    expect(outcomeUnknown(new ApiError('NETWORK', 'offline'))).toBe(true);
    expect(outcomeUnknown(new ApiError('BAD_RESPONSE', 'html', 502))).toBe(true);
    expect(outcomeUnknown(new ApiError('SYSTEM_ERROR', 'boom', 500))).toBe(true);
    expect(outcomeUnknown(new TypeError('x'))).toBe(true);
    expect(outcomeUnknown(new ApiError('PAYMENT_PASSWORD_WRONG', 'no', 400))).toBe(false);
    expect(outcomeUnknown(new ApiError('AMOUNT_BELOW_MIN', 'no', 400))).toBe(false);
  });

  it('ids fit the contract (8 to 64 letters, digits and dashes)', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});
