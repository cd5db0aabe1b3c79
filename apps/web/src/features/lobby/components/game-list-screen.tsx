import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Game, GameListQuery, PlayableGameType } from '@app/contracts/games';
import { cx } from '@/shared/lib/cx';
import { gameListColumns, gamePageSizes } from '@/shared/lib/lobby-rules';
import type { LoginRedirectState } from '@/shared/lib/login-redirect';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { timings } from '@/shared/lib/timings';
import { SearchBox } from '@/shared/ui/search-box';
import { VirtualGrid } from '@/shared/ui/virtual-grid';
import {
  gameListReducer,
  hasFilters,
  listIdentity,
  needsSession,
  sameUrlParams,
  selectBarFor,
  showsTabBar,
  stateFromUrl,
  urlFromState,
  type DataType,
  type GameListUrlParams,
} from '../lib/game-list-state';
import { ClassifyBar } from './classify-bar';
import { FilterPanel, useFilterLabels } from './filter-panel';
import { useGameListData } from './game-list-data';
import { FilterGlyph, GameListTabs } from './game-list-tabs';
import { GameTile } from './game-tile';
import { VendorBar } from './vendor-bar';
import { GameListTitle } from './game-list-header';
import styles from './game-list.module.css';

export type GameListScreenProps = {
  /** Category pages and the slot list: the type is the page's, not the URL's. */
  fixedType?: PlayableGameType;
  /** Parameters every catalogue request carries (/m/hot-games: isHot=1). */
  fixedQuery?: Partial<GameListQuery>;
  pageSize?: number;
  /** The tab bar (all, hot, recent, favourites, filter); INHOUSE never has one. */
  tabs?: boolean;
  /** Without tabs: a filter button opening the filter panel (/m/hot-games). */
  filterButton?: boolean;
  /** A vendor bar even where the select bar is the classification bar (category pages). */
  vendorBar?: boolean;
  /** Shown above the toolbar. */
  lead?: ReactNode;
};

/** Under the square artwork (game-tile.module.css): the name line and the vendor line, ~41 px. */
const tileTextHeight = 42;

