/**
 * Lobby thresholds and page sizes of spec section 9, named once. Page sizes themselves are the
 * contract's `gamePageSizes` (packages/contracts/src/game-constants.ts, zod-free), re-exported here so screens read
 * every lobby number from one place. Engineers add their own rules below with a small edit.
 */
import { gameIconSize, gamePageSizes } from '@app/contracts/game-constants';

export { gamePageSizes, gameIconSize };

export const lobbyRules = {
  /** Hot games strip on HOME: a swiper with a see-all link when there are MORE than this many. */
  hotSeeAllAbove: 6,
  /** Hot games carousel: 4 columns x 2 rows when MORE than this many, else 3 in a row. */
  hotGrid4x2Above: 3,
  /** Home game-type carousel shown only when MORE than this many games exist. */
  homeCarouselAbove: 7,
  /** Game row: More link and arrows when MORE than this many games. */
  gameRowMoreAbove: 2,
  /** Winner board: how many winners are listed. */
  winnersLimit: 20,
  /** Home previews (spec section 2): 3 slot (RNG), 2 fish, 1 live game. */
  previewCounts: { RNG: 3, FISH: 2, LIVE: 1 },
  /** Favourites on home fetch this many (spec section 9). */
  homeFavouritesFetch: 100,
} as const;

/** True when a list of `count` items passes a "more than N" threshold of section 9. */
export const isAbove = (count: number, threshold: number): boolean => count > threshold;

// ---------------------------------------------------------------- Home lobby (W1, decision 0022)

/** Hot games strip on HOME (spec 2): see-all link and arrows above 6 games. */
export const showHotSeeAll = (count: number): boolean => isAbove(count, lobbyRules.hotSeeAllAbove);

/** Hot games carousel: 4 columns x 2 rows above 3 games, otherwise 3 in a row. */
export type HotLayout = 'grid4x2' | 'row3';
export const hotLayout = (count: number): HotLayout =>
  isAbove(count, lobbyRules.hotGrid4x2Above) ? 'grid4x2' : 'row3';

/** Home game-type carousel: shown only when more than 7 games exist (the list's total). */
export const showHomeCarousel = (total: number): boolean =>
  isAbove(total, lobbyRules.homeCarouselAbove);

/** Game row: a More link and arrows above 2 games. */
export const showGameRowMore = (count: number): boolean =>
  isAbove(count, lobbyRules.gameRowMoreAbove);

/** Home carousel page size: 24, 40 for sports (spec 7 and 9). */
export const homeCarouselPageSize = (gameType: string): number =>
  gameType === 'SPORTS' ? gamePageSizes.homeCarouselSports : gamePageSizes.homeCarousel;

/** Vendor strip (spec 2): arrows when more than one vendor; spacing 10, 16 when single. */
export const vendorStripArrows = (count: number): boolean => count > 1;
export const vendorStripGap = (count: number): number => (count === 1 ? 16 : 10);

/** How many hot games the home strip asks for, and the plain grid of the other categories (ours). */
export const hotGamesLimit = { home: 24, category: 9 } as const;

/** Game rows show 3 slides with 15 px spacing; the title only on the home page. */
export const gameRowLayout = { perView: 3, gap: 15 } as const;

/**
 * How many slides of a home strip (game rows, game-type carousels, the hot and vendor strips)
 * render with the page: the visible page and one more; the rest fill when the strip is moved
 * (shared/ui/carousel.tsx `renderFirst`; issue 19, decision 0047).
 */
export const stripSlidesFirst = (perView: number): number => perView + 1;

/** Categories whose home block and view are a vendor list instead of games (spec 2). */
export const vendorListCategories = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export const showsVendorList = (category: string): boolean =>
  (vendorListCategories as readonly string[]).includes(category);

/** SPORTS keeps this many vendors once the esport vendors are taken out (spec 9). */
export const sportsVendorsKept = 8;

/**
 * Spec 9: "Esports are the sports list filtered to the configured esport vendors. When the type
 * is sports and esport vendors are configured, those are excluded and 8 are kept." `sportsList`
 * is every sports-like vendor (sports and esports types) in settings order.
 */
export function sportsVendors(
  sportsList: readonly string[],
  esportVendors: readonly string[],
  type: 'SPORTS' | 'ESPORTS',
): string[] {
  const esports = new Set(esportVendors);
  if (type === 'ESPORTS') return sportsList.filter((v) => esports.has(v));
  if (esports.size === 0) return [...sportsList];
  return sportsList.filter((v) => !esports.has(v)).slice(0, sportsVendorsKept);
}

export type PreviewPlanItem = {
  gameType: 'RNG' | 'FISH' | 'LIVE';
  vendor: string;
  delayMs: number;
};

/**
 * Home previews (spec 2: "3 slot (RNG), 2 fish and 1 live game, loaded with 400 ms between
 * requests"), read as: the first 3 RNG vendors, the first 2 FISH vendors and the first LIVE
 * vendor each get a preview row (pageSize 9), in category order; the n-th row's request starts
 * n x 400 ms after the view mounts.
 */
export function previewPlan(
  categories: readonly { gameCategory: string; vendors: readonly string[] }[],
  delayMs: number,
): PreviewPlanItem[] {
  const counts = lobbyRules.previewCounts as Record<string, number | undefined>;
  const plan: PreviewPlanItem[] = [];
  for (const c of categories) {
    const n = counts[c.gameCategory];
    if (!n) continue;
    for (const vendor of [...new Set(c.vendors)].slice(0, n))
      plan.push({
        gameType: c.gameCategory as PreviewPlanItem['gameType'],
        vendor,
        delayMs: plan.length * delayMs,
      });
  }
  return plan;
}

// ---------------------------------------------------------------- Game list pages (W2, decision 0023)

/** "Scroll load threshold 300 px": an infinite list loads more this close to its end. */
export const scrollLoadThresholdPx = 300;

/** Game list grids: 3 tiles a row at phone width, 4 from 480 px (the app column is <= 540 px). */
export const gameListColumns = (width: number): number => (width >= 480 ? 4 : 3);
