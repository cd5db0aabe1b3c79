import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AnnouncementItem,
  AnnouncementList,
  AnnouncementsQuery,
  Banner,
  bannerGroups,
} from '@app/contracts/announcements';
import type { Language } from '@app/contracts/languages';
import { routes } from '@app/contracts/routes';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';
import { call } from './call';
import { viewerDependent } from './viewer-data';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (spec section 7, Announcements; "GET, cached";
 * contract `@app/contracts/announcements`). Payload: types, groupName, platform M, language; the
 * token travels in the Authorization header, so member and visitor lists are cached apart
 * (execution A/F vs B, spec section 3).
 */
export type { AnnouncementItem, AnnouncementList, Banner };

/** Banner groups of spec section 3 (the server accepts any group name). */
export type BannerGroupName = (typeof bannerGroups)[number] | (string & {});

/**
 * What a screen asks: `types`, comma separated ("B,PL,PU,PR,H" on home, "B,PL,PU" on notices and
 * popups), and `groupName`, comma separated groups (absent: items of no group).
 */
export type AnnouncementQuery = Pick<AnnouncementsQuery, 'types' | 'groupName'>;
type Viewer = 'member' | 'visitor';

/** Query keys of the content calls (announcements: banners, notices, popups, promotions). */
export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  /** The answer is in the asked language and depends on the viewer (member items, read flags). */
  list: (query: AnnouncementQuery, language: Language, viewer: Viewer) =>
    [
      ...announcementKeys.lists(),
      query.types ?? '',
      query.groupName ?? '',
      language,
      viewer,
    ] as const,
};

export function getAnnouncements(
  query: AnnouncementQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<AnnouncementList> {
  return call(
    routes.announcements,
    { query: { ...query, platform: 'M', language: toApiLanguage(language) } },
    { signal },
  );
}

/** Announcements change rarely within a visit (spec: "cached"). */
const announcementsStaleTime = 5 * 60_000;

export const announcementsQueryOptions = (
  query: AnnouncementQuery,
  language: Language,
  viewer: Viewer,
) =>
  queryOptions({
    queryKey: announcementKeys.list(query, language, viewer),
    queryFn: ({ signal }) => getAnnouncements(query, language, signal),
    staleTime: announcementsStaleTime,
    // A language change keeps the last list on screen while the new one loads (no skeletons).
    placeholderData: keepPreviousData,
    meta: viewerDependent,
  });

export function useAnnouncements(query: AnnouncementQuery) {
  const language = useLanguageStore((s) => s.language);
  const viewer = useSessionStore((s) => (s.session ? 'member' : 'visitor'));
  return useQuery(announcementsQueryOptions(query, language, viewer));
}

/** The banners of one group, in server order. */
export function bannersOf(list: AnnouncementList | undefined, groupName: string): Banner[] {
  return (list?.banners ?? []).filter((b) => b.groupName === groupName && b.url);
}

/**
 * The home notices query (spec section 7: "B,PL,PU,PR,H on home"). The home ticker and the notice
 * page (/m/notice) ask this same query, so a ticker title's position is the notice page's
 * `?index=` and the page opens from the cache the ticker filled (decision 0031).
 */
export const homeNoticesQuery = { types: 'B,PL,PU,PR,H' } as const;

/**
 * Notices in display order: player notices, popups, promotions, hot, then agent notices; each
 * once, and none without a title. The ticker lists exactly these, so the n-th title opens the
 * n-th notice (decisions 0022, 0031).
 */
export function noticeItems(list: AnnouncementList | undefined): AnnouncementItem[] {
  if (!list) return [];
  const seen = new Set<number>();
  return [...list.player, ...list.popup, ...list.promotion, ...list.hot, ...list.agent].filter(
    (item) => {
      if (!item.title.trim() || seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    },
  );
}
