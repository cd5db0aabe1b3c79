import {
  gamePageSizes,
  minBetOptions,
  minLineOptions,
  playableGameTypes,
  type ClassifyType,
  type PlayableGameType,
} from '@app/contracts/game-constants';
import type { Game, GameListQuery, GameListResponse } from '@app/contracts/games';

/**
 * The game list page's state machine (spec sections 2 "Game list page" and 4 "Game list"), pure:
 * what the player chose (data type, classification, vendor, search, filters), which bars the
 * page shows for a game type, the request each state makes, and how pages of results combine.
 * Decision 0023 records the readings of the spec made here.
 */

/** Spec section 4: "The data types are all, hot, recent, fav and filter." */
export const dataTypes = ['all', 'hot', 'recent', 'fav', 'filter'] as const;
export type DataType = (typeof dataTypes)[number];

/** The bar under the tabs: classification (RNG, LIVE), vendors (FISH, PVP) or nothing. */
export type SelectBar = 'classify' | 'vendor' | 'none';

export type GameListFilters = {
  /** At most this minimum bet (contract `minBetOptions`); null = all. */
  minBet: number | null;
  /** At least this many lines (contract `minLineOptions`, 26 = "more than 25"); null = all. */
  minLine: number | null;
};

export const noFilters: GameListFilters = { minBet: null, minLine: null };

export type GameListState = {
  /** A playable type, or null for every type (a search from home). */
  gameType: PlayableGameType | null;
  /** Vendor code (`vassalage`), or null for every vendor. */
  vendor: string | null;
  /** The (debounced) search text; '' = no search. */
  search: string;
  dataType: DataType;
  classify: ClassifyType;
  filters: GameListFilters;
};

export type GameListAction =
  | { type: 'selectTab'; dataType: Exclude<DataType, 'filter'> }
  | { type: 'selectClassify'; classify: ClassifyType }
  | { type: 'selectVendor'; vendor: string | null }
  | { type: 'search'; text: string }
  | { type: 'applyFilters'; filters: GameListFilters }
  | { type: 'clearFilters' }
  | { type: 'syncUrl'; params: GameListUrlParams };

/**
 * A vendor code as the contract's vendor code schema accepts it (the zod schema itself is not
 * imported: zod would join the lobby's chunks, and its eval probe trips the CSP).
 */
const vendorCodePattern = /^[A-Z0-9_]{1,24}$/;
const isVendorCode = (value: string): boolean => vendorCodePattern.test(value);

/** Filter panel options of spec section 9; `null` is "all". */
export const minBetChoices: readonly (number | null)[] = [null, ...minBetOptions];
export const minLineChoices: readonly (number | null)[] = [null, ...minLineOptions];

/** The longest search the API accepts (`gameListQuerySchema.gameName`). */
export const searchMaxLength = 60;

export function normaliseSearch(text: string): string {
  return text.trim().slice(0, searchMaxLength);
}

export function hasFilters(filters: GameListFilters): boolean {
  return filters.minBet !== null || filters.minLine !== null;
}

/** "A classification bar for RNG and LIVE types. A vendor bar for FISH and PVP types. No select
 * bar for SPORTS." Every other type (and "all types") has none either. */
export function selectBarFor(gameType: PlayableGameType | null): SelectBar {
  if (gameType === 'RNG' || gameType === 'LIVE') return 'classify';
  if (gameType === 'FISH' || gameType === 'PVP') return 'vendor';
  return 'none';
}

/** "No tab bar for INHOUSE." */
export function showsTabBar(gameType: PlayableGameType | null): boolean {
  return gameType !== 'INHOUSE';
}

/** Recent and favourites are a player's own lists: they need a session. */
export function needsSession(state: Pick<GameListState, 'dataType'>): boolean {
  return state.dataType === 'recent' || state.dataType === 'fav';
}

// ------------------------------------------------------------------ URL

/** The page's query string (spec: "/m/gameList?gameType={type}&vassalage={vendor}&gameName={text}"). */
export type GameListUrlParams = {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
};

