/**
 * What a route's first load downloads: the one rule shared by the bench's bytes part
 * (bench/parts/bytes.ts) and the `npm test` size check (e2e/bundle-budget.spec.ts).
 * docs/decisions/0026-first-load-budget.md explains the choices.
 *
 * A first load is a fresh browser context (empty cache, no service worker) opening the route at
 * 390 x 844 (mobile). It has SETTLED when, in this order,
 *   1. the page's `load` event has fired (index.html's entry script, its modulepreloads and the
 *      stylesheet are in and the entry has run),
 *   2. the route's first-screen content is visible (`ready`, a CSS selector for the screen's real
 *      content, e.g. the home lobby's first game tile or vendor, not its skeleton), and
 *   3. the network has been idle for 500 ms (Playwright's `networkidle`: no request in flight),
 *      so the lazy chunks the first screen pulls in after its data arrives are counted too.
 * Every JavaScript and CSS response received by then is recorded. Fonts (font/*, .woff2, .woff,
 * .ttf) are excluded; the @font-face stylesheets are CSS and counted.
 *
 * The files are then sorted by the Vite build manifest (dist/.vite/manifest.json, written by the
 * build and not served: the server ignores dot folders), which gives each chunk's static imports:
 *   - BEFORE INTERACTIVE (the budgeted figure: what the issue calls "downloads before it is
 *     interactive"): the static import graph of index.html (the entry), of the route's screen
 *     module when the route is a lazy screen (`screen`: the page cannot render without it), the
 *     active language's catalogue (src/locales/<lang>.json; its core part, and the rest with a
 *     lazy screen: the app renders nothing before it) and, in Khmer, the font stylesheets. Everything in it must load before the route's
 *     screen can render and answer a tap; this is deterministic (a set of files, not a moment).
 *   - FIRST SCREEN: the static graphs of the lazy parts the first screen renders
 *     (`firstScreen`, e.g. home's lobby, which shows a skeleton until its chunk is in). Reported
 *     as the "settled" figure (before interactive + first screen).
 *   - AFTER IDLE: the static graphs of parts the route loads once the page is idle (`afterIdle`:
 *     home's announcement popup, which waits for the load event and an idle moment, and the rest
 *     of the active language's catalogue it shows its strings from). Whether they arrive before
 *     the load settles depends on timing, so they are neither budgeted nor counted in the
 *     settled figure; they are reported apart (issue 15).
 *   - UNEXPECTED: any other JS or CSS file requested before the load settled (another screen,
 *     the side menu, another language, a section below the fold, or a file the manifest does not
 *     know): a chunk the first screen does not use. Its budget is 0.
 *
 * Sizes: `raw` is the served file's bytes (the decoded response body); `gzip` is that body
 * gzipped at level 9 here, whatever the server's own encoding (so the figure is the same for
 * any server and deterministic). The served content-encoding is recorded per file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type FirstLoadRoute = {
  /** Shown in figures, e.g. "/m/home". */
  name: string;
  /** Path and query to open, e.g. /m/gameList?gameType=RNG. */
  path: string;
  /** CSS selector of the first screen's real content; the load has settled once it is visible. */
  ready: string;
  /** Manifest key of the route's lazy screen module, if any (home's screen is in the entry). */
  screen?: string;
  /** Manifest keys of the lazy parts the first screen renders (their static graphs may load). */
  firstScreen: string[];
  /**
   * Manifest keys of parts loaded once the page is idle (their static graphs, with the rest of
   * the active language's catalogue, may load).
   */
  afterIdle?: string[];
  /** Needs a logged-in member (the caller presets MC_SESSION_INFO). */
  member?: boolean;
};

/**
 * Field data (issue 19, decision 0044): main.tsx imports the reporter and web-vitals on every
 * route once the page has loaded and gone idle.
 */
const FIELD_VITALS = 'src/shared/lib/field-vitals.ts';

