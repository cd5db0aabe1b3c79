import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { gamesOfPage, type PlayableGameType } from '@app/contracts/game-constants';
import type { GameCategory, GameCategorySetting } from '@app/contracts/system';
import {
  gamePageSizes,
  previewPlan,
  showsVendorList,
  sportsVendors,
} from '@/shared/lib/lobby-rules';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { timings } from '@/shared/lib/timings';
import { NearViewport } from '@/shared/ui/near-viewport';
import { useFavouriteListInfinite } from '../api/get-favourite-list';
import { useHotGames } from '../api/get-hot-games';
import { notifyLoginNeeded } from '../api/toggle-favourite';
import { GameGrid } from './game-grid';
import { GameTileActionsProvider } from './game-tile';
import { GameRow } from './game-row';
import { GameTypeCarousel } from './game-type-carousel';
import { LotteryBanners } from './home-banners';
import {
  allVendorCodes,
  isPlayableType,
  useVendorDirectory,
  vendorCards,
  type VendorCard,
} from './home-vendors';
import { TileSkeletons } from './home-skeletons';
import { HotGamesStrip } from './hot-games-strip';
import { VendorList } from './vendor-list';
import { VendorStrip } from './vendor-strip';
import section from './home-section.module.css';
import styles from './home-category-view.module.css';

type Settings = readonly GameCategorySetting[];

const vendorsOf = (categories: Settings, category: GameCategory): string[] =>
  categories.find((c) => c.gameCategory === category)?.vendors ?? [];

/**
 * The vendor codes a vendor-list category shows. SPORTS and ESPORTS follow spec 9 (esports are
 * the sports list filtered to the esport vendors; sports drop those and keep 8); the others list
 * their configured vendors.
 */
export function vendorCodesFor(categories: Settings, category: GameCategory): string[] {
  if (category === 'SPORTS' || category === 'ESPORTS') {
    const esports = vendorsOf(categories, 'ESPORTS');
    const sportsList = [...new Set([...vendorsOf(categories, 'SPORTS'), ...esports])];
    return sportsVendors(sportsList, esports, category);
  }
  return vendorsOf(categories, category);
}

function useCategoryVendors(categories: Settings, category: GameCategory) {
  const { known, loading } = useVendorDirectory();
  const type = isPlayableType(category) ? category : undefined;
  return { vendors: vendorCards(vendorCodesFor(categories, category), type, known), loading };
}

function VendorListBlock({
  categories,
  category,
  headingLevel,
}: {
  categories: Settings;
  category: GameCategory;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const { vendors, loading } = useCategoryVendors(categories, category);
  return (
    <VendorList
      vendors={vendors}
      loading={loading}
      headingLevel={headingLevel}
      title={t(`categories.${category}`)}
    />
  );
}

/** A rough block height for below-the-fold placeholders (a title and a row of tiles). */
const blockMinHeight = 200;

/**
 * HOME (spec 2): the vendor banner (every vendor's logo, each opening its games), the hot games
 * strip, then a block per category in order: lottery, sports, esports and cockfighting show a
 * vendor list, the other types their game-type carousel; the first 3 RNG, 2 FISH and 1 LIVE
 * vendors add a preview row (pageSize 9) whose requests start 400 ms apart.
 */
function HomeView({ categories }: { categories: Settings }) {
  const { t } = useTranslation();
  const { known, loading } = useVendorDirectory();
  const banner: VendorCard[] = allVendorCodes(categories).flatMap(({ code, gameType }) =>
    vendorCards([code], gameType, known),
  );
  const plan = previewPlan(categories, timings.previewRequestDelayMs);
  return (
    <>
      <VendorStrip vendors={banner} title={t('lobby.providers')} loading={loading} />
      <HotGamesStrip home />
      {categories.map((c, index) => {
        const category = c.gameCategory;
        const block = showsVendorList(category) ? (
          <VendorListBlock categories={categories} category={category} headingLevel={3} />
        ) : isPlayableType(category) ? (
          <>
            <GameTypeCarousel gameType={category} />
            {plan
              .filter((p) => p.gameType === category)
              .map((p) => (
                <GameRow
                  key={p.vendor}
                  gameType={category}
                  vendor={
                    vendorCards([p.vendor], category, known)[0] ?? {
                      code: p.vendor,
                      name: p.vendor,
                      icon: '',
                      gameType: category,
                    }
                  }
                  showTitle
                  delayMs={p.delayMs}
                />
              ))}
          </>
        ) : null;
        if (!block) return null;
        // The first block is on the first screen; the rest load when scrolled near.
        return (
          <div key={category} data-testid="home-block" data-category={category}>
            {index === 0 ? block : <NearViewport minHeight={blockMinHeight}>{block}</NearViewport>}
          </div>
        );
      })}
    </>
  );
}

/** HOT: the hot games, with a link to the hot games page. */
function HotView() {
  const { t } = useTranslation();
  const { data, isPending } = useHotGames({});
  return (
    <section className={section.section} data-testid="hot-view">
      <div className={section.head}>
        <h2 className={section.title}>{t('lobby.hotGames')}</h2>
        <Link to={paths.hotGames()} className={section.more}>
          {t('lobby.seeAll')}
        </Link>
      </div>
      {!data && isPending ? (
        <TileSkeletons count={6} />
      ) : (data ?? []).length === 0 ? (
        <p className={section.empty}>{t('lobby.noGames')}</p>
      ) : (
        <GameGrid games={data ?? []} priorityCount={6} label={t('lobby.hotGames')} />
      )}
    </section>
  );
}

/**
 * FAV (spec 2, "Favourites screen"): the favourites with load-more (pages of 30) and a
 * more-games link to /m/gameList with the FAV category. A guest gets the 2 s info toast and a
 * login prompt.
 */
function FavView() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useFavouriteListInfinite({ pageSize: gamePageSizes.favouritesView });

  useEffect(() => {
    if (!loggedIn) notifyLoginNeeded();
  }, [loggedIn]);

  const heading = <h2 className={section.title}>{t('lobby.favouritesTitle')}</h2>;
  if (!loggedIn)
    return (
      <section className={section.section} data-testid="fav-view">
        <div className={section.head}>{heading}</div>
        <div className={styles.prompt}>
          <p>{t('lobby.favLoginPrompt')}</p>
          <Link to={paths.login()} className={styles.primary}>
            {t('lobby.login')}
          </Link>
        </div>
      </section>
    );

  const games = (data?.pages ?? []).flatMap((page) => gamesOfPage(page));
  return (
    <section className={section.section} data-testid="fav-view">
      <div className={section.head}>
        {heading}
        <Link to={paths.gameList({ gameType: 'FAV' })} className={section.more}>
          {t('lobby.moreGames')}
        </Link>
      </div>
      {isPending ? (
        <TileSkeletons count={6} />
      ) : games.length === 0 ? (
        <p className={section.empty}>{t('lobby.noFavourites')}</p>
      ) : (
        <GameGrid games={games} label={t('lobby.favouritesTitle')} />
      )}
      {hasNextPage && (
        <button
          type="button"
          className={styles.loadMore}
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('lobby.loadMore')}
        </button>
      )}
    </section>
  );
}

