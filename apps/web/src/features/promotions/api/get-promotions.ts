import { useAnnouncements, type AnnouncementItem } from '@/shared/api/get-announcements';

/**
 * Promotions are announcements of type PR (spec section 3; spec 7 MCSFE_getListAnnouncements,
 * fetcher and query options in shared/api/get-announcements.ts). The list and the detail screens
 * ask the same query, so opening a promotion from the list needs no second request; the language
 * and the viewer (member or visitor) are part of the key.
 */
export const promotionsQuery = { types: 'PR' } as const;

export function usePromotions() {
  const query = useAnnouncements(promotionsQuery);
  const promotions: AnnouncementItem[] | undefined = query.data?.promotion;
  return { ...query, promotions };
}
