import {
  gamePageSizes,
  minBetOptions,
  minLineOptions,
  playableGameTypes,
  type ClassifyType,
  type PlayableGameType,
} from '@app/contracts/game-constants';
import type { Game, GameListQuery, GameListResponse } from '@app/contracts/games';
import { urlField, type UrlHistory, type UrlValues } from '@/shared/lib/use-url-state';

/**
 * The game list page's state machine (spec sections 2 "Game list page" and 4 "Game list"), pure:
 * what the player chose (data type, classification, vendor, search, filters) as read from and
 * written to the URL, which bars the page shows for a game type, the request each state makes,
 * and how pages of results combine. Decision 0023 records the readings of the spec made here.
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
  | { type: 'clearFilters' };

/**
 * A vendor code as the contract's vendor code schema accepts it (the zod schema itself is not
 * imported: zod would join the lobby's chunks, and its eval probe trips the CSP).
 */
const vendorCodePattern = /^[A-Z0-9_]{1,24}$/;
const isVendorCode = (value: string): boolean => vendorCodePattern.test(value);
const upperCase = (raw: string): string => raw.toUpperCase();

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

/**
 * The page's query string, its only state (spec: "/m/gameList?gameType={type}&vassalage={vendor}
 * &gameName={text}", plus the tab, the classification and the filters, so reload and Back reopen
 * the same list). gameType=FAV (the home favourites view's more-games link) opens the favourites
 * of every type. Anything unknown reads as its default.
 */
export const gameListUrl = {
  gameType: urlField.oneOf([...playableGameTypes, 'FAV'], null, upperCase),
  vassalage: urlField.code(vendorCodePattern, upperCase),
  gameName: urlField.text(normaliseSearch),
  tab: urlField.oneOf(['all', 'hot', 'recent', 'fav'], 'all'),
  classify: urlField.oneOf(['ALL', 'NEW'], 'ALL', upperCase),
  minBet: urlField.numberOf(minBetOptions),
  minLine: urlField.numberOf(minLineOptions),
};

export type GameListUrl = UrlValues<typeof gameListUrl>;

/** What a route fixes (decision 0023): its type, and which of the tab bar and filter button it has. */
export type GameListPageSetup = {
  /** Category pages and the slot list: the type is the page's; the URL's is ignored. */
  fixedType?: PlayableGameType;
  /** A tab bar (where the type has one); without it the URL's tab and classification are ignored. */
  tabs: boolean;
  /** A filter button without tabs (/m/hot-games). */
  filterButton: boolean;
};

export const gameListPageSetup: GameListPageSetup = { tabs: true, filterButton: false };

/**
 * The state a URL opens on a page. What the page cannot show is ignored (a tab where there is no
 * tab bar, a classification without its bar, filters without the filter tab or button); filters
 * in force are the filter tab.
 */
export function stateFromUrl(
  url: GameListUrl,
  page: GameListPageSetup = gameListPageSetup,
): GameListState {
  const type = page.fixedType ?? url.gameType;
  const favLink = type === 'FAV';
  const gameType = favLink ? null : type;
  const withTabs = page.tabs && showsTabBar(gameType);
  const filters: GameListFilters =
    withTabs || page.filterButton ? { minBet: url.minBet, minLine: url.minLine } : noFilters;
  let dataType: DataType = favLink ? 'fav' : withTabs ? url.tab : 'all';
  if (dataType === 'all' && hasFilters(filters)) dataType = 'filter';
  const classifyBar = withTabs && selectBarFor(gameType) === 'classify';
  return {
    gameType,
    vendor: url.vassalage || null,
    search: url.gameName,
    dataType,
    // The classification bar mirrors the favourites tab: FAV there is the same list.
    classify: dataType === 'fav' ? 'FAV' : classifyBar ? url.classify : 'ALL',
    filters: dataType === 'filter' ? filters : noFilters,
  };
}

/** The URL of a state on a page (the inverse of `stateFromUrl`). */
export function urlFromState(
  state: GameListState,
  page: GameListPageSetup = gameListPageSetup,
): GameListUrl {
  const favLink = !page.fixedType && state.gameType === null && state.dataType === 'fav';
  const filter = state.dataType === 'filter';
  return {
    gameType: page.fixedType ? null : favLink ? 'FAV' : state.gameType,
    vassalage: state.vendor ?? '',
    gameName: state.search,
    tab: state.dataType === 'filter' || favLink ? 'all' : state.dataType,
    classify: state.classify === 'NEW' ? 'NEW' : 'ALL',
    minBet: filter ? state.filters.minBet : null,
    minLine: filter ? state.filters.minLine : null,
  };
}

// ------------------------------------------------------------------ transitions

/**
 * Transitions (spec section 4), pure: the screen writes the next state's URL. Every change of
 * vendor, search, data type or filters gives a new `listIdentity`, which is what restarts the
 * list at page 1 and replaces it. The same state back means "nothing to do".
 */
export function gameListTransition(state: GameListState, action: GameListAction): GameListState {
  switch (action.type) {
    case 'selectTab': {
      if (!showsTabBar(state.gameType)) return state;
      const dataType = action.dataType;
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
      if (!hasFilters(action.filters)) return gameListTransition(state, { type: 'clearFilters' });
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
  }
}

/**
 * How a change enters the history: a tab is a new list Back returns from; the chips, the search
 * and the filters refine the list in place (Back leaves the page rather than stepping through
 * every chip or keystroke).
 */
export function historyFor(action: GameListAction): UrlHistory {
  return action.type === 'selectTab' ? 'push' : 'replace';
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
