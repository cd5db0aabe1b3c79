import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { matchRouteId } from '@/shared/lib/layout-rules';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { paths, type RouteId } from '@/shared/lib/paths';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import { selectIsLoggedIn, useSessionStore } from '@/shared/lib/session-store';
import { GiftIcon, HeadsetIcon, HomeIcon, InviteIcon, UserIcon } from '@/shared/ui/icons';
import { cx } from '@/shared/lib/cx';
import styles from './footer-menu.module.css';

const activeFor: Partial<Record<RouteId, 'promotion' | 'invite' | 'home' | 'member'>> = {
  activity: 'promotion',
  inviteFriends: 'invite',
  home: 'home',
  memberHome: 'member',
};

/**
 * Footer menu (spec section 2): promotion, invite, home, customer service, member centre. Invite
 * goes to login for visitors. The unclaimed-promotion dot reads promotion-dot-store.
 */
export function FooterMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routeId = matchRouteId(pathname);
  const active = routeId ? activeFor[routeId] : undefined;
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const hasUnclaimed = usePromotionDotStore((s) => s.hasUnclaimed);
  const serviceOpen = useOverlayStore((s) => s.open === 'service');
  const openOverlay = useOverlayStore((s) => s.openOverlay);

  const item = (key: 'promotion' | 'invite' | 'home' | 'member') => ({
    className: cx(styles.item, key === 'home' && styles.home),
    'aria-current': active === key ? ('page' as const) : undefined,
  });

  return (
    <nav className={styles.footer} aria-label={t('nav.footerMenu')}>
      <ul className={styles.list}>
        <li>
          <Link to={paths.activity()} {...item('promotion')}>
            <span className={styles.iconWrap}>
              <GiftIcon />
              {hasUnclaimed && <span className={styles.dot} data-testid="promotion-dot" />}
            </span>
            <span className={styles.label}>{t('nav.promotion')}</span>
            {hasUnclaimed && (
              <span className="visually-hidden">{t('nav.unclaimedPromotions')}</span>
            )}
          </Link>
        </li>
        <li>
          <Link to={loggedIn ? paths.inviteFriends() : paths.login()} {...item('invite')}>
            <InviteIcon />
            <span className={styles.label}>{t('nav.invite')}</span>
          </Link>
        </li>
        <li>
          <Link to={paths.home()} {...item('home')}>
            <span className={styles.homeIcon}>
              <HomeIcon />
            </span>
            <span className={styles.label}>{t('nav.home')}</span>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-haspopup="dialog"
            aria-expanded={serviceOpen}
            onClick={() => openOverlay('service')}
          >
            <HeadsetIcon />
            <span className={styles.label}>{t('nav.service')}</span>
          </button>
        </li>
        <li>
          <Link to={paths.memberHome()} {...item('member')}>
            <UserIcon />
            <span className={styles.label}>{t('nav.member')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