/** The routes the bench measures; /m/home also carries the budgets. */
export const firstLoadRoutes: FirstLoadRoute[] = [
  {
    name: '/m/home',
    path: '/m/home',
    ready:
      '[data-testid="category-view"] [data-testid="game-tile"], [data-testid="category-view"] [data-testid="vendor-link"]',
    firstScreen: [
      'src/features/lobby/components/home-lobby.tsx',
      'src/features/lobby/components/home-category-view.tsx',
    ],
    // The announcement popup (issue 15): mounted once home has loaded and gone idle; the footer's
    // promotion dot (issue 16) asks rewardSummary then too, for a real-money member.
    afterIdle: [
      'src/features/announcements/components/announcement-popup.tsx',
      'src/shared/api/reward-summary.ts',
      FIELD_VITALS,
    ],
  },
  {
    name: '/m/gameList?gameType=RNG',
    path: '/m/gameList?gameType=RNG',
    ready: '[data-testid="game-tile"]',
    screen: 'src/features/lobby/components/game-list-page.tsx',
    firstScreen: [],
    afterIdle: [FIELD_VITALS],
  },
  {
    name: '/m/login',
    path: '/m/login',
    ready: '#login-username',
    screen: 'src/features/auth/components/login-page.tsx',
    // The form's validation schemas (and zod): the form asks for them as it is created, so the
    // first check seldom waits (features/auth/lib/schema-resolver.ts, decision 0033).
    firstScreen: ['src/features/auth/lib/form-schemas.ts'],
    afterIdle: [FIELD_VITALS],
  },
  {
    name: '/m/member/home',
    path: '/m/member/home',
    ready: 'main#main h1',
    screen: 'src/app/routes/member-home-route.tsx',
    firstScreen: [],
    // The footer's promotion dot (issue 16): rewardSummary, fetched once the page is idle.
    afterIdle: ['src/shared/api/reward-summary.ts', FIELD_VITALS],
    member: true,
  },
];

/**
 * Parts every route loads once the page is idle (main.tsx): the service worker's registration
 * and the "updated" toast (decision 0045). A bench context has no worker yet, so it registers.
 */
export const everyRouteAfterIdle = ['src/app/service-worker/register-service-worker.ts'];

export type Stage = 'interactive' | 'firstScreen' | 'afterIdle' | 'unexpected';

export type LoadedFile = {
  /** Path under the site, e.g. /m/assets/index-abc.js. */
  path: string;
  kind: 'js' | 'css';
  /** Where the rule above puts it. */
  stage: Stage;
  raw: number;
  gzip: number;
  /** The response's content-encoding ('' when served uncompressed). */
  servedEncoding: string;
};

export type Totals = { raw: number; gzip: number; count: number };

