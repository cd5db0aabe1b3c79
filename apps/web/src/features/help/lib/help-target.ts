import type { HelpItem } from '@/shared/api/get-help-center';

/**
 * Which item a help link opens (spec section 2 route list: "query i opens help item i;
 * /m/help#terms"). `i` is the item's position in the list, from 0, as the home footer links it;
 * `#name` opens the item whose anchor is that name. Out of range or malformed: none.
 */
export function helpTarget(
  items: readonly HelpItem[],
  query: string | null,
  hash: string,
): number | null {
  if (query !== null && /^\d{1,4}$/.test(query.trim())) {
    const index = Number(query.trim());
    return index < items.length ? index : null;
  }
  const anchor = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (!anchor) return null;
  const index = items.findIndex((item) => item.anchor === anchor);
  return index >= 0 ? index : null;
}

/** DOM id of item i (spec: "The query i opens item help-{i}"). */
export const helpItemId = (index: number) => `help-${index}`;
