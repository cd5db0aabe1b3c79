import type { OperatorRole } from '@app/contracts/operator';
import { vi } from 'vitest';

/** What the console sent: method, path, query, headers and JSON body. */
export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};
export type Answer = { status: number; body: unknown } | 'network-error';
type Handler = Answer | ((request: SentRequest) => Answer);

export const ok = (value: unknown): Answer => ({
  status: 200,
  body: { success: true, value, errorCode: null, message: null },
});
export const fail = (status: number, errorCode: string, message: string, value: unknown = null) =>
  ({ status, body: { success: false, value, errorCode, message } }) satisfies Answer;

/**
 * Stubs fetch with answers keyed by "METHOD /path" (no query). A handler list answers in turn
 * (the last one repeats). Unknown calls answer the server's 404 envelope, so a test sees them.
 */
export function mockApi(handlers: Record<string, Handler | Handler[]>) {
  const requests: SentRequest[] = [];
  const served = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      const request: SentRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const key = `${method} ${url.pathname}`;
      const entry = handlers[key];
      const list = entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      const handler = list[Math.min(index, list.length - 1)];
      const answer: Answer =
        handler === undefined
          ? fail(404, 'NOT_FOUND', `No route ${key}`)
          : typeof handler === 'function'
            ? handler(request)
            : handler;
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    /** The requests for one "METHOD /path". */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

export const notLoggedIn = fail(401, 'NOT_LOGGED_IN', 'Not logged in');

export function session(role: OperatorRole = 'admin', csrfToken = 'csrf-token-1') {
  return {
    operator: { id: 1, username: `ops_${role}`, role },
    csrfToken,
    expiresAt: '2026-11-24T20:00:00.000Z',
  };
}

const figures = {
  registrations: 12,
  depositsMinor: 123456,
  withdrawalsMinor: 50000,
  betsMinor: 900000,
  winsMinor: 850000,
  ggrMinor: 50000,
  betCount: 321,
};
export const dashboard = {
  currency: 'USD',
  playersOnline: 42,
  today: figures,
  last7Days: { ...figures, registrations: 80, ggrMinor: 1_234_567_89 },
  generatedAt: '2026-11-24T18:00:00.000Z',
};

export function memberDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    username: 'demo01',
    type: 0,
    nickname: 'Demo',
    mobile: '85512345678',
    email: 'demo01@example.test',
    vipLabel: 'VIP 1',
    locked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    payeeName: null,
    birthday: null,
    affiliateCode: null,
    parentId: null,
    currency: 'USD',
    wallet: { kind: 'REAL', balanceMinor: 100000 },
    sessions: [],
    ...overrides,
  };
}

export const emptyPage = { items: [], pageNo: 1, pageSize: 20, total: 0 };

/** A member's protections (issue 18) with nothing set: every tool offered, no limit, no break. */
export function memberProtections() {
  const none = (period: 'DAY' | 'WEEK' | 'MONTH') => ({
    period,
    amount: null,
    pending: null,
    used: 0,
    remaining: null,
    resetsAt: null,
  });
  const periods = ['DAY', 'WEEK', 'MONTH'] as const;
  return {
    state: {
      features: {
        depositLimits: true,
        lossLimits: true,
        sessionLimits: true,
        realityChecks: true,
        timeOut: true,
        selfExclusion: true,
      },
      depositLimits: periods.map(none),
      lossLimits: periods.map(none),
      sessionLimit: { minutes: null, pending: null },
      realityCheckMinutes: 60,
      block: null,
      net: { session: 0, today: 0 },
      introSeen: true,
    },
    history: [],
  };
}
