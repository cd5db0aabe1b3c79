/**
 * What a route's first load downloads: the one rule shared by the bench's bytes part
 * (bench/parts/bytes.ts) and the `npm test` size check (e2e/bundle-budget.spec.ts).
 * docs/decisions/0026-first-load-budget.md explains the choices; decision 0047 changed what
 * counts (issue 19: every byte until the page settles).
 *
 * A first load is a fresh browser context (empty cache, no service worker) opening the route at
 * 390 x 844 (mobile). It has SETTLED when, in this order,
 *   1. the page's `load` event has fired (index.html's entry script, its modulepreloads and the
 *      stylesheet are in and the entry has run),
 *   2. the route's first-screen content is visible (`ready`, a CSS selector for the screen's real
 *      content, e.g. the home lobby's first game tile or vendor, not its skeleton),
 *   3. the page's idle work has started: the browser reported an idle moment after 1 and 2
 *      (requestIdleCallback, as the app's own `whenIdle` waits for) and, where the route names
 *      one, the idle work's own mark is in the page (`idleDone`, e.g. home's announcement popup
 *      or its "decided not to show" status, so the popup's chunk and what it loads are counted),
 *   4. and then the network has been quiet for `quietMs` (1 s): no request of the page in
 *      flight and none started or finished for that long.
 * Every JavaScript and CSS response received by then is recorded, and ALL of it counts: the
 * budgeted figure (`settled`) is every JS byte the route downloaded, whatever part of the app
 * asked for it. Fonts (font/*, .woff2, .woff, .ttf) are excluded; the @font-face stylesheets are
 * CSS and counted.
 *
 * The files are also sorted, for the notes, by the Vite build manifest (dist/.vite/manifest.json,
 * written by the build and not served: the server ignores dot folders), which gives each chunk's
 * static imports:
 *   - BEFORE INTERACTIVE: the static import graph of index.html (the entry), of the route's screen
 *     module and the screens' table that loads it when the route is a lazy screen (`screen`: the
 *     page cannot render without them), the active language's catalogue
 *     (src/locales/<lang>.json; its core part, and the rest with a lazy screen: the app renders
 *     nothing before it) and, in Khmer, the font stylesheets.
 *     Reported on its own (a set of files, not a moment); counted in `settled` like the rest.
 *   - FIRST SCREEN: the static graphs of the lazy parts the first screen renders
 *     (`firstScreen`, e.g. home's lobby, which shows a skeleton until its chunk is in).
 *   - AFTER IDLE: the static graphs of parts the route loads once the page is idle (`afterIdle`:
 *     home's announcement popup; the footer's promotion dot for a member). Counted in `settled`:
 *     the measurement waits for them (3 above).
 *   - UNEXPECTED: any other JS or CSS file requested before the load settled (another screen,
 *     the side menu, another language, a section below the fold, the rest of the catalogue on a
 *     route that should not need it, or a file the manifest does not know): a chunk the route
 *     does not use. Counted in `settled` too; its own budget is 0 files.
 *
 * Sizes: `raw` is the served file's bytes (the decoded response body); `gzip` is that body
 * gzipped at level 9 here, whatever the server's own encoding (so the figure is the same for
 * any server and deterministic). The served content-encoding is recorded per file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';

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
  /**
   * CSS selector of a mark the route's idle work leaves in the page (attached, maybe hidden):
   * the load settles only after it is there (home: the announcement popup or its status).
   */
  idleDone?: string;
  /** Needs a logged-in member (the caller presets MC_SESSION_INFO). */
  member?: boolean;
};

/**
 * Field data (issue 19, decision 0044): main.tsx imports the reporter and web-vitals on every
 * route once the page has loaded and gone idle.
 */
const FIELD_VITALS = 'src/shared/lib/field-vitals.ts';

/** The table every screen but home is loaded through (app/screens.tsx; not in home's load). */
const SCREEN_TABLE = 'src/app/screens.tsx';

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
    idleDone: '[data-testid="announcement-popup"], [data-testid="announcement-popup-status"]',
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
  /** Before interactive (reported; part of `settled`). */
  interactive: { js: Totals; css: Totals };
  /** Everything received until the load settled, every stage (the budgeted figures). */
  settled: { js: Totals; css: Totals };
  /** The after-idle parts (part of `settled`, reported apart). */
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

