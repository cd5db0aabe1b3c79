import { describe, expect, it } from 'vitest';
import { deriveSystemStatus } from './system-status';

describe('deriveSystemStatus (spec section 4)', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ] as const)('maintenance=%s region=%s -> %s', (m, r, s) => {
    expect(deriveSystemStatus(m, r)).toBe(s);
  });
});