export type FirstLoad = {
  route: string;
  files: LoadedFile[];
  /** Before interactive (the budgeted figures). */
  interactive: { js: Totals; css: Totals };
  /** Everything received until the load settled, except the after-idle parts. */
  settled: { js: Totals; css: Totals };
  /** The after-idle parts received by then (timing-dependent: reported, never budgeted). */
  afterIdle: { js: Totals; css: Totals };
  /** JS/CSS files outside the route's allowed set (see the rule above). */
  unexpected: string[];
  /** The language the page ran in (<html lang>). */
  language: string;
};

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/** Reads dist/.vite/manifest.json (the build writes it: apps/web/vite.config.ts build.manifest). */
export function readManifest(webDist: string): ViteManifest {
  const file = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(file))
    throw new Error(`no Vite manifest at ${file}: build the web app (npm run build) first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/** Site path of a built file (the app is served under /m/). */
const sitePath = (file: string) => `/m/${file}`;

/**
 * The static graphs of index.html and of `keys` (manifest keys), with their CSS, as site paths.
 * Throws when a key is not in the manifest (a renamed module must update the route's list).
 */
export function allowedFiles(manifest: ViteManifest, keys: string[]): Set<string> {
  const allowed = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`module ${key} is not in the build manifest`);
    allowed.add(sitePath(chunk.file));
    for (const css of chunk.css ?? []) allowed.add(sitePath(css));
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of ['index.html', ...keys]) visit(key);
  return allowed;
}

/**
 * The active language's catalogue (its core part when the build splits it: every screen needs
 * it; with `withRest`, also the rest, which lazy screens load with their chunk) and, in Khmer,
 * the font stylesheets.
 */
export function languageKeys(
  manifest: ViteManifest,
  language: string,
  withRest: boolean,
): string[] {
  const whole = `src/locales/${language}.json`;
  const keys = manifest[`${whole}?part=core`]
    ? [`${whole}?part=core`, ...(withRest ? [`${whole}?part=rest`] : [])]
    : [whole];
  if (language === 'km')
    keys.push(...Object.keys(manifest).filter((k) => /noto-sans-khmer\/khmer-\d+\.css$/.test(k)));
  return keys;
}

function kindOf(res: Response): 'js' | 'css' | undefined {
  const type = (res.headers()['content-type'] ?? '').toLowerCase();
  const { pathname } = new URL(res.url());
  if (type.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(pathname)) return undefined;
  if (type.includes('javascript') || pathname.endsWith('.js')) return 'js';
  if (type.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return undefined;
}

const sum = (files: LoadedFile[], kind: 'js' | 'css'): Totals => {
  const of = files.filter((f) => f.kind === kind);
  return {
    raw: of.reduce((n, f) => n + f.raw, 0),
    gzip: of.reduce((n, f) => n + f.gzip, 0),
    count: of.length,
  };
};

/**
 * Opens `route` on `page` (which must belong to a fresh context: empty cache) and returns what
 * it downloaded until it settled. Storage (language, theme, session) is the caller's business
 * (init scripts on the context).
 */
export async function measureFirstLoad(
  page: Page,
  baseUrl: string,
  route: FirstLoadRoute,
  manifest: ViteManifest,
  timeoutMs = 30_000,
): Promise<FirstLoad> {
  const origin = new URL(baseUrl).origin;
  const pending: Promise<Omit<LoadedFile, 'stage'>>[] = [];
  let settled = false;
  const onResponse = (res: Response) => {
    if (settled || new URL(res.url()).origin !== origin || res.status() !== 200) return;
    const kind = kindOf(res);
    if (!kind) return;
    pending.push(
      res.body().then((body) => ({
        path: new URL(res.url()).pathname,
        kind,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        servedEncoding: res.headers()['content-encoding'] ?? '',
      })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load', timeout: timeoutMs });
    await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  } finally {
    settled = true;
    page.off('response', onResponse);
  }
  const language = await page.evaluate(() => document.documentElement.lang);
  const interactive = allowedFiles(manifest, [
    ...(route.screen ? [route.screen] : []),
    ...languageKeys(manifest, language, route.screen !== undefined),
  ]);
  const firstScreen = allowedFiles(manifest, route.firstScreen);
  const idleKeys = [...(route.afterIdle ?? []), ...everyRouteAfterIdle];
  const afterIdle = allowedFiles(manifest, [
    ...idleKeys,
    ...languageKeys(manifest, language, true),
  ]);
  const stageOf = (file: string): Stage =>
    interactive.has(file)
      ? 'interactive'
      : firstScreen.has(file)
        ? 'firstScreen'
        : afterIdle.has(file)
          ? 'afterIdle'
          : 'unexpected';
  const files: LoadedFile[] = (await Promise.all(pending))
    .map((f) => ({ ...f, stage: stageOf(f.path) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const before = files.filter((f) => f.stage === 'interactive');
  const settledFiles = files.filter((f) => f.stage !== 'afterIdle');
  const idle = files.filter((f) => f.stage === 'afterIdle');
  return {
    route: route.name,
    files,
    interactive: { js: sum(before, 'js'), css: sum(before, 'css') },
    settled: { js: sum(settledFiles, 'js'), css: sum(settledFiles, 'css') },
    afterIdle: { js: sum(idle, 'js'), css: sum(idle, 'css') },
    unexpected: files.filter((f) => f.stage === 'unexpected').map((f) => f.path),
    language,
  };
}

export const toKiB = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
