import {
  gamePageSizes,
  playableGameTypes,
  type PlayableGameType,
} from '@app/contracts/game-constants';
import type { AnnouncementService } from '../services/announcement-service';
import type { GameCatalogueService } from '../services/game-catalogue-service';
import type { SystemStatusService } from '../services/system-status-service';

/**
 * The images a page's first screen is judged by (its Largest Contentful Paint), named in the
 * HTML so the browser fetches them with the page instead of after the scripts, the data request
 * and the render (issue 5: "preloading the LCP image"; decision 0027):
 * - /m/home: the invite banner (first of m_lott, the top image) and the first m_home banner;
 * - /m/login: the first m_login banner;
 * - /m/gameList?gameType=X (nothing else asked): the first row of tiles of page 1.
 * Only root-relative addresses are named (the page may load images from its own origin only).
 * Answers are kept for a short while; a failure names nothing (the page works without hints).
 */
export type PreloadHints = (pathname: string, query: URLSearchParams) => Promise<string[]>;

const TTL_MS = 60_000;
/** Tiles in the game list's first row at phone width (lobby-rules: 3 columns). */
const FIRST_ROW = 3;

/** Same rule as the web app's cdnUrl: root-relative stays, a relative path goes under the CDN. */
function underCdn(cdn: string, value: string): string {
  const v = value.trim();
  if (v === '' || /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(v)) return v;
  return `${cdn.replace(/\/+$/, '')}/${v.replace(/^\.?\/+/, '')}`;
}

const sameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function createLcpPreloads(
  services: {
    announcements: Pick<AnnouncementService, 'list'>;
    gameCatalogue: Pick<GameCatalogueService, 'list'>;
    systemStatus: Pick<SystemStatusService, 'getStatus'>;
  },
  now: () => number = Date.now,
): PreloadHints {
  const cache = new Map<string, { at: number; urls: Promise<string[]> }>();

  async function banners(groups: string[]): Promise<string[]> {
    const list = await services.announcements.list({ types: ['B'], groupNames: groups }, null);
    return groups.flatMap((g) => list.banners.find((b) => b.groupName === g && b.url)?.url ?? []);
  }

  async function firstTiles(gameType: PlayableGameType): Promise<string[]> {
    // The client picks one of several CDNs at random: with more than one, the address is unknown.
    const cdns = (await services.systemStatus.getStatus('127.0.0.1')).info.imageCDNs ?? [];
    const list = cdns.filter((c) => c.trim() !== '');
    if (list.length > 1) return [];
    const cdn = list[0] ?? '/cdn';
    const page = await services.gameCatalogue.list(
      { gameType, pageNo: 1, pageSize: gamePageSizes.gameList },
      null,
    );
    return page.list
      .slice(0, FIRST_ROW)
      .map((g) => underCdn(cdn, g.showIcon === 1 && g.iconUrl ? g.iconUrl : g.defaultIcon));
  }

  function compute(pathname: string, query: URLSearchParams): [string, () => Promise<string[]>] {
    if (pathname === '/m/home') return ['home', () => banners(['m_lott', 'm_home'])];
    if (pathname === '/m/login') return ['login', () => banners(['m_login'])];
    if (pathname === '/m/gameList') {
      const keys = [...query.keys()];
      const type = query.get('gameType');
      if (keys.length === 1 && playableGameTypes.includes(type as PlayableGameType))
        return [`list:${type}`, () => firstTiles(type as PlayableGameType)];
    }
    return ['', async () => []];
  }

  return async (pathname, query) => {
    const [key, load] = compute(pathname, query);
    if (key === '') return [];
    const hit = cache.get(key);
    if (hit && now() - hit.at < TTL_MS) return hit.urls;
    const urls = load()
      .then((all) => [...new Set(all.filter(sameOrigin))])
      .catch(() => []);
    cache.set(key, { at: now(), urls });
    return urls;
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a high-priority image preload per address, at the end of <head>; an address
 * the page already preloads is left out (a server-rendered page has React's own preloads of the
 * first screen's images).
 */
export function withImagePreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0 || !html.includes('</head>')) return html;
  const links = urls
    .filter((u) => !html.includes(`as="image" href="${escapeAttr(u)}"`))
    .map((u) => `<link rel="preload" as="image" href="${escapeAttr(u)}" fetchpriority="high">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
