import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { matchRouteId } from '@/shared/lib/layout-rules';
import {
  basename,
  homeAliasPatterns,
  paths,
  routeIds,
  routePatterns,
  type RouteId,
} from '@/shared/lib/paths';
import { RouteGuard } from './route-guard';
import { HomeRoute, loadHomeFirstScreen } from './routes/home-route';
import { AppShell } from './shell/app-shell';

/**
 * The table of the other screens (app/screens.tsx) is a chunk of its own, fetched with the first
 * of them: home never runs it, and its 60 loaders with their files' preload lists were ~4 KiB
 * gzip of the home first load (decision 0047). A server-rendered page of another route preloads
 * it (entry-server.tsx), so its hydration waits for no extra request.
 */
const loadScreens = () => import('./screens');
const ScreenById = lazy(loadScreens);

/**
 * Fetches the screens' table at the player's first touch, click or key on a page without it
 * (home): a tap's navigation then waits for the screen's own chunk only, as before the split.
 */
export function prefetchScreensOnIntent(target: EventTarget): void {
  const events = ['pointerdown', 'keydown'];
  const prefetch = () => {
    for (const type of events) target.removeEventListener(type, prefetch, true);
    // A failed fetch is tried again by the navigation itself.
    loadScreens().catch(() => undefined);
  };
  for (const type of events)
    target.addEventListener(type, prefetch, { capture: true, passive: true });
}

/**
 * Loads the lazy code a server-rendered page's first screen renders inside the page (home's
 * lobby), for main.tsx to wait for before hydrating; nothing for other pages, whose screen is
 * the page's own boundary. A failed load is left to the lazy parts themselves.
 */
export function loadFirstScreenCode(pathname: string): Promise<unknown> {
  if (matchRouteId(pathname) !== 'home') return Promise.resolve();
  return loadHomeFirstScreen().catch(() => undefined);
}

const otherRoutes = routeIds.filter((id): id is Exclude<RouteId, 'home'> => id !== 'home');

const toHome = <Navigate to={paths.home()} replace />;

/**
 * React Router in declarative mode: the app loads data with TanStack Query, not route loaders,
 * so the data router would only add ~17 KB gzip to the home first load (decision 0001).
 * Lazy screens suspend inside the shell, which also catches a chunk that fails to load. Every
 * screen sits behind the route guard (access table of shared/lib/route-access.ts), so a refused
 * screen's code is not even fetched.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={toHome} />
        {homeAliasPatterns
          .filter((p) => p !== '/')
          .map((p) => (
            <Route key={p} path={p.slice(1)} element={toHome} />
          ))}
        <Route path={routePatterns.home.slice(1)} element={<HomeRoute />} />
        {otherRoutes.map((id) => (
          <Route
            key={id}
            path={routePatterns[id].slice(1)}
            element={
              <RouteGuard routeId={id}>
                <ScreenById id={id} />
              </RouteGuard>
            }
          />
        ))}
        {/* Unknown paths replace to home (spec section 2). */}
        <Route path="*" element={toHome} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
