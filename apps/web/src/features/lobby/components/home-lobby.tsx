import { lazy, Suspense, useEffect, useRef } from 'react';
import type { GameCategory, GameCategorySetting } from '@app/contracts/system';
import { useCategoryStore } from '@/shared/lib/category-store';
import { NearViewport } from '@/shared/ui/near-viewport';
import { CategoryMenu } from './category-menu';
import { HomeBanners, HomeInviteBanner } from './home-banners';
import { HomeSearch } from './home-search';
import { NoticeTicker } from './notice-ticker';
import styles from './home-lobby.module.css';

/** The category view's code (home's first screen: app/routes/home-route.tsx loads it early). */
export const loadCategoryView = () => import('./home-category-view');

// The category views and the winner board are chunks of their own, fetched as soon as the lobby
// renders (views) or when the board scrolls near (winners).
const HomeCategoryView = lazy(() =>
  loadCategoryView().then((m) => ({ default: m.HomeCategoryView })),
);
const WinnerBoard = lazy(() => import('./winner-board').then((m) => ({ default: m.WinnerBoard })));

/**
 * The menu's entries: HOME (also in the side menu; the way back from the other views), HOT, FAV
 * (the favourites view has no other entry), then the server's vendor categories in the spec's
 * order (decision 0022).
 */
export function menuCategories(categories: readonly GameCategorySetting[]): GameCategory[] {
  return ['HOME', 'HOT', 'FAV', ...categories.map((c) => c.gameCategory)];
}

/** The winner board's height (title and five rows), held until it renders. */
const winnerBoardHeight = 340;

/** The height covered by the sticky header and category menu. */
function stickyOffset(): number {
  const menu = document.querySelector<HTMLElement>('[data-sticky-menu]');
  return menu ? menu.getBoundingClientRect().bottom : 0;
}

/**
 * The home lobby (spec 2, Home content; inside home's "Game lobby" section): the lottery group's closable invite banner, the home
 * banner group, the notice ticker, search and deposit, the category menu, the current category's
 * view and the winner board. `categories` are the consolidated settings' vendor categories,
 * already sorted.
 */
export function HomeLobby({
  categories,
  settingsLoaded,
  currencySymbol,
}: {
  categories: readonly GameCategorySetting[];
  settingsLoaded: boolean;
  currencySymbol: string;
}) {
  const current = useCategoryStore((s) => s.current);
  const viewTop = useRef<HTMLDivElement>(null);
  const shown = useRef(current);

  // A category chosen while scrolled down (sticky menu, side menu, footer) shows its view from
  // the start, just under the sticky menu.
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const anchor = viewTop.current;
    if (!anchor) return;
    const top = anchor.getBoundingClientRect().top + window.scrollY - stickyOffset();
    if (window.scrollY > top) window.scrollTo({ top, behavior: 'auto' });
  }, [current]);
  return (
    <div className={styles.lobby}>
      <HomeInviteBanner />
      <HomeBanners />
      <NoticeTicker />
      <HomeSearch />
      <CategoryMenu categories={menuCategories(categories)} />
      <div ref={viewTop} />
      <Suspense fallback={<div className={styles.viewPlaceholder} aria-hidden="true" />}>
        {settingsLoaded ? (
          <>
            <HomeCategoryView key={current} category={current} categories={categories} />
            {/* Placed once the view is (its placeholder would bring the board near the
                viewport, and its chunk into the first load: docs/decisions/0026). Its own
                boundary: the board's chunk loading must not hide the view above. */}
            <NearViewport minHeight={winnerBoardHeight}>
              <Suspense
                fallback={<div style={{ minHeight: winnerBoardHeight }} aria-hidden="true" />}
              >
                <WinnerBoard currencySymbol={currencySymbol} />
              </Suspense>
            </NearViewport>
          </>
        ) : (
          <div className={styles.viewPlaceholder} aria-hidden="true" />
        )}
      </Suspense>
    </div>
  );
}
