import type { GameCategory, GameCategorySetting } from '@app/contracts/system';

/** ESPORTS and COCKFIGHT are derived from the SPORTS vendors and follow SPORTS, in this order. */
const sportsGroup: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/**
 * Game category order (spec section 4): categories sort by `sort` (ties keep server order);
 * SPORTS, ESPORTS and COCKFIGHT then form one block, in that order, where the first of them sorts.
 */
export function sortGameCategories<T extends Pick<GameCategorySetting, 'gameCategory' | 'sort'>>(
  list: readonly T[],
): T[] {
  const sorted = list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }) => item);
  const group = sportsGroup.flatMap((cat) => sorted.filter((c) => c.gameCategory === cat));
  if (group.length === 0) return sorted;
  const at = sorted.findIndex((c) => sportsGroup.includes(c.gameCategory));
  const rest = sorted.filter((c) => !sportsGroup.includes(c.gameCategory));
  rest.splice(at, 0, ...group);
  return rest;
}

/** Categories that are menu entries of their own, not vendor categories. */
const nonVendorCategories: ReadonlySet<GameCategory> = new Set<GameCategory>([
  'ALL',
  'HOME',
  'HOT',
  'PROMO',
  'FAV',
  'RECENT',
  'WINNER',
  'VIP',
  'INVITE',
  'BONUS',
  'SERVICE',
]);

/** Vendor categories from consolidated settings, sorted, without duplicates or empty vendors. */
export function vendorCategories<T extends GameCategorySetting>(list: readonly T[]): T[] {
  const seen = new Set<GameCategory>();
  return sortGameCategories(list).filter((c) => {
    if (nonVendorCategories.has(c.gameCategory) || seen.has(c.gameCategory)) return false;
    seen.add(c.gameCategory);
    return true;
  });
}