function urlParamsOf(params: URLSearchParams): GameListUrlParams {
  const out: GameListUrlParams = {};
  for (const key of ['gameType', 'vassalage', 'gameName'] as const) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/**
 * The game list screen shared by /m/gameList, /m/hot-games, /m/slotsCenter and the category
 * pages (spec section 2): search (debounced 600 ms), tabs, the classification or vendor bar, the
 * filter panel, a virtualised grid of tiles with infinite scroll (300 px, 1 s) and a load-more
 * button, empty, error and end states. The type, vendor and search live in the URL (replaced,
 * not pushed), so reload and Back reopen the same list.
 */
export function GameListScreen({
  fixedType,
  fixedQuery,
  pageSize = gamePageSizes.gameList,
  tabs = true,
  filterButton = false,
  vendorBar = false,
  lead,
}: GameListScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlParams = urlParamsOf(searchParams);
  const withType = (p: GameListUrlParams): GameListUrlParams =>
    fixedType ? { ...p, gameType: fixedType } : p;

  const [state, dispatch] = useReducer(gameListReducer, withType(urlParams), stateFromUrl);
  const [filterOpen, setFilterOpen] = useState(false);

  // The URL changed from outside (a link, Back): follow it.
  const searchKey = searchParams.toString();
  useEffect(() => {
    const wanted = withType(urlParamsOf(new URLSearchParams(searchKey)));
    dispatch({ type: 'syncUrl', params: wanted });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the input
  }, [searchKey]);

  // The player changed the type, vendor or search: keep them in the URL (replace, not push).
  useEffect(() => {
    const next = urlFromState(state);
    if (fixedType && next.gameType === fixedType) delete next.gameType;
    const current = urlParamsOf(new URLSearchParams(window.location.search));
    if (sameUrlParams(next, current)) return;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(next)) if (v) params[k] = v;
    setSearchParams(params, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written when these change
  }, [state.gameType, state.vendor, state.search, state.dataType]);

  const data = useGameListData(state, pageSize, fixedQuery, !needsSession(state) || loggedIn);

  // A new list starts at its top (spec 4: a change replaces the list).
  const identity = listIdentity(state, pageSize);
  const firstIdentity = useRef(identity);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (identity === firstIdentity.current) return;
    firstIdentity.current = identity;
    const top = topRef.current;
    if (!top) return;
    const y = top.getBoundingClientRect().top + window.scrollY;
    if (window.scrollY > y) window.scrollTo({ top: y });
  }, [identity]);

  const goLogin = useCallback(() => {
    const from: LoginRedirectState = { from: location.pathname + location.search };
    void navigate(paths.login(), { state: from });
  }, [location.pathname, location.search, navigate]);

  function selectTab(tab: Exclude<DataType, 'filter'>) {
    if ((tab === 'recent' || tab === 'fav') && !loggedIn) return goLogin();
    dispatch({ type: 'selectTab', dataType: tab });
  }

  const bar = selectBarFor(state.gameType);
  const showTabs = tabs && showsTabBar(state.gameType);
  const showVendors = bar === 'vendor' || (vendorBar && state.gameType !== null);
  const filterLabels = useFilterLabels(state.filters);
  const { games, loadMore } = data;
  const onEndReached = useCallback(() => loadMore(), [loadMore]);
  const renderTile = useCallback(
    (game: Game, i: number) => <GameTile game={game} priority={i < 6} />,
    [],
  );

  return (
    <main id="main" className={styles.main}>
      <GameListTitle />
      {lead}
      <div className={styles.toolbar}>
        <SearchBox
          value={state.search}
          onSearch={(text) => dispatch({ type: 'search', text })}
          debounceMs={timings.gameListSearchDebounceMs}
          label={t('gameList.searchLabel')}
          placeholder={t('gameList.searchPlaceholder')}
          clearLabel={t('gameList.clearSearch')}
        />
        {showTabs && (
          <GameListTabs
            current={state.dataType}
            filterOpen={filterOpen}
            onSelect={selectTab}
            onOpenFilter={() => setFilterOpen(true)}
          />
        )}
        {bar === 'classify' && showTabs && (
          <ClassifyBar
            current={state.classify}
            onSelect={(classify) => {
              if (classify === 'FAV' && !loggedIn) return goLogin();
              dispatch({ type: 'selectClassify', classify });
            }}
          />
        )}
        {showVendors && (
          <VendorBar
            gameType={state.gameType}
            current={state.vendor}
            onSelect={(vendor) => dispatch({ type: 'selectVendor', vendor })}
          />
        )}
      </div>

      <div className={styles.summary} ref={topRef}>
        <p className={styles.total} data-testid="game-list-total" data-total={data.total ?? ''}>
          {data.total !== null && t('gameList.total', { count: data.total })}
        </p>
        {!showTabs && filterButton && (
          <button
            type="button"
            className={cx(styles.filterButton, hasFilters(state.filters) && styles.tabOn)}
            aria-haspopup="dialog"
            aria-expanded={filterOpen}
            data-tab="filter"
            onClick={() => setFilterOpen(true)}
          >
            <FilterGlyph />
            {t('gameList.tabs.filter')}
          </button>
        )}
      </div>
      {filterLabels.length > 0 && (
        <p className={styles.activeFilters} data-testid="active-filters">
          <span>{t('gameList.filter.active', { list: filterLabels.join(', ') })}</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => dispatch({ type: 'clearFilters' })}
          >
            {t('gameList.filter.clear')}
          </button>
        </p>
      )}

      {needsSession(state) && !loggedIn ? (
        <div className={styles.state} data-testid="game-list-login">
          <p className={styles.stateTitle}>
            {state.dataType === 'fav'
              ? t('gameList.loginForFavourites')
              : t('gameList.loginForRecent')}
          </p>
          <button type="button" className={styles.button} onClick={goLogin}>
            {t('gameList.login')}
          </button>
        </div>
      ) : data.isLoading ? (
        <div className={styles.skeletons} role="status" aria-label={t('gameList.loading')}>
          {Array.from({ length: 9 }, (_, i) => (
            <span key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : data.isError ? (
        <div className={styles.state} role="alert" data-testid="game-list-error">
          <p>{t('gameList.loadError')}</p>
          <button type="button" className={styles.button} onClick={data.retry}>
            {t('gameList.retry')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <div className={styles.state} data-testid="game-list-empty">
          <p className={styles.stateTitle}>
            {state.dataType === 'fav'
              ? t('gameList.noFavourites')
              : state.dataType === 'recent'
                ? t('gameList.noRecent')
                : t('gameList.noGames')}
          </p>
          <p className={styles.stateHint}>
            {state.dataType === 'fav'
              ? t('gameList.noFavouritesHint')
              : state.dataType === 'recent'
                ? t('gameList.noRecentHint')
                : t('gameList.noGamesHint')}
          </p>
        </div>
      ) : (
        <VirtualGrid
          key={identity}
          items={games}
          getKey={(g) => g.nodeId}
          renderItem={renderTile}
          columns={gameListColumns}
          gap={10}
          rowGap={12}
          itemExtraHeight={tileTextHeight}
          overscan={3}
          onEndReached={onEndReached}
          label={t('games.gamesLabel')}
          className={styles.grid}
        />
      )}

      <div className={styles.footer} aria-live="polite">
        {!data.isLoading &&
          !data.isError &&
          games.length > 0 &&
          (!needsSession(state) || loggedIn) && (
            <>
              {data.isFetchingNextPage ? (
                <p className={styles.more} role="status">
                  <span className={styles.spinner} aria-hidden="true" />
                  {t('gameList.loadingMore')}
                </p>
              ) : data.isNextPageError ? (
                <div className={styles.more} role="alert">
                  <span>{t('gameList.loadError')}</span>
                  <button type="button" className={styles.button} onClick={data.retry}>
                    {t('gameList.retry')}
                  </button>
                </div>
              ) : data.hasMore ? (
                <button
                  type="button"
                  className={styles.button}
                  data-testid="game-list-load-more"
                  onClick={data.loadMore}
                >
                  {t('gameList.loadMore')}
                </button>
              ) : (
                <p className={styles.end} data-testid="game-list-end">
                  {t('gameList.end')}
                </p>
              )}
            </>
          )}
      </div>

      <FilterPanel
        open={filterOpen}
        value={state.filters}
        onClose={() => setFilterOpen(false)}
        onApply={(filters) => {
          setFilterOpen(false);
          dispatch(
            hasFilters(filters) ? { type: 'applyFilters', filters } : { type: 'clearFilters' },
          );
        }}
      />
    </main>
  );
}