/** RNG, LIVE, FISH, PVP, COCKFIGHT, INHOUSE: hot strip as a plain grid, vendor strip, a row per vendor. */
function VendorCategoryView({
  categories,
  gameType,
}: {
  categories: Settings;
  gameType: PlayableGameType;
}) {
  const { t } = useTranslation();
  const { vendors, loading } = useCategoryVendors(categories, gameType);
  return (
    <>
      <HotGamesStrip gameType={gameType} home={false} />
      <VendorStrip
        vendors={vendors}
        loading={loading}
        title={t('lobby.categoryProviders', { category: t(`categories.${gameType}`) })}
      />
      {vendors.map((vendor, i) => (
        <div key={vendor.code} data-testid="home-block" data-vendor={vendor.code}>
          {i < 2 ? (
            <GameRow gameType={gameType} vendor={vendor} showTitle />
          ) : (
            <NearViewport minHeight={blockMinHeight}>
              <GameRow gameType={gameType} vendor={vendor} showTitle />
            </NearViewport>
          )}
        </div>
      ))}
    </>
  );
}

/**
 * Spec 2: "HOT, FAV, SPORTS, ESPORTS, LOTT and ELOTT have dedicated views" — the last four are
 * vendor lists. COCKFIGHT is a vendor list as a HOME block only; its view is the generic one.
 */
const hasVendorListView = (category: GameCategory): boolean =>
  showsVendorList(category) && category !== 'COCKFIGHT';

/** The view of the current lobby category (spec 2: HOME, HOT, FAV and one per category). */
export function HomeCategoryView({
  category,
  categories,
}: {
  category: GameCategory;
  categories: Settings;
}) {
  let view;
  if (category === 'HOT') view = <HotView />;
  else if (category === 'FAV') view = <FavView />;
  else if (hasVendorListView(category))
    view = (
      <>
        {(category === 'LOTT' || category === 'ELOTT') && (
          <div className={styles.banners}>
            <LotteryBanners />
          </div>
        )}
        <VendorListBlock categories={categories} category={category} headingLevel={2} />
      </>
    );
  else if (isPlayableType(category))
    view = <VendorCategoryView categories={categories} gameType={category} />;
  else view = <HomeView categories={categories} />;
  // One set of tile actions (launch, favourite toggle, favourite ids) for every tile of the view,
  // not one per tile: home mounts about 40 tiles with its first screen and previews (issue 19).
  return (
    <div className={styles.view} data-testid="category-view" data-category={category}>
      <GameTileActionsProvider>{view}</GameTileActionsProvider>
    </div>
  );
}
