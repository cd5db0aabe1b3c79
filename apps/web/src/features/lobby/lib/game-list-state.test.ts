import { describe, expect, it } from 'vitest';
import type { Game } from '@app/contracts/games';
import { readUrlState, writeUrlState } from '@/shared/lib/use-url-state';
import {
  applyPage,
  combinePages,
  dataTypes,
  gameListPageSetup,
  gameListTransition,
  gameListUrl,
  hasMore,
  historyFor,
  listIdentity,
  matchesLocally,
  minBetChoices,
  minLineChoices,
  needsSession,
  requestFor,
  selectBarFor,
  showsTabBar,
  stateFromUrl,
  urlFromState,
  type GameListAction,
  type GameListPageSetup,
  type GameListState,
} from './game-list-state';

/** The state a query string opens (as the screen reads it through useUrlState). */
const fromQuery = (query: string, page: GameListPageSetup = gameListPageSetup) =>
  stateFromUrl(readUrlState(gameListUrl, new URLSearchParams(query)), page);

/** The query string the screen writes for a state. */
const queryOf = (state: GameListState, page: GameListPageSetup = gameListPageSetup) =>
  writeUrlState(gameListUrl, new URLSearchParams(), urlFromState(state, page)).toString();

/** One step as the screen takes it: the transition, written to the URL, read back from it. */
const step = (
  state: GameListState,
  action: GameListAction,
  page: GameListPageSetup = gameListPageSetup,
): GameListState => fromQuery(queryOf(gameListTransition(state, action), page), page);

const base = (over: Partial<GameListState> = {}): GameListState => ({
  ...fromQuery(''),
  ...over,
});

const game = (nodeId: number, over: Partial<Game> = {}): Game => ({
  nodeId,
  nodeName: 'PG Soft',
  gameId: `g${nodeId}`,
  gameName: `Game ${nodeId}`,
  gameType: 'RNG',
  vassalage: 'PG',
  gameClassify: null,
  gameClassifyNew: null,
  minBet: 0.1,
  minLine: 20,
  isNew: 0,
  showIcon: 1,
  iconUrl: `games/PG/g${nodeId}.svg`,
  defaultIcon: 'games/default.svg',
  roomId: null,
  supportPlay: true,
  ...over,
});

const page = (pageNum: number, totalPages: number, ids: number[], total = totalPages * 25) => ({
  list: ids.map((id) => game(id)),
  pageNum,
  totalPages,
  total,
});

describe('bars per game type (spec 2, Game list page)', () => {
  it('classification bar for RNG and LIVE, vendor bar for FISH and PVP, none for SPORTS', () => {
    expect(selectBarFor('RNG')).toBe('classify');
    expect(selectBarFor('LIVE')).toBe('classify');
    expect(selectBarFor('FISH')).toBe('vendor');
    expect(selectBarFor('PVP')).toBe('vendor');
    expect(selectBarFor('SPORTS')).toBe('none');
    expect(selectBarFor(null)).toBe('none');
  });

  it('no tab bar for INHOUSE only', () => {
    expect(showsTabBar('INHOUSE')).toBe(false);
    for (const t of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const) {
      expect(showsTabBar(t)).toBe(true);
    }
    expect(showsTabBar(null)).toBe(true);
    const inhouse = base({ gameType: 'INHOUSE' });
    expect(gameListTransition(inhouse, { type: 'selectTab', dataType: 'hot' })).toBe(inhouse);
    // A tab in the address of a type without the tab bar is ignored.
    expect(fromQuery('gameType=INHOUSE&tab=hot').dataType).toBe('all');
  });

  it('the data types and the filter options of section 9', () => {
    expect(dataTypes).toEqual(['all', 'hot', 'recent', 'fav', 'filter']);
    expect(minBetChoices).toEqual([null, 0.01, 0.05, 0.1, 0.5, 0.75]);
    expect(minLineChoices).toEqual([null, 10, 15, 20, 26]);
  });
});

