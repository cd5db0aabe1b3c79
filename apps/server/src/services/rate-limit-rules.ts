/**
 * Per-address request limits of the public API (issue 20), one per group of routes. Each group
 * counts requests from one client address in fixed windows; over the limit the route answers 429
 * RATE_LIMITED with Retry-After. The limits are generous for people: many phones share one
 * carrier address (CGNAT), so they stop scripts and floods, not a busy household or office.
 */
export const rateLimitGroups = [
  'captcha',
  'sms',
  'registration',
  'check',
  'login',
  'content',
  'games',
  'vitals',
  'default',
] as const;
export type RateLimitGroup = (typeof rateLimitGroups)[number];

export type RateLimitRule = { max: number; windowSeconds: number };
export type RateLimits = Record<RateLimitGroup, RateLimitRule>;

/** The limits at RATE_LIMIT_SCALE=1 (README, configuration). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // GET /wps/captcha: a new image per login attempt that needs one, or per tap on the image.
  captcha: { max: 30, windowSeconds: 60 },
  // SMS and email codes cost money and reach other people; each number has its own limit too.
  sms: { max: 10, windowSeconds: 10 * 60 },
  // New accounts, mobile registrations and trial accounts.
  registration: { max: 10, windowSeconds: 10 * 60 },
  // Username and affiliate-code checks while a form is typed in (enumeration otherwise).
  check: { max: 60, windowSeconds: 60 },
  // Logins (members and the console), second factors and password resets: per-account
  // throttling (throttle-service.ts) stops guessing one account; this caps spraying many.
  login: { max: 30, windowSeconds: 60 },
  // Public reads the app makes on every start (status, settings, announcements, help).
  content: { max: 600, windowSeconds: 60 },
  // Catalogue, launches, demo spins, lottery and bets: a player taps fast.
  games: { max: 300, windowSeconds: 60 },
  // Field data (issue 19): one report per page view, sent when the page is hidden. A lost report
  // costs nothing but a sample, so the limit is tight: it caps what one address can write.
  vitals: { max: 30, windowSeconds: 60 },
  // Everything else of the member API.
  default: { max: 300, windowSeconds: 60 },
};

/**
 * The limits with every `max` multiplied by `scale` (RATE_LIMIT_SCALE), or null (no limits) at
 * 0. The end-to-end suite and the benchmarks send everything from 127.0.0.1 and raise it.
 */
export function scaleRateLimits(limits: RateLimits, scale: number): RateLimits | null {
  if (scale === 0) return null;
  const scaled = {} as RateLimits;
  for (const group of rateLimitGroups) {
    const rule = limits[group];
    scaled[group] = { ...rule, max: Math.max(1, Math.ceil(rule.max * scale)) };
  }
  return scaled;
}

/**
 * Groups an instance counts in memory and adds to the shared row in batches (decision 0043):
 * the public reads every screen makes and the rest of the member API (wallet, reports, agent
 * screens), where one database write per request cost more than the request's own work. The
 * others (logins, codes, registrations, checks, field data) count every request in the
 * database at once: their limits are small and exact.
 */
export const BATCHED_RATE_LIMIT_GROUPS: readonly RateLimitGroup[] = ['content', 'games', 'default'];

/** Requests per batch: 2% of the limit (1, i.e. no batching, below a limit of 100). */
export function rateLimitBatchSize(group: RateLimitGroup, max: number): number {
  if (!BATCHED_RATE_LIMIT_GROUPS.includes(group)) return 1;
  return Math.max(1, Math.floor(max / 50));
}
