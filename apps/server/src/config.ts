import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';
import { DEFAULT_RATE_LIMITS, scaleRateLimits, type RateLimits } from './services/rate-limit-rules';

export const MEMORY_DATA_DIR = 'memory://';

/** SEED_GAMES upper bound: the base catalogue plus every distinct generated slot name. */
export const MAX_SEED_GAMES = 12_000;
/** SEED_AGENT_TEAM upper bound (benchmarks). */
export const MAX_SEED_AGENT_TEAM = 50_000;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** TRUST_PROXY: unset/false, true, a hop count, or a comma-separated list of proxy IPs/CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v): boolean | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'must start with postgres:// or postgresql://',
    ),
  DATA_DIR: z.string().trim().optional(),
  /** Uploaded files (avatars, identity documents, feedback images); see loadConfig's default. */
  FILES_DIR: z.string().trim().optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  WEB_DIST: z.string().trim().optional(),
  CONSOLE_DIST: z.string().trim().optional(),
  /**
   * The web app's server entry (built to apps/web/dist-server/entry-server.js): renders the public
   * pages' first screen (decision 0048). `off` serves the client-only page.
   */
  WEB_SERVER_ENTRY: z.string().trim().optional(),
  /** A page whose render takes longer is sent unrendered (the browser renders it). */
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  LOG_LEVEL: z.enum(logLevels).optional(),
  TRUST_PROXY: trustProxySchema,
  /** Base URL of the web app for links in emails (password reset); defaults to this server. */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL'),
  /** How this server's own parts reach it (the PSP's webhooks); defaults to 127.0.0.1:PORT. */
  INTERNAL_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL'),
  /** The payment gateway's API (issue 13); defaults to the simulator in this server. */
  PSP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL'),
  /** Multiplies every per-address rate limit (services/rate-limit-rules.ts); 0 turns them off. */
  RATE_LIMIT_SCALE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().min(0).max(1_000_000).default(1),
  ),
  /** Benchmarks: grow the seeded game catalogue to at least this many games (decision 0020). */
  SEED_GAMES: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(MAX_SEED_GAMES).optional(),
  ),
  /** Bearer token for GET /metrics; unset: loopback and private addresses only. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  /** Answer 503 while the event loop's mean delay is above this (ms); 0 turns it off. */
  MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(60_000).default(1_000),
  ),
  /** PostgreSQL: connections this instance may hold (the pool's size). */
  DB_POOL_MAX: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(1_000).default(10),
  ),
  /**
   * PostgreSQL: how long a request waits for a connection (a free one from the full pool, or a
   * new one) before it is answered 503, in ms.
   */
  DB_CONNECT_TIMEOUT_MS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(100).max(600_000).default(10_000),
  ),
  /**
   * How long public catalogue answers are reused in-process (ms; decision 0028). Unset: 10 s in
   * production, off elsewhere; 0 turns the cache off (the bench's uncached figure, decision 0043).
   */
  CATALOGUE_CACHE_MS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(600_000).optional(),
  ),
  /** Benchmarks: a bulk-seeded agent team of this many accounts (bench part team-pnl). */
  SEED_AGENT_TEAM: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(MAX_SEED_AGENT_TEAM).optional(),
  ),
});

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolMax?: number; connectTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string };

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean | number | string[];
  /** Per-address limits of the public API by group (RATE_LIMIT_SCALE); null: no limits. */
  rateLimits: RateLimits | null;
  database: DatabaseConfig;
  webDist: string;
  /** WEB_SERVER_ENTRY: the web app's server entry; null: pages are not rendered on the server. */
  webServerEntry: string | null;
  /** SERVER_RENDER_TIMEOUT_MS */
  serverRenderTimeoutMs: number;
  /** CONSOLE_DIST: the built operator console served under /ops/. */
  consoleDist: string;
  /**
   * FILES_DIR: where uploaded files' bytes are kept. Default: beside the PGlite data
   * (`<DATA_DIR>-files`), `.data/files` with DATABASE_URL; null with DATA_DIR=memory:// (a fresh
   * temporary folder per process).
   */
  filesDir: string | null;
  /** Base URL of the web app (emails link to it). */
  publicUrl: string;
  /** INTERNAL_URL: this server as its own parts reach it (webhooks of the PSP simulator). */
  internalUrl: string;
  /** PSP_URL: the payment gateway's API, when not the simulator in this server. */
  pspUrl?: string;
  /** SEED_GAMES: the seeded catalogue holds at least this many games (benchmarks). */
  seedGames?: number;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset: private addresses only. */
  metricsToken?: string;
  /** MAX_EVENT_LOOP_DELAY_MS: 503 while the event loop lags more (0: off; unset here: off). */
  maxEventLoopDelayMs?: number;
  /** SEED_AGENT_TEAM: a bulk-seeded team of this many accounts under bench_agent (benchmarks). */
  seedAgentTeam?: number;
  /** CATALOGUE_CACHE_MS: the catalogue answers' in-process lifetime (ms; 0 off). */
  catalogueCacheMs?: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at boot (design: "environment validated at boot"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid server configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const root = repoRoot();
  const dataDir = !e.DATA_DIR
    ? path.join(root, '.data', 'pglite')
    : e.DATA_DIR === MEMORY_DATA_DIR
      ? MEMORY_DATA_DIR
      : path.resolve(e.DATA_DIR);
  const webDist = e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(root, 'apps', 'web', 'dist');
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, e.RATE_LIMIT_SCALE),
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolMax: e.DB_POOL_MAX,
          connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir },
    filesDir: e.FILES_DIR
      ? path.resolve(e.FILES_DIR)
      : e.DATABASE_URL
        ? path.join(root, '.data', 'files')
        : dataDir === MEMORY_DATA_DIR
          ? null
          : `${dataDir}-files`,
    webDist,
    serverRenderTimeoutMs: e.SERVER_RENDER_TIMEOUT_MS,
    // Beside the web build by default (the web app's build writes both).
    webServerEntry:
      e.WEB_SERVER_ENTRY === 'off'
        ? null
        : e.WEB_SERVER_ENTRY
          ? path.resolve(e.WEB_SERVER_ENTRY)
          : path.join(webDist, '..', 'dist-server', 'entry-server.js'),
    consoleDist: e.CONSOLE_DIST
      ? path.resolve(e.CONSOLE_DIST)
      : path.join(root, 'apps', 'console', 'dist'),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    internalUrl: e.INTERNAL_URL ?? `http://127.0.0.1:${e.PORT}`,
    ...(e.PSP_URL !== undefined ? { pspUrl: e.PSP_URL } : {}),
    ...(e.SEED_GAMES !== undefined ? { seedGames: e.SEED_GAMES } : {}),
    ...(e.METRICS_TOKEN !== undefined ? { metricsToken: e.METRICS_TOKEN } : {}),
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    ...(e.SEED_AGENT_TEAM ? { seedAgentTeam: e.SEED_AGENT_TEAM } : {}),
    catalogueCacheMs: e.CATALOGUE_CACHE_MS ?? (e.NODE_ENV === 'production' ? 10_000 : 0),
  };
}

/** For logs: never print a password from DATABASE_URL. */
export function describeDatabase(db: DatabaseConfig): string {
  if (db.kind === 'pglite')
    return db.dataDir === MEMORY_DATA_DIR ? 'PGlite in memory' : `PGlite at ${db.dataDir}`;
  try {
    const u = new URL(db.url);
    return `PostgreSQL at ${u.hostname}${u.port ? ':' + u.port : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
