/** A budget a figure must meet: at most `max`, or at least `min` (same unit as the figure). */
export type Budget = { max: number } | { min: number };

/** One row of the bench table. */
export type Figure = {
  /** The part that measured it: bytes, lighthouse, scroll, api, login. */
  part: string;
  /** What it is, e.g. "/m/home JS gzip" or "game list p1 p99". */
  name: string;
  value: number;
  /** KiB, ms, s, score, count, MB, req/s... */
  unit: string;
  budget?: Budget;
  /** Free text shown under the table (e.g. which chunks loaded). */
  note?: string;
};

export type BenchContext = {
  /** Base URL of the running server, e.g. http://127.0.0.1:3900 (no trailing slash). */
  baseUrl: string;
  /** The built web app the server serves (for reading asset files). */
  webDist: string;
  /** Fewer runs / shorter load for development; budgets still judged. */
  quick: boolean;
  /** Which database the server runs on. */
  database: 'pglite' | 'postgres';
  /** Games in the seeded catalogue (10,000 in a full run). */
  seededGames: number;
  /** Debian's Chromium. */
  chromiumPath: string;
  /** Flags every Chromium launch uses (as playwright.config.ts). */
  chromiumArgs: string[];
  /** The soak part's length in minutes (--soak-minutes=N, default 10). */
  soakMinutes: number;
  /**
   * A second server like the first but with the catalogue's answer cache off
   * (CATALOGUE_CACHE_MS=0): the api part's uncached figure. Started when the api part runs;
   * with --base-url only when --uncached-base-url names one.
   */
  uncachedBaseUrl?: string;
  /** The bench server's process id (its memory is sampled); undefined with --base-url. */
  serverPid?: number;
  log: (message: string) => void;
};

export type BenchPart = {
  name: string;
  run: (ctx: BenchContext) => Promise<Figure[]>;
};