/** How long the network must stay quiet, after the idle work started, for a load to settle. */
export const quietMs = 1000;

/**
 * The small modules a server-rendered page loads in place of the entry (apps/web/src/start-app.ts,
 * and start-framework.ts, React DOM's evaluation, which it runs first).
 */
const serverRenderStarters = ['src/start-app.ts', 'src/start-framework.ts'];

/** How a stylesheet that came inside the page's HTML is named among the loaded files. */
const inlineSuffix = ' (inline)';

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
  // Requests of the page in flight, and when one last started or ended (the quiet rule).
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (req: Request) => {
    inFlight.add(req);
    lastActivity = Date.now();
  };
  const onRequestDone = (req: Request) => {
    inFlight.delete(req);
    lastActivity = Date.now();
  };
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
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  page.on('response', onResponse);
  try {
    const deadline = Date.now() + timeoutMs;
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load', timeout: timeoutMs });
    await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: timeoutMs });
    // An idle moment after the first screen (the app's idle work waits for one too)...
    await page.evaluate(
      (timeout) =>
        new Promise<void>((resolve) =>
          typeof requestIdleCallback === 'function'
            ? requestIdleCallback(() => resolve(), { timeout })
            : setTimeout(resolve, 1000),
        ),
      3000,
    );
    // ...and the mark the route's idle work leaves, when it names one.
    if (route.idleDone)
      await page.locator(route.idleDone).first().waitFor({ state: 'attached', timeout: timeoutMs });
    // Then the network quiet for quietMs.
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline)
        throw new Error(
          `${route.name}: the network never went quiet for ${quietMs} ms; in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`,
        );
      await page.waitForTimeout(100);
    }
  } finally {
    settled = true;
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
    page.off('response', onResponse);
  }
  const language = await page.evaluate(() => document.documentElement.lang);
  // A server-rendered page carries its first screen's stylesheets inline (decision 0048): they
  // are CSS the page downloads as much as a linked file, so they count, under their file's name
  // (and again if a chunk's loader fetched that file as well).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => ({
      href: style.dataset.href ?? '',
      text: style.textContent ?? '',
    })),
  );
  for (const { href, text } of inline) {
    const body = Buffer.from(text, 'utf8');
    pending.push(
      Promise.resolve({
        path: `${new URL(href, baseUrl).pathname}${inlineSuffix}`,
        kind: 'css' as const,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        servedEncoding: 'inline',
      }),
    );
  }
  const interactive = allowedFiles(manifest, [
    // A server-rendered page starts the app through its starter (decision 0048).
    ...serverRenderStarters,
    // A lazy screen is reached through the screens' table (app/router.tsx, decision 0047).
    ...(route.screen ? [SCREEN_TABLE, route.screen] : []),
    ...languageKeys(manifest, language, route.screen !== undefined),
  ]);
  const firstScreen = allowedFiles(manifest, route.firstScreen);
  // The idle parts' own graphs only: a route without a lazy screen (home) must not need the rest
  // of the catalogue, so that would be an unexpected file there.
  const afterIdle = allowedFiles(manifest, [...(route.afterIdle ?? []), ...everyRouteAfterIdle]);
  const stageOf = (path: string): Stage => {
    const file = path.endsWith(inlineSuffix) ? path.slice(0, -inlineSuffix.length) : path;
    return interactive.has(file)
      ? 'interactive'
      : firstScreen.has(file)
        ? 'firstScreen'
        : afterIdle.has(file)
          ? 'afterIdle'
          : 'unexpected';
  };
  const files: LoadedFile[] = (await Promise.all(pending))
    .map((f) => ({ ...f, stage: stageOf(f.path) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const before = files.filter((f) => f.stage === 'interactive');
  const idle = files.filter((f) => f.stage === 'afterIdle');
  return {
    route: route.name,
    files,
    interactive: { js: sum(before, 'js'), css: sum(before, 'css') },
    settled: { js: sum(files, 'js'), css: sum(files, 'css') },
    afterIdle: { js: sum(idle, 'js'), css: sum(idle, 'css') },
    unexpected: files.filter((f) => f.stage === 'unexpected').map((f) => f.path),
    language,
  };
}

export const toKiB = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
