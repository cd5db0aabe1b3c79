import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('cashier date and time', () => {
  // A moment built in the device's zone, so the test holds in any zone the runner has.
  const moment = new Date(2026, 4, 1, 9, 5, 7).toISOString();

  it('shows year/month/day and hours:minutes in the device zone', () => {
    expect(formatDateTime(moment)).toBe('2026/05/01 09:05');
  });

  it('adds the seconds when asked', () => {
    expect(formatDateTime(moment, { seconds: true })).toBe('2026/05/01 09:05:07');
  });

  it('shows text that is not a moment as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