describe('URL', () => {
  it('reads gameType, vassalage and gameName; ignores what is not valid', () => {
    expect(fromQuery('gameType=RNG&vassalage=PG&gameName=++dragon+')).toEqual({
      gameType: 'RNG',
      vendor: 'PG',
      search: 'dragon',
      dataType: 'all',
      classify: 'ALL',
      filters: { minBet: null, minLine: null },
    });
    const bad = fromQuery(
      new URLSearchParams({
        gameType: 'NOPE',
        vassalage: 'p g!',
        gameName: 'x'.repeat(80),
      }).toString(),
    );
    expect(bad.gameType).toBeNull();
    expect(bad.vendor).toBeNull();
    expect(bad.search).toHaveLength(60);
    // Hand-edited tabs, classifications and filters fall back to the defaults too.
    expect(fromQuery('gameType=RNG&tab=filter&classify=FAV&minBet=0.3&minLine=abc')).toEqual(
      fromQuery('gameType=RNG'),
    );
  });

  it('gameType=FAV opens the favourites', () => {
    const s = fromQuery('gameType=FAV');
    expect(s.dataType).toBe('fav');
    expect(s.gameType).toBeNull();
    expect(requestFor(s)).toEqual({ endpoint: 'favourites', query: { pageSize: 25 } });
    expect(queryOf(s)).toBe('gameType=FAV');
  });

  it('writes back what the player changed', () => {
    let s = fromQuery('gameType=FISH');
    s = step(s, { type: 'selectVendor', vendor: 'JDB' });
    s = step(s, { type: 'search', text: 'ocean' });
    expect(queryOf(s)).toBe('gameType=FISH&vassalage=JDB&gameName=ocean');
  });

  it('the tab, the classification and the filters are in the URL too', () => {
    let s = fromQuery('gameType=RNG');
    s = step(s, { type: 'selectTab', dataType: 'hot' });
    expect(queryOf(s)).toBe('gameType=RNG&tab=hot');
    s = step(s, { type: 'selectClassify', classify: 'NEW' });
    expect(queryOf(s)).toBe('gameType=RNG&tab=hot&classify=NEW');
    s = step(s, { type: 'applyFilters', filters: { minBet: 0.05, minLine: 26 } });
    expect(queryOf(s)).toBe('gameType=RNG&classify=NEW&minBet=0.05&minLine=26');
    expect(fromQuery(queryOf(s))).toEqual(s);
    // Filters in force are the filter tab; another tab in the address wins over them.
    expect(fromQuery('minBet=0.5').dataType).toBe('filter');
    expect(fromQuery('tab=hot&minBet=0.5')).toMatchObject({
      dataType: 'hot',
      filters: { minBet: null, minLine: null },
    });
  });

  it('a navigation to another type starts that type on all; the screen’s own writes keep the tab', () => {
    let s = fromQuery('gameType=RNG');
    s = step(s, { type: 'selectTab', dataType: 'hot' });
    const same = step(s, { type: 'search', text: 'a' });
    expect(same.dataType).toBe('hot');
    expect(same.search).toBe('a');
    const other = fromQuery('gameType=LIVE');
    expect(other).toMatchObject({ gameType: 'LIVE', dataType: 'all', classify: 'ALL' });
  });

  it('a page that fixes the type ignores the URL’s and never writes it', () => {
    const slots: GameListPageSetup = { fixedType: 'RNG', tabs: true, filterButton: false };
    const s = fromQuery('gameType=LIVE&vassalage=PG', slots);
    expect(s).toMatchObject({ gameType: 'RNG', vendor: 'PG' });
    expect(queryOf(step(s, { type: 'selectTab', dataType: 'hot' }, slots), slots)).toBe(
      'vassalage=PG&tab=hot',
    );
    // Without tabs (the slot list) a tab, a classification or filters in the URL are ignored;
    // with only the filter button (hot games) the filters count.
    const noTabs = { ...slots, tabs: false };
    expect(fromQuery('tab=fav&classify=NEW&minBet=0.5', noTabs)).toMatchObject({
      dataType: 'all',
      classify: 'ALL',
    });
    const hot: GameListPageSetup = { tabs: false, filterButton: true };
    expect(fromQuery('tab=fav&minBet=0.5', hot)).toMatchObject({
      dataType: 'filter',
      filters: { minBet: 0.5, minLine: null },
    });
  });

  it('a tab is pushed (Back undoes it); chips, search and filters replace', () => {
    expect(historyFor({ type: 'selectTab', dataType: 'hot' })).toBe('push');
    for (const action of [
      { type: 'selectClassify', classify: 'NEW' },
      { type: 'selectVendor', vendor: 'PG' },
      { type: 'search', text: 'x' },
      { type: 'applyFilters', filters: { minBet: 0.1, minLine: null } },
      { type: 'clearFilters' },
    ] as const)
      expect(historyFor(action)).toBe('replace');
  });
});

