/**
 * Every budget of issue 5, named once. The bench judges its figures against these, and the
 * `npm test` size check (e2e/bundle-budget.spec.ts) reads the bytes budget from here too.
 */
export const KiB = 1024;

export const bytesBudget = {
  /**
   * First-load JavaScript of /m/home, gzip: everything the page downloads until it settles, the
   * lazy lobby and the idle work (announcement popup) included (issue 19, decision 0047).
   */
  homeJsGzip: 110 * KiB,
  /**
   * What the `npm test` size gate (e2e/bundle-budget.spec.ts) holds /m/home's JS to (the same
   * figure) until the budget above is met: the latest measured figure, in Khmer, rounded up to
   * the next KiB (decision 0047 has each step: 179.3 before its cuts, 150.4 with issue 19's parts
   * merged, 146.3 with the other screens' table out of the entry). A ratchet: lower it with
   * every cut, never raise it; it goes once the figure is within homeJsGzip. The budget is
   * missed by about 36 KiB (decision 0047 lists the cuts left).
   */
  homeJsGzipGate: 147 * KiB,
  /** First-load CSS of /m/home, gzip, fonts excluded, until it settles (same rule). */
  homeCssGzip: 20 * KiB,
} as const;

/**
 * Issue 19, item 2: nothing competes with the first screen. /m/home opened at 4x CPU (no network
 * throttling) until it settles (the bytes rule, idle work included): no main-thread task over
 * 50 ms (bench part bytes, "/m/home load tasks > 50 ms").
 */
export const homeLoadBudget = {
  tasksOver50ms: 0,
} as const;

/**
 * Lighthouse mobile (simulated slow 4G, 4x CPU) on /m/home, /m/gameList?gameType=RNG and
 * /m/login: issue 19 lowered LCP from 2 s to 1.5 s (server-rendered first screens, decision 0048).
 */
export const lighthouseBudget = {
  performance: 95,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
} as const;

/**
 * Issue 19, item 3 (decision 0046): scrolling 2,000 of 10,000 games at 4x CPU, every main-thread
 * task over 50 ms counts (the long-task observer's tasks during the scroll).
 */
export const scrollBudget = {
  longestTaskMs: 50,
  longTasksOver50: 0,
  domNodes: 1500,
  heapMB: 60,
} as const;

export const apiBudget = {
  /** Game list p99 on PGlite under 50 connections. */
  gameListP99Ms: 50,
  /**
   * Issue 19: the game list's first page (gameType=RNG) p99 on PGlite under 50 connections
   * with the catalogue's answer cache off (CATALOGUE_CACHE_MS=0): the database path itself.
   */
  gameListUncachedP99Ms: 50,
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

/** How the soak part judges an endpoint's p99 (bench/parts/soak.ts names each endpoint's class). */
export type SoakLatencyClass = 'read' | 'write' | 'argon2';

/**
 * Issue 20, part 6: the soak (12 virtual players looping with think times of 0.1-0.5 s, logins,
 * rounds, deposits and withdrawals mixed in, on PGlite). The load is low but never quiet: an
 * argon2id hash (login, payment password) holds a core now and then, and PGlite runs one query
 * at a time, so a request can wait for a write in flight.
 */
export const soakBudget = {
  /** The issue: no request may fail on the server's side (5xx, or no answer at all). */
  serverErrors: 0,
  p99Ms: {
    /**
     * Reads (status, content, game lists, favourites, demo state, cashier info): the login
     * part's budget for another route at a low rate while logins run (loginBudget), the same
     * situation; the api part's 50 ms is for one endpoint alone under 50 connections.
     */
    read: 100,
    /**
     * Writes (rounds, favourites, launch, logout, deposits, the PSP's pay): one transaction with
     * its row locks and ledger posts, waiting behind whatever else PGlite runs: a read's budget
     * and as much again for the write.
     */
    write: 200,
    /** Login and withdrawal verify a password with argon2id: the login part's budget. */
    argon2: 1000,
  } satisfies Record<SoakLatencyClass, number>,
  /** The issue: resident memory growth after warm-up under 50 MB over the run. */
  rssGrowthMB: 50,
} as const;
