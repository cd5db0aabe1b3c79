/**
 * The server entry (issue 19, decision 0048): renders a public page's first screen to HTML with
 * its data, in the player's language and theme, for any Node process in front of a platform that
 * speaks the endpoint table (packages/contracts). The reference server (apps/server
 * http/web-app.ts) loads the built file (dist-server/entry-server.js) and calls `renderDocument`.
 *
 * How a page is rendered:
 * 1. The request's cookies (language, theme, closed download bar: shared/lib/storage.ts mirrors
 *    them) become the render's storage; the language's whole catalogue is loaded.
 * 2. The app renders with React 19's streaming renderer until every lazy screen has arrived
 *    (onAllReady). Every query a component asked for and the cache lacks is then fetched from
 *    the platform through the same endpoint table the browser uses, and the app renders again,
 *    until no component asks for more (a screen that shows its games once the categories are in
 *    needs two rounds).
 * 3. The last render's HTML goes into the built index.html's root; the query cache goes beside
 *    it as a JSON script (type application/json: data, never executed, so the CSP keeps
 *    script-src 'self' without 'unsafe-inline'); the client hydrates from it without fetching
 *    the same answers again (main.tsx).
 * Session-dependent parts (balance, avatar) render as their placeholders: the server never sees
 * the player's session, which lives in the browser's storage.
 *
 * Pages render one at a time: the app's stores and its translator are module-wide, as in the
 * browser, and a render sets them for its request.
 */
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import type { Language } from '@app/contracts/languages';
import { setServerApi } from '@/shared/api/client';
import { settingsQueryOptions } from '@/shared/api/get-consolidated-settings';
import { statusQueryOptions } from '@/shared/api/get-status';
import { systemKeys } from '@/shared/api/system-keys';
import { setRenderLanguage, useLanguageStore } from '@/shared/i18n/i18n';
import { khmerFontFaces } from '@/shared/i18n/khmer-font';
import { defaultLanguage, normaliseLanguage } from '@/shared/i18n/languages';
import { basename, routePatterns, type RouteId } from '@/shared/lib/paths';
import {
  readFlag,
  readMirroredCookies,
  setRenderStorage,
  storageKeys,
  type StorageKey,
} from '@/shared/lib/storage';
import { useSessionStore } from '@/shared/lib/session-store';
import { themeColors, useThemeStore, type Theme } from '@/shared/lib/theme-store';
import { useDownloadBarStore } from '@/features/system/lib/download-store';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { setServerSnapshot } from '@/shared/lib/hydration';
import { setHtmlPurifier } from '@/shared/ui/html-content';
import { firstScreenModules, type ServerRenderedRouteId } from './app/server-routes';
import { StatusGate } from './app/status-gate';
import { queryStateElementId, serialiseQueryState } from '@/shared/api/query-state';

export type RenderRequest = {
  /** Path and query of the page, e.g. /m/gameList?gameType=RNG. */
  url: string;
  /** The request's Cookie header. */
  cookie?: string;
  /** The platform API's origin, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** Headers to send with each API call (e.g. the player's user agent). */
  forwardHeaders?: Record<string, string>;
};

export type RenderedDocument = { html: string; language: Language; theme: Theme; route: RouteId };

/** The client build's manifest (dist/.vite/manifest.json), as Vite writes it. */
export type ClientManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * The first screen's stylesheets of a route: the CSS of its modules' chunks (app/server-routes.ts)
 * and of everything those import statically (the entry's are in the template). Their JavaScript
 * is not preloaded: on a slow network those requests competed with the first screen's images,
 * and Lighthouse's LCP was about a second later with them (decision 0048).
 */
export function firstScreenFiles(
  manifest: ClientManifest,
  route: ServerRenderedRouteId,
): { css: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of firstScreenModules[route]) visit(module);
  const chunks = [...seen].map((key) => manifest[key]!);
  return {
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))],
  };
}

/**
 * The language's own font files, which the starter preloads once the first screen has painted
 * (start-app.ts), for the client to add when its translator starts (khmer-font.ts
 * `loadKhmerFont`, decision 0048). Not in the HTML: the two files are ~48 KiB, which on a phone's
 * network would share the connection with the banner; the text paints in the device's Khmer font
 * first. Only Khmer pages get them, as in the client.
 */
