import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { settingsQueryOptions } from '@/shared/api/get-consolidated-settings';
import { statusQueryOptions } from '@/shared/api/get-status';
import { createQueryClient, hydrateServerState } from '@/shared/api/query-client';
import { readQueryState, renderedWithThisStorage } from '@/shared/api/query-state';
import { initI18n, initialLanguage } from '@/shared/i18n/i18n';
import { setServerSnapshot } from '@/shared/lib/hydration';
import { useSessionStore } from '@/shared/lib/session-store';
import { syncMirroredCookies } from '@/shared/lib/storage';
import { applyTheme, readStoredTheme } from '@/shared/lib/theme-store';
import { whenIdle } from '@/shared/lib/when-idle';
import { Providers } from './app/providers';
import { AppRouter, loadFirstScreenCode, prefetchScreensOnIntent } from './app/router';
import { StatusGate } from './app/status-gate';

const root = document.getElementById('root')!;
prefetchScreensOnIntent(document);
// A page the server rendered (entry-server.tsx) is hydrated when it was rendered with what this
// browser stores (language, theme... mirrored as cookies); else, e.g. a visit from before the
// cookies existed, the app renders on its own over it (decision 0048).
const serverState = readQueryState(document);
const hydrating =
  serverState !== null && root.firstElementChild !== null && renderedWithThisStorage(serverState);
// Until the app has hydrated the server's HTML, it is inert: a tap or a typed letter would be
// lost (no handlers yet). Links work before this script runs; from here, a person (or a test)
// waits a moment for the app. HTML the app will not hydrate goes now, before anyone acts on
// it: the app's own render follows (decision 0048).
const serverHtml = root.firstElementChild !== null;
if (serverHtml && hydrating) root.inert = true;
else if (serverHtml) {
  root.replaceChildren();
  // start-app.js made the page inert until the app took it over: the app's own render does.
  root.inert = false;
}
syncMirroredCookies();
// The server rendered the page without the session (it lives in storage): hydrate that way, so
// React reads the session store's "server snapshot" as a guest's; the session fills right after.
if (hydrating) setServerSnapshot(useSessionStore, { session: null });
applyTheme(readStoredTheme());
// Field data (issue 19, decision 0044): the page the view landed on, measured once the page has
// loaded and gone idle, so the reporter and web-vitals stay off the first load's critical path.
const landingPath = location.pathname;
whenIdle(() => {
  import('@/shared/lib/field-vitals')
    .then(({ startFieldVitals }) => startFieldVitals(landingPath))
    .catch(() => undefined);
});

const queryClient = createQueryClient();
// The answers the page was rendered from: hydrating asks for none of them again. Rendered from
// other storage (another language, a guest's view), they are not this player's: left out.
if (serverState && hydrating) hydrateServerState(queryClient, serverState.queries);
const language = initialLanguage();
// Start the status and settings requests while the language catalogue loads. Not while
// hydrating: the page brought both, and an answer landing before hydration starts would change
// what the first render shows (a mismatch); the stale status is asked again once it is mounted.
if (!hydrating) {
  void queryClient.prefetchQuery(statusQueryOptions());
  void queryClient.prefetchQuery(settingsQueryOptions(language));
}

// Hydrating, the lazy parts of the first screen (home's lobby) load beside the catalogue, so
// React hydrates them with the page: none is left as bare HTML after the page has taken over.
const firstScreenCode = hydrating ? loadFirstScreenCode(location.pathname) : undefined;

// A server-rendered page starts this module once its first screen has painted (start-app.ts).
void Promise.all([initI18n(language), firstScreenCode]).then(() => {
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StatusGate>
          <AppRouter />
        </StatusGate>
      </Providers>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration is done in slices between which the browser paints and takes
    // input, instead of one long task (issue 19: no task over 50 ms while the page loads).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The shell lifts it once the screen has hydrated (ServerHtmlTakenOver); a screen that never
    // does (its chunk failed, the status gate shows maintenance instead) must not stay inert.
    setTimeout(() => {
      root.inert = false;
    }, 5_000);
  } else createRoot(root).render(app);
});

// The service worker (offline shell, decision 0045) and the "updated" toast: once the page has
// loaded and gone idle, from a chunk of their own, so they never compete with the first screen.
// This module's URL names the running version (its file name carries the build's content hash).
const version = import.meta.url;
whenIdle(() => {
  import('./app/service-worker/register-service-worker')
    .then((m) => m.registerServiceWorker(version))
    // Its chunk did not load (offline before the worker was installed): next visit.
    .catch(() => undefined);
});
