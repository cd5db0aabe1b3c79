import { describe, expect, it } from 'vitest';
import { limit, statePayload } from '@/test/safer-gambling-fixtures';
import { depositAllowance } from './deposit-limit';

const until = '2026-05-08T09:30:00.000Z';
const since = '2026-05-01T09:30:00.000Z';

describe('depositAllowance', () => {
  it('none without a deposit limit', () => {
    expect(depositAllowance(statePayload())).toBeNull();
  });

  it('the tightest limit: the least remaining, the shorter window on a tie', () => {
    const state = statePayload({
      depositLimits: [
        limit('DAY', { amount: 50, used: 40, remaining: 10 }),
        limit('WEEK', { amount: 100, used: 95, remaining: 5 }),
        limit('MONTH', { amount: 1000, used: 40, remaining: 960 }),
      ],
    });
    expect(depositAllowance(state)).toEqual({ kind: 'limited', remaining: 5, period: 'WEEK' });
    const tie = statePayload({
      depositLimits: [
        limit('DAY', { amount: 50, used: 40, remaining: 10 }),
        limit('WEEK', { amount: 50, used: 40, remaining: 10 }),
        limit('MONTH'),
      ],
    });
    expect(depositAllowance(tie)).toEqual({ kind: 'limited', remaining: 10, period: 'DAY' });
  });

  it('a switched-off tool is not shown', () => {
    const state = statePayload({
      features: { ...statePayload().features, depositLimits: false },
      depositLimits: [limit('DAY', { amount: 50, remaining: 10 }), limit('WEEK'), limit('MONTH')],
    });
    expect(depositAllowance(state)).toBeNull();
  });

  it('a time-out or self-exclusion closes deposits; a loss or session limit does not', () => {
    expect(depositAllowance(statePayload({ block: { kind: 'TIME_OUT', since, until } }))).toEqual({
      kind: 'closed',
      until,
    });
    expect(
      depositAllowance(statePayload({ block: { kind: 'SELF_EXCLUSION', since, until: null } })),
    ).toEqual({ kind: 'closed', until: null });
    expect(
      depositAllowance(statePayload({ block: { kind: 'LOSS_LIMIT', since, until } })),
    ).toBeNull();
  });
});
