import { describe, expect, it } from 'vitest';
import { playBlockOfRefusal } from './play-block';

describe('playBlockOfRefusal', () => {
  it('names the block of each protection refusal, with its end', () => {
    const until = '2026-12-01T10:00:00.000Z';
    expect(playBlockOfRefusal('TIMED_OUT', { until })).toEqual({ kind: 'TIME_OUT', until });
    expect(playBlockOfRefusal('LOSS_LIMIT_REACHED', { until, period: 'DAY' })).toEqual({
      kind: 'LOSS_LIMIT',
      until,
    });
    expect(playBlockOfRefusal('SESSION_LIMIT_REACHED', { until })).toEqual({
      kind: 'SESSION_LIMIT',
      until,
    });
  });

  it('a self-exclusion without an end is for good', () => {
    expect(playBlockOfRefusal('SELF_EXCLUDED', {})).toEqual({
      kind: 'SELF_EXCLUSION',
      until: null,
    });
    expect(playBlockOfRefusal('SELF_EXCLUDED', null)).toEqual({
      kind: 'SELF_EXCLUSION',
      until: null,
    });
  });

  it('other refusals are not blocks', () => {
    expect(playBlockOfRefusal('INSUFFICIENT_BALANCE', { until: 'x' })).toBeNull();
    expect(playBlockOfRefusal('DEPOSIT_LIMIT_EXCEEDED', { remaining: 1 })).toBeNull();
  });
});
