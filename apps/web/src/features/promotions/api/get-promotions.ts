import { useQuery } from '@tanstack/react-query';
import { announcementsQueryOptions, type AnnouncementItem } from '@/shared/api/get-announcements';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * Promotions are announcements of type PR (spec section 3; spec 7 MCSFE_getListAnnouncements,
 * fetcher and query options in shared/api/get-announcements.ts). The list and the detail screens
 * ask the same query, so opening a promotion from the list needs no second request. The language
 * and the viewer (member or visitor) are part of the key; while a new language's list loads the
 * screen keeps the last one instead of flashing back to placeholders (the query options'
 * placeholder data, as everywhere announcements are shown).
 */
export const promotionsQuery = { types: 'PR' } as const;

export function usePromotions() {
  const language = useLanguageStore((s) => s.language);
  const viewer = useSessionStore((s) => (s.session ? 'member' : 'visitor'));
  const query = useQuery(announcementsQueryOptions(promotionsQuery, language, viewer));
  const promotions: AnnouncementItem[] | undefined = query.data?.promotion;
  return { ...query, promotions };
}
