import rateLimit from '@fastify/rate-limit';
import { endpoints, type Endpoint, type EndpointName } from '@app/contracts/endpoints';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { DomainError } from '../services/domain-error';
import type { RateLimitCounter } from '../services/rate-limit-counter';
import type { RateLimitGroup, RateLimits } from '../services/rate-limit-rules';
import { createDatabaseStore } from './rate-limit-store';

/** Rows whose group is not their area's (see groupOfRow). */
const GROUP_BY_ROW: Partial<Record<EndpointName, RateLimitGroup | null>> = {
  captcha: 'captcha',
  smsNoLogin: 'sms',
  smsRegister: 'sms',
  passwordByEmail: 'sms',
  paymentPasswordResetSms: 'sms',
  memberRegister: 'registration',
  memberRegisterMobile: 'registration',
  sessionFreePlay: 'registration',
  checkUsername: 'check',
  checkAffiliateCode: 'check',
  sessionLogin: 'login',
  sessionLoginTwoFactor: 'login',
  passwordByPhone: 'login',
  passwordEmailReset: 'login',
  opsLogin: 'login',
  opsSecondFactor: 'login',
  systemPublicKey: 'content',
  systemRegisterSettings: 'content',
  fieldVitalsReport: 'vitals',
  // Load balancers' health checks are not clients.
  healthz: null,
};

/**
 * The group of a row of the endpoint table, or null when it is not limited: the development
 * rows (never in production) and the console's signed-in rows (operators, few and known; its
 * sign-in rows are in `login`).
 */
function groupOfRow(name: EndpointName, row: Endpoint): RateLimitGroup | null {
  const named = GROUP_BY_ROW[name];
  if (named !== undefined) return named;
  switch (row.area) {
    case 'dev':
    case 'ops':
      return null;
    case 'system':
    case 'content':
      return 'content';
    case 'games':
    case 'lottery':
    case 'bets':
      return 'games';
    default:
      return row.scope === 'operator' ? null : 'default';
  }
}

/**
 * Routes outside the table: the payment page players open is limited; the PSP's merchant API and
 * its webhook into the platform are not (one caller, the platform or the gateway, speaks for
 * every player). Pages and static files (/m/, /ops/, /cdn/, /play/, /chat/) are not either.
 */
const OTHER_ROUTES: Record<string, RateLimitGroup> = {
  'GET /psp/pay/:id': 'default',
  'POST /psp/pay/:id': 'default',
};

function groupsByRoute(): Map<string, RateLimitGroup> {
  const groups = new Map(Object.entries(OTHER_ROUTES));
  for (const [name, row] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    const group = groupOfRow(name, row);
    if (group) groups.set(`${row.method} ${row.path}`, group);
  }
  return groups;
}

function methodsOf(route: RouteOptions): string[] {
  // HEAD routes Fastify adds for GET routes count with their GET.
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) =>
    m === 'HEAD' ? 'GET' : m,
  );
}

/**
 * Per-address rate limits on the public API (issue 20) with @fastify/rate-limit: each limited
 * route gets its group's limit (services/rate-limit-rules.ts), counted per client address
 * (request.ip, which honours TRUST_PROXY) in the database, so all instances count together.
 * Over the limit: 429 RATE_LIMITED in the envelope with `retryAfterSeconds` and Retry-After.
 * Register before any route.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: {
    limits: RateLimits;
    counter: RateLimitCounter;
    /** Requests never counted (this process's own page renderer: http/server-render.ts). */
    exempt?: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  const { limits, counter, exempt } = options;
  const groups = groupsByRoute();

  // Runs before the plugin's own onRoute hook (added below), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const group = methodsOf(route)
      .map((method) => groups.get(`${method} ${route.url}`))
      .find((g) => g !== undefined);
    if (!group) return;
    const rule = limits[group];
    route.config = {
      ...route.config,
      rateLimit: { groupId: group, max: rule.max, timeWindow: rule.windowSeconds * 1000 },
    };
  });

  // Counts an instance keeps in memory reach the database before it closes.
  app.addHook('onClose', async () => counter.close());

  await app.register(rateLimit, {
    global: false,
    store: createDatabaseStore(counter),
    // The default key: request.ip (TRUST_PROXY decides whether X-Forwarded-For counts), IPv6
    // addresses by their /64, as one subscriber usually holds a whole /64.
    // A counter the database cannot answer lets the request through: the limiter is never the
    // reason a request fails (the route itself then answers, or fails, on its own).
    skipOnError: true,
    ...(exempt ? { allowList: (request: FastifyRequest) => exempt(request) } : {}),
    // Headers only on a refusal: Retry-After and the limit (successes stay unchanged).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new DomainError('RATE_LIMITED', 'Too many requests; wait and try again', {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