const isPlayableType = (value: string): value is PlayableGameType =>
  (playableGameTypes as readonly string[]).includes(value);

/**
 * The state a URL opens: a playable gameType, a valid vendor code, the search text. gameType=FAV
 * (the home favourites view's more-games link) opens the favourites of every type; anything
 * unknown is ignored.
 */
export function stateFromUrl(params: GameListUrlParams): GameListState {
  const type = (params.gameType ?? '').trim().toUpperCase();
  const vendor = (params.vassalage ?? '').trim().toUpperCase();
  const gameType = isPlayableType(type) ? type : null;
  const fav = type === 'FAV';
  return {
    gameType,
    vendor: isVendorCode(vendor) ? vendor : null,
    search: normaliseSearch(params.gameName ?? ''),
    dataType: fav ? 'fav' : 'all',
    classify: fav && selectBarFor(gameType) === 'classify' ? 'FAV' : 'ALL',
    filters: noFilters,
  };
}

/** What the page keeps in its URL so Back and reload reopen the same list. */
export function urlFromState(state: GameListState): GameListUrlParams {
  const out: GameListUrlParams = {};
  if (state.gameType) out.gameType = state.gameType;
  else if (state.dataType === 'fav') out.gameType = 'FAV';
  if (state.vendor) out.vassalage = state.vendor;
  if (state.search) out.gameName = state.search;
  return out;
}

export function sameUrlParams(a: GameListUrlParams, b: GameListUrlParams): boolean {
  return (
    (a.gameType ?? '') === (b.gameType ?? '') &&
    (a.vassalage ?? '') === (b.vassalage ?? '') &&
    (a.gameName ?? '') === (b.gameName ?? '')
  );
}

// ------------------------------------------------------------------ transitions

/**
 * Transitions (spec section 4). Every change of vendor, search, data type or filters gives a new
 * `listIdentity`, which is what restarts the list at page 1 and replaces it.
 */
export function gameListReducer(state: GameListState, action: GameListAction): GameListState {
  switch (action.type) {
    case 'selectTab': {
      if (!showsTabBar(state.gameType)) return state;
      const dataType = action.dataType;
      // The classification bar mirrors the favourites tab: FAV there is the same list.
      const classify: ClassifyType =
        dataType === 'fav' ? 'FAV' : state.classify === 'FAV' ? 'ALL' : state.classify;
      return { ...state, dataType, classify, filters: noFilters };
    }
    case 'selectClassify': {
      if (selectBarFor(state.gameType) !== 'classify') return state;
      if (action.classify === 'FAV') {
        return { ...state, classify: 'FAV', dataType: 'fav', filters: noFilters };
      }
      // ALL or NEW on the player's own lists goes back to the catalogue.
      const dataType =
        state.dataType === 'fav' || state.dataType === 'recent' ? 'all' : state.dataType;
      return { ...state, classify: action.classify, dataType };
    }
    case 'selectVendor': {
      const vendor = action.vendor && isVendorCode(action.vendor) ? action.vendor : null;
      return vendor === state.vendor ? state : { ...state, vendor };
    }
    case 'search': {
      const search = normaliseSearch(action.text);
      return search === state.search ? state : { ...state, search };
    }
    case 'applyFilters': {
      if (!hasFilters(action.filters)) return gameListReducer(state, { type: 'clearFilters' });
      const classify = state.classify === 'FAV' ? 'ALL' : state.classify;
      return { ...state, filters: action.filters, dataType: 'filter', classify };
    }
    case 'clearFilters':
      // "Clearing every filter returns to all."
      return {
        ...state,
        filters: noFilters,
        dataType: state.dataType === 'filter' ? 'all' : state.dataType,
      };
    case 'syncUrl': {
      const next = stateFromUrl(action.params);
      const typeChanged = next.gameType !== state.gameType;
      return {
        ...state,
        gameType: next.gameType,
        vendor: next.vendor,
        search: next.search,
        // A different game type starts over on "all" (its bars differ); FAV opens favourites.
        ...(typeChanged || next.dataType === 'fav'
          ? { dataType: next.dataType, classify: next.classify, filters: noFilters }
          : {}),
      };
    }
  }
}

