import { basename, routePatterns, type RouteId } from './paths';

/**
 * Layout rules of spec section 2 ("Layout rules") as one pure table: for any pathname, what the
 * shell shows around the page. Pathnames may be given with or without the `/m` basename.
 */
export type LayoutRule = {
  /** null for a path outside the route list (the router sends those home). */
  routeId: RouteId | null;
  /** Home, index and root show the top banner (the app download bar). */
  topBanner: boolean;
  /** 'shell': the shell's top bar; 'page': hidden in the shell, the page renders the same back header. */
  header: 'shell' | 'page';
  footerMenu: boolean;
  topBar: 'logo' | 'back';
  /** Where Back goes: home, or the previous in-app page (home when there is none). */
  back: 'home' | 'previous';
  titleKey: `titles.${RouteId}`;
};

const categoryPages: readonly RouteId[] = [
  'liveGames',
  'slotGames',
  'sportGames',
  'esportGames',
  'fishingGames',
  'pokerGames',
  'lott',
  'elott',
];

/** "The header is hidden on: login, register, message, app, lottery, forget, agent, activityDetail,
 * notice, the category pages, providers, help, hot-games, gameList and changePsw." */
const headerHidden: ReadonlySet<RouteId> = new Set<RouteId>([
  'login',
  'register',
  'registerHtml',
  'message',
  'app',
  'lottery',
  'forget',
  'activityDetail',
  'notice',
  ...categoryPages,
  'providers',
  'help',
  'hotGames',
  'gameList',
  'changePsw',
]);

/** "The footer navigation is hidden on: login, register, slotsCenter, gameList, providers, lottery,
 * forget, changePsw, app, notice, agent and help." */
const footerHidden: ReadonlySet<RouteId> = new Set<RouteId>([
  'login',
  'register',
  'registerHtml',
  'slotsCenter',
  'gameList',
  'providers',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
]);

/** "On login, register, trail, activity, forget and help, back goes to home." */
const backHome: ReadonlySet<RouteId> = new Set<RouteId>([
  'login',
  'register',
  'registerHtml',
  'trail',
  'activity',
  'forget',
  'help',
]);

const homePaths: ReadonlySet<string> = new Set(['/', '/home', '/index', '/index.html']);

/** Strips the `/m` basename, the query, the hash and a trailing slash. */
export function normalisePathname(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '/';
  if (path === basename || path.startsWith(`${basename}/`)) path = path.slice(basename.length);
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** /m/agent and everything under /m/agent/ count as agent. */
export function isAgentPath(path: string): boolean {
  return path === '/agent' || path.startsWith('/agent/');
}

const exactPatterns = new Map<string, RouteId>(
  (Object.entries(routePatterns) as [RouteId, string][])
    .filter(([, pattern]) => !pattern.includes(':'))
    .map(([id, pattern]) => [pattern.toLowerCase(), id]),
);

export function matchRouteId(pathname: string): RouteId | null {
  const path = normalisePathname(pathname);
  if (homePaths.has(path)) return 'home';
  const exact = exactPatterns.get(path.toLowerCase());
  if (exact) return exact;
  if (/^\/activity(\/[^/]+)?$/i.test(path)) return 'activity';
  if (isAgentPath(path)) return 'agent';
  return null;
}

export function getLayoutRule(pathname: string): LayoutRule {
  const path = normalisePathname(pathname);
  const routeId = matchRouteId(path);
  const id: RouteId = routeId ?? 'home';
  const agent = isAgentPath(path);
  const isHome = id === 'home';
  return {
    routeId,
    topBanner: homePaths.has(path),
    header: agent || headerHidden.has(id) ? 'page' : 'shell',
    footerMenu: !(agent || footerHidden.has(id)),
    topBar: isHome ? 'logo' : 'back',
    back: backHome.has(id) || isHome ? 'home' : 'previous',
    titleKey: `titles.${id}`,
  };
}

/** Back rule: home, or history back when the app has a previous entry, otherwise home. */
export function resolveBack(
  rule: Pick<LayoutRule, 'back'>,
  hasPreviousEntry: boolean,
): 'home' | 'history' {
  return rule.back === 'previous' && hasPreviousEntry ? 'history' : 'home';
}

/**
 * React Router's browser history keeps its own index in `history.state.idx` (0 = the first entry
 * of this app session), so a deep link or a reload has no in-app previous page.
 */
export function hasPreviousAppEntry(state: unknown = globalThis.history?.state): boolean {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  const idx = (state as { idx: unknown }).idx;
  return typeof idx === 'number' && idx > 0;
}
