import { describe, expect, it } from 'vitest';
import { RED_RAIN_TAP_ID_PATTERN } from '@app/contracts/reward-constants';
import {
  clockOffset,
  clockText,
  countdownParts,
  msUntil,
  newTapId,
  serverNow,
} from './server-clock';

describe('the server clock', () => {
  it('measures the offset at the midpoint of the call', () => {
    // Sent at 1000, answered at 1200 (device clock); the server stamped 61_100.
    expect(clockOffset(new Date(61_100).toISOString(), 1000, 1200)).toBe(60_000);
    // A phone five minutes fast: a negative offset.
    expect(clockOffset(new Date(0).toISOString(), 300_000, 300_000)).toBe(-300_000);
    expect(clockOffset('not a time', 0, 0)).toBe(0);
  });

  it('counts down on the server clock, not the device clock', () => {
    const device = Date.UTC(2026, 4, 1, 8, 0, 0);
    const offset = 2 * 3600_000; // the device is two hours behind the server
    expect(serverNow(offset, device)).toBe(device + offset);
    const start = new Date(device + offset + 90_000).toISOString();
    expect(msUntil(start, offset, device)).toBe(90_000);
    expect(msUntil(start, 0, device)).toBe(2 * 3600_000 + 90_000);
    expect(msUntil(new Date(device).toISOString(), offset, device)).toBe(0);
  });

  it('writes what is left in whole seconds, rounded up', () => {
    expect(countdownParts(3_725_000)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(countdownParts(59_001)).toEqual({ hours: 0, minutes: 1, seconds: 0 });
    expect(countdownParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(clockText(552_000)).toBe('09:12');
    expect(clockText(3_909_000)).toBe('1:05:09');
    expect(clockText(30 * 3600_000)).toBe('30:00:00');
  });

  it('makes a fresh tap id the server accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, newTapId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(RED_RAIN_TAP_ID_PATTERN);
  });
});
