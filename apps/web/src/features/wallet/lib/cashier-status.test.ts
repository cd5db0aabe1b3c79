import { describe, expect, it } from 'vitest';
import { txStatuses } from '@app/contracts/cashier-constants';
import { statusTone } from './cashier-status';

describe('status tone', () => {
  it.each([
    ['SUCCESS', 'success'],
    ['PAID', 'success'],
    ['PENDING', 'pending'],
    ['SUBMITTED', 'pending'],
    ['APPROVED', 'pending'],
    ['FAILED', 'danger'],
    ['REJECTED', 'danger'],
    ['CANCELLED', 'muted'],
    ['EXPIRED', 'muted'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('knows every status the record can show', () => {
    for (const status of txStatuses) expect(statusTone(status)).toBeDefined();
  });
});