export function languageFontFiles(language: Language): string[] {
  return language === 'km' ? khmerFontFaces.map((face) => face.url) : [];
}

/** Public routes render on the server; the rest need the player's session (client only). */
export function serverRenderedRoute(pathname: string): ServerRenderedRouteId | null {
  if (!pathname.startsWith(`${basename}/`)) return null;
  const inApp = pathname.slice(basename.length);
  for (const id of Object.keys(firstScreenModules) as ServerRenderedRouteId[]) {
    if (matchPath({ path: routePatterns[id], end: true }, inApp)) return id;
  }
  return null;
}

/** Rounds of render-then-fetch before the last render (home needs three: settings, lobby, rows). */
const MAX_DATA_ROUNDS = 5;

function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Everything is in by onAllReady: one document in order, with no Suspense boundary sent
      // apart (React's reveal scripts are inline, which the CSP refuses).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // A component that throws renders its error boundary on the client; the page still goes.
        if (process.env.NODE_ENV !== 'test') console.error('[render]', error);
      },
    });
  });
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries a render asked for that have no answer yet and were not tried. */
function missing(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        !tried.has(q.queryHash) &&
        typeof q.options.queryFn === 'function' &&
        isEnabled(q),
    );
}

function renderStorage(cookies: Partial<Record<StorageKey, string>>): Storage {
  const values = new Map<string, string>(Object.entries(cookies));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/** Sets a store for this render: its state, and what React reads on the server. */
function setForRender<T extends object>(
  store: Pick<StoreApi<T>, 'getState' | 'setState' | 'getInitialState'>,
  patch: Partial<T>,
) {
  store.setState(patch);
  setServerSnapshot(store, patch);
}

/** DOMPurify with a document of jsdom's (the server's own sanitiser does the same). */
async function serverPurifier(): Promise<void> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  setHtmlPurifier(createDOMPurify(new JSDOM('').window));
}
let purifierReady: Promise<void> | undefined;

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

type RenderedPage = RenderedDocument & { state: string };

