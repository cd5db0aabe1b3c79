import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useDownloadInfo } from '@/features/system/lib/use-download-info';
import { useUnreadCounts } from '@/shared/api/unread-counts';
import { cx } from '@/shared/lib/cx';
import { useHydrated } from '@/shared/lib/hydration';
import { paths } from '@/shared/lib/paths';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { selectIsLoggedIn, useSessionStore } from '@/shared/lib/session-store';
import { readFlag, storageKeys } from '@/shared/lib/storage';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { MenuIcon } from '@/shared/ui/icons/menu';
import { Logo } from '@/shared/ui/logo';
import topBar from '@/shared/ui/top-bar.module.css';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import styles from './home-header.module.css';

// Only logged-in players need the account menu (balance, panel, logout): a visitor's first
// screen does not download it.
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

/**
 * Home header (spec section 2): menu toggle and logo; logged out, Register and Login; logged in,
 * the balance with a deposit button and the avatar with the VIP label and its dropdown panel.
 * Logged in, the logo keeps only its mark so everything fits a 360 px phone.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const session = useSessionStore(selectIsLoggedIn);
  // Server-rendered (and while hydrating), the session is unknown: a player who is signed in
  // sees the account's placeholder, not Log in and Register (decision 0048).
  const hydrated = useHydrated();
  const loggedIn = hydrated ? session : readFlag(storageKeys.signedIn);
  const sideMenuOpen = useOverlayStore((s) => s.open === 'sideMenu');
  const openOverlay = useOverlayStore((s) => s.openOverlay);
  const { showHeaderButton } = useDownloadInfo();
  // The side menu holds the messages: its button shows the unread total (spec 3, Counters).
  const unread = useUnreadCounts().total;
  const unreadId = useId();
  return (
    <header className={topBar.bar} data-header="shell">
      <button
        type="button"
        className={topBar.iconButton}
        aria-label={t('common.menu')}
        aria-haspopup="dialog"
        aria-expanded={sideMenuOpen}
        aria-controls={sideMenuOpen ? 'side-menu' : undefined}
        aria-describedby={badgeDescribedBy(unread, unreadId)}
        onClick={() => openOverlay('sideMenu')}
      >
        <span className={styles.menuIcon}>
          <MenuIcon />
          <UnreadBadge
            count={unread}
            id={unreadId}
            corner
            className={styles.menuBadge}
            testId="header-unread"
          />
        </span>
      </button>
      <Link
        to={paths.home()}
        className={cx(styles.logo, loggedIn && styles.logoMark)}
        aria-label={t('app.homeLink')}
      >
        <Logo />
      </Link>
      <div className={styles.actions}>
        {showHeaderButton(true) && (
          <button
            type="button"
            className={topBar.iconButton}
            aria-label={t('header.downloadApp')}
            aria-haspopup="dialog"
            onClick={() => openOverlay('download')}
          >
            <DownloadIcon />
          </button>
        )}
        {loggedIn && !hydrated ? (
          <span className={styles.accountPlaceholder} aria-hidden="true" />
        ) : loggedIn ? (
          <Suspense fallback={<span className={styles.accountPlaceholder} aria-hidden="true" />}>
            <AccountMenu />
          </Suspense>
        ) : (
          <>
            <Link to={paths.register()} className={styles.secondary}>
              {t('common.register')}
            </Link>
            <Link to={paths.login()} className={styles.primary}>
              {t('common.login')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
