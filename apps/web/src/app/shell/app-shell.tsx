import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { DownloadBar } from '@/features/system/components/download-bar';
import { catalogueComplete } from '@/shared/i18n/i18n';
import { settleStaleFrameEntries, useGameFrameStore } from '@/shared/lib/game-frame-store';
import { ServerHtmlTakenOver } from '@/shared/lib/hydration';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { useOnline } from '@/shared/lib/online';
import { useOverlayStore, type Overlay } from '@/shared/lib/overlay-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { useScrollRestoration } from '@/shared/lib/use-scroll-restoration';
import { BackHeader } from '@/shared/ui/back-header';
import { showToast, ToastHost } from '@/shared/ui/toast';
import { RouteErrorBoundary } from '../route-error';
import styles from './app-shell.module.css';
import { ContractPromptAfterLogin } from './contract-prompt-after-login';
import { FooterMenu } from './footer-menu';
import { HomeHeader } from './home-header';
import { SaferGamblingIntroAfterRegistration } from './safer-gambling-intro-after-registration';

/** A lazy overlay, loaded with the rest of the language's catalogue (shared/i18n/i18n.ts). */
function overlay<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), catalogueComplete()]).then(([Component]) => ({ default: Component })),
  );
}

// Overlays are fetched the first time they open, keeping them out of the home first load.
const SideMenu = overlay(() => import('./side-menu').then((m) => m.SideMenu));
const ServicePopup = overlay(() =>
  import('@/features/system/components/service-popup').then((m) => m.ServicePopup),
);
const DownloadPopup = overlay(() =>
  import('@/features/system/components/download-popup').then((m) => m.DownloadPopup),
);
// Shown in place of the page while offline (decision 0045): precached with the shell.
const OfflinePage = lazy(() =>
  import('@/features/system/components/offline-page').then((m) => ({ default: m.OfflinePage })),
);
// The launched game's full-screen layer: its own chunk, fetched on the first launch.
const GameFrame = overlay(() =>
  import('@/features/lobby/components/game-frame').then((m) => m.GameFrame),
);

/** The layout shell: top banner, top bar, page, footer menu and overlays, per the layout rules. */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const open = useOverlayStore((s) => s.open);
  const closeOverlay = useOverlayStore((s) => s.closeOverlay);
  useScrollRestoration();
  const lastEnd = useSessionStore((s) => s.lastEnd);
  const gameOpen = useGameFrameStore((s) => s.game !== null);
  const online = useOnline();
  // Offline, the offline screen stands in for the page. A page shown before keeps its state
  // (hidden, e.g. a half-filled form) and comes back with the network; a visit that starts
  // offline mounts no page (its screen's chunk and data would only fail) until then.
  const [pageMounted, setPageMounted] = useState(online);
  if (online && !pageMounted) setPageMounted(true);

  const [loaded, setLoaded] = useState<Partial<Record<Overlay, true>>>({});
  if (open && !loaded[open]) setLoaded({ ...loaded, [open]: true });

  // The server ended the session (SESSION_EXPIRED): say so once; the guard then sends the player
  // from a protected screen to /m/login.
  useEffect(() => {
    if (lastEnd?.reason === 'expired')
      showToast({
        message: t('errors.sessionExpired'),
        kind: 'error',
        durationMs: toastDurations.short,
      });
  }, [lastEnd, t]);

  // A game frame's history entry left behind (reload, Forward) is never a dead Back press.
  useEffect(() => settleStaleFrameEntries(), []);

  // Spec section 2: the service popup (and any other overlay) closes on route change.
  useEffect(() => {
    closeOverlay();
  }, [pathname, closeOverlay]);

  return (
    <div className={styles.shell} data-footer-menu={rule.footerMenu}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      {rule.topBanner && <DownloadBar />}
      {rule.header === 'shell' &&
        (rule.topBar === 'logo' ? <HomeHeader /> : <BackHeader variant="shell" />)}
      {!online && (
        <Suspense fallback={null}>
          <OfflinePage />
        </Suspense>
      )}
      {pageMounted && (
        <div className={online ? styles.page : styles.pageHidden}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
              <ServerHtmlTakenOver />
            </Suspense>
          </RouteErrorBoundary>
        </div>
      )}
      {rule.footerMenu && <FooterMenu />}
      <Suspense fallback={null}>
        {loaded.sideMenu && <SideMenu />}
        {loaded.service && <ServicePopup />}
        {loaded.download && <DownloadPopup />}
        {gameOpen && <GameFrame />}
      </Suspense>
      <ContractPromptAfterLogin />
      <SaferGamblingIntroAfterRegistration />
      <ToastHost />
    </div>
  );
}