async function render(request: RenderRequest, route: RouteId): Promise<RenderedPage> {
  const cookies = readMirroredCookies(request.cookie ?? '');
  const language = normaliseLanguage(cookies.language ?? null) ?? defaultLanguage;
  const theme: Theme = cookies.theme === 'light' ? 'light' : 'dark';
  setRenderStorage(renderStorage(cookies));
  try {
    setServerApi(request.apiOrigin, request.forwardHeaders);
    await (purifierReady ??= serverPurifier());
    await setRenderLanguage(language);
    setForRender(useLanguageStore, { language });
    setForRender(useThemeStore, { theme });
    setForRender(useDownloadBarStore, { dismissed: readFlag(storageKeys.hideDownloadBar) });
    // The server never knows the session (it lives in the browser's storage).
    setForRender(useSessionStore, { session: null, lastEnd: null });

    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
    });
    const app = (
      <StrictMode>
        <Providers queryClient={client}>
          <StatusGate>
            <StaticRouter location={request.url} basename={basename}>
              <AppRoutes />
            </StaticRouter>
          </StatusGate>
        </Providers>
      </StrictMode>
    );
    // Every screen starts with these two (main.tsx asks for them at once): the page brings them.
    await Promise.all([
      client.prefetchQuery(statusQueryOptions()),
      client.prefetchQuery(settingsQueryOptions(language)),
    ]);
    const tried = new Set<string>();
    let html = '';
    for (let round = 0; ; round++) {
      html = await renderToString(app);
      const wanted = missing(client, tried);
      // A render that asked for nothing new is the page (no second render of the same data).
      if (wanted.length === 0) break;
      for (const q of wanted) tried.add(q.queryHash);
      await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
      if (round === MAX_DATA_ROUNDS - 1) {
        html = await renderToString(app);
        break;
      }
    }
    const state = dehydrate(client);
    // The status is asked again on every visit (spec section 4: it gates the app by the
    // player's own address, which this server's calls do not carry): it hydrates as stale.
    for (const q of state.queries)
      if (q.queryHash === JSON.stringify(systemKeys.status())) q.state.dataUpdatedAt = 0;
    return {
      html,
      state: `<script type="application/json" id="${queryStateElementId}">${serialiseQueryState({ queries: state, storage: cookies })}</script>`,
      language,
      theme,
      route,
    };
  } finally {
    setRenderStorage(null);
    setServerApi('');
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Reads a built stylesheet's text by its file name in the build (e.g. assets/index-x.css). */
export type StylesheetReader = (file: string) => string | undefined;

/**
 * The page's first-screen stylesheets, as `<style>` elements when the host can read them, else
 * links. Inline, the page paints as soon as its HTML is in: on a phone's network each linked
 * sheet cost a request the first paint waited for (home had 8; decision 0048). The CSP allows
 * inline styles (style-src 'unsafe-inline'; React's style attributes need it too). Each carries
 * the sheet's address in `data-href`, beside a disabled link to the same file: a disabled
 * stylesheet is never fetched, and the lazy chunks' loader (Vite's preload helper), which skips
 * a sheet the page already links, does not fetch it a second time.
 */
function stylesheets(files: string[], read: StylesheetReader | undefined): string {
  return files
    .map((file) => {
      const href = `${basename}/${escapeAttr(file)}`;
      const text = read?.(file);
      if (text === undefined || /<\/style/i.test(text))
        return `<link rel="stylesheet" crossorigin href="${href}">`;
      return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" disabled>`;
    })
    .join('');
}

/** The template's own stylesheet links (the entry's CSS), as file names in the build. */
const templateSheet = new RegExp(
  `<link rel="stylesheet" crossorigin href="${basename}/([^"]+\\.css)">`,
  'g',
);

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template's entry script and its module preloads, replaced by the starter
 * (`src/start-app.ts`, its own small module), which asks for them once the first screen's
 * leading images have loaded and painted: on a phone's network the app's JavaScript no longer
 * shares the connection with the images the page is judged by (issue 19, LCP; decision 0048).
 * A template of another shape, or a build without the starter, is left as it is.
 */
function startAppAfterFirstScreen(
  template: string,
  manifest: ClientManifest,
  fonts: string[],
  route: ServerRenderedRouteId,
): string {
  const entry = entryScript.exec(template)?.[1];
  const starter = manifest['src/start-app.ts']?.file;
  if (!entry || !starter) return template;
  // React DOM's evaluation, which the starter runs a task before the entry (start-framework.ts);
  // the entry is then preloaded with the rest.
  const framework = manifest['src/start-framework.ts']?.file;
  const preloads = [...template.matchAll(modulePreload)].map((m) => m[1]!);
  if (framework) preloads.push(entry);
  // The other screens' table (app/screens.tsx), which hydrating any page but home asks for first.
  const screens = manifest['src/app/screens.tsx']?.file;
  if (screens && route !== 'home') preloads.push(`${basename}/${screens}`);
  const frameworkAttr = framework ? ` data-framework="${basename}/${escapeAttr(framework)}"` : '';
  const fontsAttr = fonts.length ? ` data-fonts="${escapeAttr(fonts.join(' '))}"` : '';
  return template
    .replace(modulePreload, '')
    .replace(
      entryScript,
      `<script type="module" crossorigin src="${basename}/${escapeAttr(starter)}" data-entry="${escapeAttr(entry)}"${frameworkAttr} data-preload="${escapeAttr(preloads.join(' '))}"${fontsAttr}></script>`,
    );
}

/**
 * The built index.html with the page rendered into its root, in the page's language and theme;
 * null when the page is not one the server renders (the client renders it from the template).
 */
export async function renderDocument(
  template: string,
  request: RenderRequest,
  manifest: ClientManifest = {},
  readStylesheet?: StylesheetReader,
): Promise<RenderedDocument | null> {
  const pathname = new URL(request.url, 'http://x').pathname;
  const route = serverRenderedRoute(pathname);
  if (!route) return null;
  const page = await oneAtATime(() => render(request, route));
  let html = startAppAfterFirstScreen(template, manifest, languageFontFiles(page.language), route)
    .replace(templateSheet, (_link, file: string) => stylesheets([file], readStylesheet))
    .replace(/<html[^>]*>/, `<html lang="${escapeAttr(page.language)}" data-theme="${page.theme}">`)
    // The state sits after the root, outside what React hydrates.
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);
  const files = firstScreenFiles(manifest, route);
  html = html.replace('</head>', `${stylesheets(files.css, readStylesheet)}</head>`);
  if (page.theme === 'light')
    html = html.replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${themeColors.light}"`);
  return { html, language: page.language, theme: page.theme, route: page.route };
}
