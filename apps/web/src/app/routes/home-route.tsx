import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { HomeFooter } from '@/features/system/components/home-footer';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { HomeLobbySkeleton } from '@/features/lobby/components/home-lobby-skeleton';
import { useSessionRenewal } from '@/shared/api/renew-session';
import { vendorCategories } from '@/shared/lib/game-categories';
import { useIdle } from '@/shared/lib/when-idle';

// The lobby is its own chunk: the home first load stays within its JS budget, and the skeleton
// holds the lobby's first-screen space until it arrives (no layout shift).
const loadHomeLobby = () => import('@/features/lobby/components/home-lobby');
const HomeLobby = lazy(() => loadHomeLobby().then((m) => ({ default: m.HomeLobby })));

/**
 * The code of home's first screen: the lobby and its category view, each lazy inside the page.
 * main.tsx loads it before hydrating a server-rendered home, so React hydrates them in one pass
 * with the page around them. Otherwise the page took over (no longer inert) while the lobby was
 * still the server's bare HTML: a tap there did nothing, and text typed into the search was not
 * React's (decision 0048, "Hydrating home's lobby").
 */
export function loadHomeFirstScreen(): Promise<unknown> {
  return loadHomeLobby().then((m) => m.loadCategoryView());
}

// The announcement popup (spec section 2): its own chunk, fetched only once home has loaded and
// gone idle, so it never competes with home's first paint. Its strings are in the catalogue's
// core part (i18n-parts.ts): it needs no other catalogue chunk (decision 0047).
const AnnouncementPopup = lazy(() =>
  import('@/features/announcements/components/announcement-popup').then((m) => ({
    default: m.AnnouncementPopup,
  })),
);

/**
 * The popup's gate: a component of its own, so the idle moment re-renders only it. Were it
 * HomeRoute's state, that render would reach the lobby's Suspense boundary, and an update that
 * reaches a boundary still waiting for its chunk to hydrate makes React throw the server's HTML
 * away and render the skeleton, then the lobby, again (decision 0048, "Hydrating home's lobby").
 */
function AnnouncementPopupWhenIdle() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup />
    </Suspense>
  );
}

/** Home (/m/home): the game lobby and the home footer. The shell renders the top banner and home
 * header around it. The lobby's categories come from the consolidated settings (sorted by the
 * spec's order rules). Logged in, home renews the session (spec section 7). The announcement
 * popup shows here only, as in the original (spec section 2), once the page is idle. */
export function HomeRoute() {
  const { t } = useTranslation();
  useSessionRenewal();
  const { data: settings } = useConsolidatedSettings();
  // The same element while the settings are: a render of this route for another reason (a
  // signed-in player's session filling in after hydration, the language) is not an update of
  // the lobby's boundary (see above).
  const lobby = useMemo(
    () => (
      <Suspense fallback={<HomeLobbySkeleton />}>
        <HomeLobby
          categories={vendorCategories(settings?.gameCategories ?? [])}
          settingsLoaded={settings !== undefined}
          currencySymbol={settings?.currency.symbol ?? '$'}
        />
      </Suspense>
    ),
    [settings],
  );
  return (
    <main id="main">
      <h1 className="visually-hidden">{t('app.name')}</h1>
      <section aria-labelledby="lobby-title" data-testid="home-lobby">
        <h2 id="lobby-title" className="visually-hidden">
          {t('home.lobbyTitle')}
        </h2>
        {lobby}
      </section>
      <HomeFooter />
      <AnnouncementPopupWhenIdle />
    </main>
  );
}
