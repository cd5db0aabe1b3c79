import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/contracts/languages';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (spec section 7, Announcements; "GET, cached").
 * Payload: types, groupName, platform M, language; the token travels in the Authorization header
 * so logged-in and visitor lists are cached apart (execution A/F vs B, spec section 3).
 *
 * The types below are the fields spec section 3 names for announcement items and banners; they
 * are kept local until `@app/contracts/announcements` lands, then replaced by its types.
 */
export const announcementsPath = '/wps/relay/MCSFE_getListAnnouncements';

/** Banner groups of spec section 3. */
export type BannerGroupName =
  'm_lott' | 'm_home' | 'm_login' | 'm_leftmenu' | 'm_reg' | (string & {});

export type AnnouncementImage = { sequence: number; url: string };

export type AnnouncementItem = {
  id: number | string;
  title: string;
  content: string;
  startDate?: string | null;
  endDate?: string | null;
  noExpiry?: boolean;
  read?: boolean;
  execution?: string | null;
  promotionType?: string | null;
  announcementImages?: AnnouncementImage[];
  promoAnnouncementCategoryIds?: (number | string)[];
};

export type Banner = {
  id?: number | string;
  groupName: string;
  /** The image. */
  url: string;
  /** Where a tap goes, when the item has one. */
  link?: string | null;
  title?: string | null;
  /** Intrinsic size, when the server knows it (reserves space before the image loads). */
  width?: number | null;
  height?: number | null;
};

/** Response groups of spec section 3: promotion, banners, player, popup, hot, footer.unreadCount. */
export type AnnouncementList = {
  promotion?: AnnouncementItem[];
  banners?: Banner[];
  player?: AnnouncementItem[];
  popup?: AnnouncementItem[];
  hot?: AnnouncementItem[];
  footer?: { unreadCount?: number };
};

export type AnnouncementQuery = {
  /** Content types, comma separated: "B,PL,PU,PR,H" on home, "B,PL,PU" on notices and popups. */
  types: string;
  groupName?: string;
};

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (query: AnnouncementQuery, language: Language, viewer: 'member' | 'visitor') =>
    [
      ...announcementKeys.all,
      'list',
      query.types,
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
  return apiGet<AnnouncementList>(
    announcementsPath,
    {
      types: query.types,
      groupName: query.groupName,
      platform: 'M',
      language: toApiLanguage(language),
    },
    signal,
  );
}

/** Announcements change rarely within a visit (spec: "cached"). */
const announcementsStaleTime = 5 * 60_000;

export const announcementsQueryOptions = (
  query: AnnouncementQuery,
  language: Language,
  viewer: 'member' | 'visitor',
) =>
  queryOptions({
    queryKey: announcementKeys.list(query, language, viewer),
    queryFn: ({ signal }) => getAnnouncements(query, language, signal),
    staleTime: announcementsStaleTime,
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
