import type { AnnouncementItem } from '@/shared/api/get-announcements';

/**
 * Rules of the promotion screens (spec section 2, "Activity detail"; section 3, Announcement
 * item; section 9, date formats), as pure functions the screens and their tests share.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of an ISO date in the player's time zone, or null when the date is not valid. */
function localDay(iso: string): { y: number; m: string; d: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { y: date.getFullYear(), m: pad(date.getMonth() + 1), d: pad(date.getDate()) };
}

/** Spec 9: "YYYY/MM/DD on promotion lists". */
export function formatListDate(iso: string): string {
  const day = localDay(iso);
  return day ? `${day.y}/${day.m}/${day.d}` : '';
}

/** Spec 9: "MM/DD/YYYY on activity detail". */
export function formatDetailDate(iso: string): string {
  const day = localDay(iso);
  return day ? `${day.m}/${day.d}/${day.y}` : '';
}

export type PromotionPeriod = { start: string; end: string | 'longTerm' };

/**
 * Start and end in the screen's format; spec 2: "If noExpiry is 1, the end date is shown as long
 * term" (an item with no end date never expires either).
 */
export function promotionPeriod(
  item: Pick<AnnouncementItem, 'startDate' | 'endDate' | 'noExpiry'>,
  format: (iso: string) => string,
): PromotionPeriod {
  const end = item.noExpiry || !item.endDate ? 'longTerm' : format(item.endDate);
  return { start: format(item.startDate), end: end === '' ? 'longTerm' : end };
}

function imageOf(item: Pick<AnnouncementItem, 'announcementImages'>, sequence: number) {
  return item.announcementImages.find((image) => image.sequence === sequence && image.url.trim());
}

/** Spec 2: the promotion list shows "sequence 1 as the cover". */
export const coverImage = (item: Pick<AnnouncementItem, 'announcementImages'>) =>
  imageOf(item, 1)?.url ?? null;

/** Spec 2: the detail image is "the announcement image with sequence 2". */
export const detailImage = (item: Pick<AnnouncementItem, 'announcementImages'>) =>
  imageOf(item, 2)?.url ?? null;

/** Spec 3: "If promotionType is set and the user is logged in, a button area is shown." */
export const showsButtonArea = (
  item: Pick<AnnouncementItem, 'promotionType'>,
  loggedIn: boolean,
): boolean => loggedIn && !!item.promotionType?.trim();

/** The id of /m/activity/:id or /m/activityDetail?id=: a positive whole number, else null. */
export function parsePromotionId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
