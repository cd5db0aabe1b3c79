import type { AnnouncementType } from '@app/contracts/announcements';
import { urlField } from '@/shared/lib/use-url-state';

/**
 * The content types (contract `announcementTypes`), listed here because the contract file
 * carries zod, which the browser bundle must not (architecture: no runtime zod in the browser).
 */
const knownTypes = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const satisfies readonly AnnouncementType[];

/**
 * The query string of /m/notice: `?index=n` (spec section 2 route list: "query index opens
 * one"), the n-th notice, from 0, in the order the home ticker lists them (decision 0031).
 */
export const noticeUrl = { index: urlField.integer(0, 9999) };

/**
 * The query string of /m/member/notice (spec: /m/member/notice?types=A): the known content types
 * asked for, comma separated, in the order given; none known: A (agent notices).
 */
export const memberNoticeUrl = {
  types: urlField.listOf(knownTypes, ['A'], (raw) => raw.toUpperCase()),
};

/** The notice an `?index=` opens, when the list has that many; otherwise none. */
export function openedNotice(index: number | null, count: number): number | null {
  return index !== null && index < count ? index : null;
}

/** `?index=` as text (malformed or out of range: none). */
export function noticeIndex(raw: string | null, count: number): number | null {
  return openedNotice(noticeUrl.index.parse(raw?.trim() ?? '') ?? null, count);
}

/** `?types=` as text, normalised (the types the list asks for). */
export function memberNoticeTypes(raw: string | null): string {
  const { types } = memberNoticeUrl;
  return (types.parse(raw?.trim() ?? '') ?? types.fallback).join(',');
}

/** DOM id of notice n. */
export const noticeItemId = (index: number) => `notice-${index}`;
