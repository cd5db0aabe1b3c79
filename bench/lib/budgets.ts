/**
 * Every budget of issue 5, named once. The bench judges its figures against these, and the
 * `npm test` size check (e2e/bundle-budget.spec.ts) reads the bytes budget from here too.
 */
export const KiB = 1024;

export const bytesBudget = {
  /** First-load JavaScript of /m/home, gzip, before it is interactive. */
  homeJsGzip: 120 * KiB,
  /** First-load CSS of /m/home, gzip, fonts excluded. */
  homeCssGzip: 20 * KiB,
} as const;

export const lighthouseBudget = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
} as const;

export const scrollBudget = {
  longestTaskMs: 100,
  domNodes: 1500,
  heapMB: 60,
} as const;

export const apiBudget = {
  /** Game list p99 on PGlite under 50 connections. */
  gameListP99Ms: 50,
} as const;

/**
 * Issue 17: the team profit and loss of an agent with a 10,000-account, 3-level team, for 30
 * days, p99 under 10 connections on PGlite (bench part team-pnl).
 */
export const teamPnlBudget = {
  p99Ms: 100,
} as const;

export const loginBudget = {
  /**
   * Login p99 under 10 connections: the logins queue for cores-1 argon2id slots (one on 2
   * cores), so p99 is about 10 x one hash (~50 ms) plus the rest of the login; twice that as
   * headroom (decision 0028).
   */
  loginP99Ms: 1000,
  /** Another route's p99 at a low rate while the logins run (decision 0028). */
  otherRouteP99Ms: 100,
} as const;