// ------------------------------------------------------------------ requests

/** Which call a state makes: the game list (hot = game list with isHot=1), favourites or recent. */
export type GameListRequest =
  | { endpoint: 'gameList'; query: GameListQuery }
  | { endpoint: 'favourites'; query: { gameType?: PlayableGameType; pageSize: number } }
  | { endpoint: 'recent'; query: { gameType?: PlayableGameType } };

/**
 * The request of a state, without the page number (the infinite query pages through it).
 * The player's own lists have no vendor, search or filter parameters: those are applied to the
 * loaded games (`matchesLocally`).
 */
export function requestFor(
  state: GameListState,
  pageSize: number = gamePageSizes.gameList,
): GameListRequest {
  const gameType = state.gameType ?? undefined;
  if (state.dataType === 'fav') return { endpoint: 'favourites', query: { gameType, pageSize } };
  if (state.dataType === 'recent') return { endpoint: 'recent', query: { gameType } };
  const query: GameListQuery = { pageSize };
  if (gameType) query.gameType = gameType;
  if (state.vendor) query.vassalage = state.vendor;
  if (state.search) query.gameName = state.search;
  // "NEW means isNew=1. ALL means no classification filter."
  if (state.classify === 'NEW') query.isNew = '1';
  if (state.dataType === 'hot') query.isHot = '1';
  if (state.dataType === 'filter') {
    if (state.filters.minBet !== null) query.minBet = state.filters.minBet;
    if (state.filters.minLine !== null) query.minLine = state.filters.minLine;
  }
  return { endpoint: 'gameList', query };
}

/** A string that changes exactly when the list must restart at page 1. */
export function listIdentity(state: GameListState, pageSize?: number): string {
  const request = requestFor(state, pageSize);
  const local = request.endpoint === 'gameList' ? '' : `|${state.vendor ?? ''}|${state.search}`;
  return `${request.endpoint}:${JSON.stringify(request.query)}${local}`;
}

/** Vendor and search on the player's own lists (favourites, recent), applied to loaded games. */
export function matchesLocally(
  game: Game,
  state: Pick<GameListState, 'vendor' | 'search'>,
): boolean {
  if (state.vendor && game.vassalage !== state.vendor) return false;
  if (state.search && !game.gameName.toLowerCase().includes(state.search.toLowerCase())) {
    return false;
  }
  return true;
}

// ------------------------------------------------------------------ paging

export type PagedGames = {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
};

export const emptyPagedGames: PagedGames = { games: [], pageNum: 0, totalPages: 0, total: 0 };

/**
 * Spec section 4: page 1 replaces the list, a later page appends (a game already listed — the
 * catalogue moved between two pages — is not shown twice).
 */
export function applyPage(
  list: PagedGames,
  page: Pick<GameListResponse, 'list' | 'pageNum' | 'totalPages' | 'total'>,
): PagedGames {
  if (page.pageNum <= 1) {
    return {
      games: [...page.list],
      pageNum: page.pageNum,
      totalPages: page.totalPages,
      total: page.total,
    };
  }
  const seen = new Set(list.games.map((g) => g.nodeId));
  const fresh = page.list.filter((g) => !seen.has(g.nodeId));
  return {
    games: [...list.games, ...fresh],
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
  };
}

/** The pages of an infinite query, in order, as one list. */
export function combinePages(
  pages: readonly Pick<GameListResponse, 'list' | 'pageNum' | 'totalPages' | 'total'>[],
): PagedGames {
  return pages.reduce(applyPage, emptyPagedGames);
}

/** "hasMore holds while pageNum is below totalPages." */
export function hasMore(list: Pick<PagedGames, 'pageNum' | 'totalPages'>): boolean {
  return list.pageNum < list.totalPages;
}