describe('transitions and the request of each state (spec 4, Game list)', () => {
  it('all: the game list with the type, vendor and search; ALL adds no classification', () => {
    const s = base({ gameType: 'RNG', vendor: 'PG', search: 'gold' });
    expect(requestFor(s)).toEqual({
      endpoint: 'gameList',
      query: { pageSize: 25, gameType: 'RNG', vassalage: 'PG', gameName: 'gold' },
    });
    expect(requestFor(base())).toEqual({ endpoint: 'gameList', query: { pageSize: 25 } });
  });

  it('NEW means isNew=1; FAV is the favourites list of that type', () => {
    let s = base({ gameType: 'LIVE' });
    s = step(s, { type: 'selectClassify', classify: 'NEW' });
    expect(requestFor(s)).toEqual({
      endpoint: 'gameList',
      query: { pageSize: 25, gameType: 'LIVE', isNew: '1' },
    });
    s = step(s, { type: 'selectClassify', classify: 'FAV' });
    expect(s.dataType).toBe('fav');
    expect(requestFor(s)).toEqual({
      endpoint: 'favourites',
      query: { gameType: 'LIVE', pageSize: 25 },
    });
    s = step(s, { type: 'selectClassify', classify: 'ALL' });
    expect(s.dataType).toBe('all');
    expect(requestFor(s)).toEqual({
      endpoint: 'gameList',
      query: { pageSize: 25, gameType: 'LIVE' },
    });
  });

  it('classification only where the bar exists', () => {
    const fish = base({ gameType: 'FISH' });
    expect(gameListTransition(fish, { type: 'selectClassify', classify: 'NEW' })).toBe(fish);
  });

  it('hot is the game list with isHot=1 (keeps NEW); recent and fav are the player lists', () => {
    let s = base({ gameType: 'RNG', classify: 'NEW' });
    s = step(s, { type: 'selectTab', dataType: 'hot' });
    expect(requestFor(s)).toEqual({
      endpoint: 'gameList',
      query: { pageSize: 25, gameType: 'RNG', isNew: '1', isHot: '1' },
    });
    s = step(s, { type: 'selectTab', dataType: 'recent' });
    expect(requestFor(s)).toEqual({ endpoint: 'recent', query: { gameType: 'RNG' } });
    expect(needsSession(s)).toBe(true);
    s = step(s, { type: 'selectTab', dataType: 'fav' });
    expect(s.classify).toBe('FAV'); // the classification bar follows the favourites tab
    expect(needsSession(s)).toBe(true);
    s = step(s, { type: 'selectTab', dataType: 'all' });
    expect(s.classify).toBe('ALL');
    expect(needsSession(s)).toBe(false);
  });

  it('filters: min bet at most X, lines at least N (26 = more than 25); clearing returns to all', () => {
    let s = base({ gameType: 'RNG' });
    s = step(s, { type: 'applyFilters', filters: { minBet: 0.05, minLine: null } });
    expect(s.dataType).toBe('filter');
    expect(requestFor(s)).toEqual({
      endpoint: 'gameList',
      query: { pageSize: 25, gameType: 'RNG', minBet: 0.05 },
    });
    s = step(s, { type: 'applyFilters', filters: { minBet: 0.05, minLine: 26 } });
    expect(requestFor(s).query).toMatchObject({ minBet: 0.05, minLine: 26 });

    const cleared = step(s, { type: 'clearFilters' });
    expect(cleared.dataType).toBe('all');
    expect(cleared.filters).toEqual({ minBet: null, minLine: null });
    // Applying "all" for every option is clearing too.
    const allOptions = step(s, {
      type: 'applyFilters',
      filters: { minBet: null, minLine: null },
    });
    expect(allOptions).toEqual(cleared);
  });

  it('another tab drops the filters', () => {
    let s = step(base(), {
      type: 'applyFilters',
      filters: { minBet: 0.1, minLine: 10 },
    });
    s = step(s, { type: 'selectTab', dataType: 'hot' });
    expect(s.filters).toEqual({ minBet: null, minLine: null });
    expect(requestFor(s).query).not.toHaveProperty('minBet');
  });

  it('a change of vendor, search or data type restarts the list; the same value does not', () => {
    const s = base({ gameType: 'FISH' });
    const id = listIdentity(s);
    const vendor = step(s, { type: 'selectVendor', vendor: 'JL' });
    const search = step(s, { type: 'search', text: 'shark' });
    const hot = step(s, { type: 'selectTab', dataType: 'hot' });
    for (const next of [vendor, search, hot]) expect(listIdentity(next)).not.toBe(id);
    expect(gameListTransition(s, { type: 'search', text: '   ' })).toBe(s);
    expect(gameListTransition(vendor, { type: 'selectVendor', vendor: 'JL' })).toBe(vendor);
    expect(listIdentity(step(vendor, { type: 'selectVendor', vendor: null }))).toBe(id);
    // On the player's own lists, vendor and search are applied locally but still restart.
    const fav = step(s, { type: 'selectTab', dataType: 'fav' });
    expect(listIdentity(step(fav, { type: 'search', text: 'x' }))).not.toBe(listIdentity(fav));
  });

  it('page size is the caller’s (slot list 28)', () => {
    expect(requestFor(base({ gameType: 'RNG' }), 28).query).toMatchObject({ pageSize: 28 });
  });

  it('vendor and search on the player lists match loaded games', () => {
    const g = game(1, { vassalage: 'JDB', gameName: 'Dragon Fishing' });
    expect(matchesLocally(g, { vendor: null, search: '' })).toBe(true);
    expect(matchesLocally(g, { vendor: 'JDB', search: 'drag' })).toBe(true);
    expect(matchesLocally(g, { vendor: 'JL', search: '' })).toBe(false);
    expect(matchesLocally(g, { vendor: null, search: 'ocean' })).toBe(false);
  });
});

describe('paging', () => {
  it('page 1 replaces, later pages append; hasMore while pageNum < totalPages', () => {
    let list = combinePages([page(1, 3, [1, 2, 3]), page(2, 3, [4, 5, 6])]);
    expect(list.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hasMore(list)).toBe(true);
    list = applyPage(list, page(3, 3, [7]));
    expect(list.games).toHaveLength(7);
    expect(hasMore(list)).toBe(false);
    list = applyPage(list, page(1, 2, [9, 8]));
    expect(list.games.map((g) => g.nodeId)).toEqual([9, 8]);
    expect(hasMore(list)).toBe(true);
  });

  it('never lists a game twice and an empty result has no more', () => {
    const list = combinePages([page(1, 2, [1, 2, 3]), page(2, 2, [3, 4])]);
    expect(list.games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4]);
    const empty = combinePages([page(0, 0, [], 0)]);
    expect(empty.games).toEqual([]);
    expect(hasMore(empty)).toBe(false);
    expect(hasMore(combinePages([]))).toBe(false);
  });
});
