import type { RouteId } from '@/shared/lib/paths';
import type { routeAccess } from '@/shared/lib/route-access';

/** The routes anyone may open. */
type PublicRouteId = {
  [K in RouteId]: (typeof routeAccess)[K] extends 'public' ? K : never;
}[RouteId];

/**
 * Public routes the browser renders on its own: what they show depends on the device (the app
 * download steps), on the moment (the trial account's offer) or is a form or a guide a player
 * reaches from another screen (forgotten password, the safer-gambling guide). Issue 19 names
 * the pages to render on the server; these are not among them.
 */
export const clientRenderedPublicRoutes = ['forget', 'trail', 'app', 'saferGambling'] as const;

/** The routes the server renders (entry-server.tsx, decision 0048). */
export type ServerRenderedRouteId = Exclude<
  PublicRouteId,
  (typeof clientRenderedPublicRoutes)[number]
>;

/**
 * The modules each server-rendered route's first screen is made of, as the build manifest names
 * them: the screen (app/screens.tsx's, or home's lobby, which app/routes/home-route.tsx loads;
 * server-routes.test.ts checks), then the lazy parts that screen renders at once (home's
 * category view). Their chunks and what those import statically (their CSS above all) are linked
 * from the page's HTML, so the server-rendered screen is styled before any script runs and its
 * code is on the way before hydration asks for it. Lazy parts below the fold or loaded on demand
 * are not named: the page would fetch what it does not show.
 */
export const firstScreenModules = {
  home: [
    'src/features/lobby/components/home-lobby.tsx',
    'src/features/lobby/components/home-category-view.tsx',
  ],
  // The form's validation schemas: the form asks for them as it is created.
  login: ['src/features/auth/components/login-page.tsx', 'src/features/auth/lib/form-schemas.ts'],
  register: ['src/features/auth/components/register-page.tsx'],
  registerHtml: ['src/features/auth/components/register-page.tsx'],
  help: ['src/features/help/components/help-page.tsx'],
  notice: ['src/features/announcements/components/notice-page.tsx'],
  activity: ['src/features/promotions/components/activity-page.tsx'],
  activityDetail: ['src/features/promotions/components/activity-detail-page.tsx'],
  hotGames: ['src/features/lobby/components/hot-games-page.tsx'],
  gameList: ['src/features/lobby/components/game-list-page.tsx'],
  gameCenter: ['src/features/lobby/components/game-center-page.tsx'],
  slotsCenter: ['src/features/lobby/components/slots-center-page.tsx'],
  providers: ['src/features/lobby/components/providers-page.tsx'],
  lottery: ['src/features/lobby/components/lottery-page.tsx'],
  liveGames: ['src/features/lobby/components/live-games-page.tsx'],
  slotGames: ['src/features/lobby/components/slot-games-page.tsx'],
  sportGames: ['src/features/lobby/components/sport-games-page.tsx'],
  esportGames: ['src/features/lobby/components/esport-games-page.tsx'],
  fishingGames: ['src/features/lobby/components/fishing-games-page.tsx'],
  pokerGames: ['src/features/lobby/components/poker-games-page.tsx'],
  lott: ['src/features/lobby/components/lott-page.tsx'],
  elott: ['src/features/lobby/components/elott-page.tsx'],
} as const satisfies Record<ServerRenderedRouteId, readonly [string, ...string[]]>;
