import type { AnnouncementType } from '@app/contracts/announcements';

/**
 * The content types (contract `announcementTypes`), listed here because the contract file
 * carries zod, which the browser bundle must not (architecture: no runtime zod in the browser).
 */
const knownTypes = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const satisfies readonly AnnouncementType[];

/**
 * `?index=n` of /m/notice (spec section 2 route list: "query index opens one"): the n-th notice,
 * from 0, in the order the home ticker lists them (decision 0031). Malformed or out of range: none.
 */
export function noticeIndex(raw: string | null, count: number): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return null;
  const index = Number(raw.trim());
  return index < count ? index : null;
}

/**
 * `?types=` of /m/member/notice (spec: /m/member/notice?types=A): the known content types asked
 * for, comma separated, in the order given; none known: A (agent notices).
 */
export function memberNoticeTypes(raw: string | null): string {
  const known = new Set<string>(knownTypes);
  const types = (raw ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t): t is AnnouncementType => known.has(t));
  return types.length > 0 ? [...new Set(types)].join(',') : 'A';
}

/** DOM id of notice n. */
export const noticeItemId = (index: number) => `notice-${index}`;
