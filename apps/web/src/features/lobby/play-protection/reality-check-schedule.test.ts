import { describe, expect, it } from 'vitest';
import { realityCheckDelayMs } from './reality-check-schedule';

describe('realityCheckDelayMs (issue 18: scheduled against the server clock)', () => {
  it("is the server's distance from now to the next check, whatever the device clock says", () => {
    expect(
      realityCheckDelayMs({
        now: '2026-11-29T10:00:00.000Z',
        nextCheckAt: '2026-11-29T10:15:00.000Z',
      }),
    ).toBe(15 * 60_000);
    // Offsets are honoured: the same instant written in another zone.
    expect(
      realityCheckDelayMs({
        now: '2026-11-29T17:00:00.000+07:00',
        nextCheckAt: '2026-11-29T10:00:30.000Z',
      }),
    ).toBe(30_000);
  });

  it('is 0 when the check is already due, null when no session runs', () => {
    expect(
      realityCheckDelayMs({
        now: '2026-11-29T10:20:00.000Z',
        nextCheckAt: '2026-11-29T10:15:00.000Z',
      }),
    ).toBe(0);
    expect(realityCheckDelayMs({ now: '2026-11-29T10:20:00.000Z', nextCheckAt: null })).toBeNull();
  });
});
