import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Game, GameListQuery, PlayableGameType } from '@app/contracts/games';
import { cx } from '@/shared/lib/cx';
import { gameListColumns, gamePageSizes } from '@/shared/lib/lobby-rules';
import { useSessionStore } from '@/shared/lib/session-store';
import { timings } from '@/shared/lib/timings';
import { useGoToLogin } from '@/shared/lib/use-go-to-login';
import { useUrlState } from '@/shared/lib/use-url-state';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { GamepadIcon } from '@/shared/ui/icons/gamepad';
import { SearchIcon } from '@/shared/ui/icons/search';
import { StarIcon } from '@/shared/ui/icons/star';
import { ListState, ListStateButton } from '@/shared/ui/list-state';
import { PagedList } from '@/shared/ui/paged-list';
import { SearchBox } from '@/shared/ui/search-box';
import { VirtualGrid } from '@/shared/ui/virtual-grid';
import {
  gameListTransition,
  gameListUrl,
  hasFilters,
  historyFor,
  listIdentity,
  needsSession,
  selectBarFor,
  showsTabBar,
  stateFromUrl,
  urlFromState,
  type DataType,
  type GameListAction,
  type GameListUrl,
  type GameListPageSetup,
} from '../lib/game-list-state';
import { ClassifyBar } from './classify-bar';
import { FilterPanel, useFilterLabels } from './filter-panel';
import { useGameListData } from './game-list-data';
import { FilterGlyph, GameListTabs } from './game-list-tabs';
import { GameTile, GameTileActionsProvider } from './game-tile';
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

/** The empty state of each kind of list. */
const emptyStates = {
  fav: { title: 'gameList.noFavourites', body: 'gameList.noFavouritesHint', Icon: StarIcon },
  recent: { title: 'gameList.noRecent', body: 'gameList.noRecentHint', Icon: ClockIcon },
  catalogue: { title: 'gameList.noGames', body: 'gameList.noGamesHint', Icon: SearchIcon },
} as const;

const emptyStateOf = (dataType: DataType) =>
  dataType === 'fav' || dataType === 'recent' ? emptyStates[dataType] : emptyStates.catalogue;

/**
 * The game list screen shared by /m/gameList, /m/hot-games, /m/slotsCenter and the category
 * pages (spec section 2): search (debounced 600 ms), tabs, the classification or vendor bar, the
 * filter panel, a virtualised grid of tiles with infinite scroll (300 px, 1 s) and a load-more
 * button, empty, error and end states. The URL is the screen's only state (type, vendor, search,
 * tab, classification, filters): reload and Back reopen the same list; a tab is pushed, the rest
 * replaced (`historyFor`).
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
  const goToLogin = useGoToLogin();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const [url, setUrl] = useUrlState(gameListUrl);
  const page: GameListPageSetup = useMemo(
    () => ({ fixedType, tabs, filterButton }),
    [fixedType, tabs, filterButton],
  );
  const state = useMemo(() => stateFromUrl(url, page), [url, page]);
  const [filterOpen, setFilterOpen] = useState(false);

  // From the URL as it is when the change happens (the search box calls after a pause).
  function change(action: GameListAction) {
    const next = (current: GameListUrl) =>
      urlFromState(gameListTransition(stateFromUrl(current, page), action), page);
    setUrl(next, { history: historyFor(action) });
  }

  const loginNeeded = needsSession(state) && !loggedIn;
  const data = useGameListData(state, pageSize, fixedQuery, !loginNeeded);

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

  function selectTab(tab: Exclude<DataType, 'filter'>) {
    if ((tab === 'recent' || tab === 'fav') && !loggedIn) return goToLogin();
    change({ type: 'selectTab', dataType: tab });
  }

  const bar = selectBarFor(state.gameType);
  const showTabs = tabs && showsTabBar(state.gameType);
  const showVendors = bar === 'vendor' || (vendorBar && state.gameType !== null);
  const filterLabels = useFilterLabels(state.filters);
  const renderTile = useCallback(
    // The first row at phone width (the page's largest image is one of them): eager and first;
    // the next rows load lazily after them, not beside them (issue 19, LCP).
    (game: Game, i: number) => <GameTile game={game} priority={i < 3} />,
    [],
  );
  const empty = emptyStateOf(state.dataType);

  return (
    <main id="main" className={styles.main}>
      <GameListTitle />
      {lead}
      <div className={styles.toolbar}>
        <SearchBox
          value={state.search}
          onSearch={(text) => change({ type: 'search', text })}
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
              if (classify === 'FAV' && !loggedIn) return goToLogin();
              change({ type: 'selectClassify', classify });
            }}
          />
        )}
        {showVendors && (
          <VendorBar
            gameType={state.gameType}
            current={state.vendor}
            onSelect={(vendor) => change({ type: 'selectVendor', vendor })}
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
            onClick={() => change({ type: 'clearFilters' })}
          >
            {t('gameList.filter.clear')}
          </button>
        </p>
      )}

      {loginNeeded ? (
        <ListState
          testId="game-list-login"
          icon={state.dataType === 'fav' ? <StarIcon size={32} /> : <ClockIcon size={32} />}
          title={
            state.dataType === 'fav'
              ? t('gameList.loginForFavourites')
              : t('gameList.loginForRecent')
          }
          action={
            <ListStateButton onClick={() => goToLogin()}>{t('gameList.login')}</ListStateButton>
          }
        />
      ) : (
        <PagedList
          source={data}
          testId="game-list"
          skeleton={<GameTileSkeletons />}
          errorIcon={<GamepadIcon size={32} />}
          empty={{ title: t(empty.title), body: t(empty.body), icon: <empty.Icon size={32} /> }}
          labels={{
            loading: t('gameList.loading'),
            loadError: t('gameList.loadError'),
            retry: t('gameList.retry'),
            loadMore: t('gameList.loadMore'),
            loadingMore: t('gameList.loadingMore'),
            end: t('gameList.end'),
          }}
          scrollLoad="list"
          renderList={(games, onEndReached) => (
            <GameTileActionsProvider>
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
            </GameTileActionsProvider>
          )}
        />
      )}

      <FilterPanel
        open={filterOpen}
        value={state.filters}
        onClose={() => setFilterOpen(false)}
        onApply={(filters) => {
          setFilterOpen(false);
          change({ type: 'applyFilters', filters });
        }}
      />
    </main>
  );
}

/** Tile-shaped placeholders (three columns) while the first page loads. */
function GameTileSkeletons() {
  return (
    <div className={styles.skeletons}>
      {Array.from({ length: 9 }, (_, i) => (
        <span key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}
