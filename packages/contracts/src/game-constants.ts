/**
 * Game lobby lists and numbers of spec section 9 as plain constants, without zod, so the web app can read
 * them on the home screen without loading the schema library (games.ts re-exports them; the
 * schemas there use them).
 */

/** Game icons are square; tiles reserve this size before the image loads. */
export const gameIconSize = 200;

/** Page sizes of spec section 9. */
export const gamePageSizes = {
  homeCarousel: 24,
  homeCarouselSports: 40,
  preview: 9,
  gameList: 25,
  slotList: 28,
  favouritesView: 30,
  favouriteIds: 100,
  recent: 25,
  max: 100,
} as const;

/** Minimum-bet filter options of spec section 9 (`all` sends nothing). */
export const minBetOptions = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
/** Line filter options of spec section 9: 10, 15, 20 and "more than 25" (sent as 26). */
export const minLineOptions = [10, 15, 20, 26] as const;

/** Categories a game itself belongs to (the rest of `gameCategories` are menu entries). */
export const playableGameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
] as const;
export type PlayableGameType = (typeof playableGameTypes)[number];

/** Classify types of spec section 3: ALL (no filter), NEW (isNew=1), FAV (the favourites). */
export const classifyTypes = ['ALL', 'NEW', 'FAV'] as const;
export type ClassifyType = (typeof classifyTypes)[number];

/** The games of a list response from any platform (spec: "games or list or content"). */
export function gamesOfPage<G>(page: {
  games?: readonly G[] | null;
  list?: readonly G[] | null;
  content?: readonly G[] | null;
}): G[] {
  return [...(page.list ?? page.games ?? page.content ?? [])];
}
