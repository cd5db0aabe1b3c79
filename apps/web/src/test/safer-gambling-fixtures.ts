import type {
  LimitState,
  SaferGamblingInfo,
  SaferGamblingState,
} from '@app/contracts/safer-gambling';
import type { LimitPeriod } from '@app/contracts/safer-gambling-constants';

/** Answers as the server gives them (checked against the contract by `call` in tests). */
export function infoPayload(overrides: Partial<SaferGamblingInfo> = {}): SaferGamblingInfo {
  return {
    features: {
      depositLimits: true,
      lossLimits: true,
      sessionLimits: true,
      realityChecks: true,
      timeOut: true,
      selfExclusion: true,
    },
    supportLinks: [
      { name: 'National gambling helpline', url: 'https://helpline.example/' },
      { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
    ],
    minimumAge: 18,
    ...overrides,
  };
}

export function limit(period: LimitPeriod, overrides: Partial<LimitState> = {}): LimitState {
  return {
    period,
    amount: null,
    pending: null,
    used: 0,
    remaining: null,
    resetsAt: null,
    ...overrides,
  };
}

export function statePayload(overrides: Partial<SaferGamblingState> = {}): SaferGamblingState {
  return {
    features: infoPayload().features,
    depositLimits: [limit('DAY'), limit('WEEK'), limit('MONTH')],
    lossLimits: [
      limit('DAY', { resetsAt: '2026-05-02T00:00:00.000Z' }),
      limit('WEEK', { resetsAt: '2026-05-04T00:00:00.000Z' }),
      limit('MONTH', { resetsAt: '2026-06-01T00:00:00.000Z' }),
    ],
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: 60,
    block: null,
    net: { session: 0, today: 0 },
    introSeen: true,
    ...overrides,
  };
}

export const fail = (errorCode: string, status = 400, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });

/** The JSON bodies sent to `path` with `method`. */
export function bodiesOf(
  spy: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  path: string,
  method: string,
): unknown[] {
  return spy.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path &&
        (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
}
