import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { matchRouteId } from '@/shared/lib/layout-rules';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { usePromotionDotSync } from '@/shared/api/promotion-dot';
import { useUnreadCounts } from '@/shared/api/unread-counts';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { paths, type RouteId } from '@/shared/lib/paths';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import { affiliateClickTarget } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { HeadsetIcon } from '@/shared/ui/icons/headset';
import { HomeIcon } from '@/shared/ui/icons/home';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { UserIcon } from '@/shared/ui/icons/user';
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
 * follows the affiliate click rule (shared/lib/roles.ts). The unclaimed-promotion dot reads
 * promotion-dot-store.
 */
export function FooterMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routeId = matchRouteId(pathname);
  const active = routeId ? activeFor[routeId] : undefined;
  const session = useSessionStore((s) => s.session);
  const { data: settings } = useConsolidatedSettings();
  // Spec section 4, affiliate click: login, agent registration, invite friends or coming soon.
  const invite = affiliateClickTarget(session, settings?.promos.REFERRAL.enabled ?? false);
  // Asked once the page is idle, for real-money members only (shared/api/promotion-dot.ts).
  usePromotionDotSync();
  const hasUnclaimed = usePromotionDotStore((s) => s.hasUnclaimed);
  const serviceOpen = useOverlayStore((s) => s.open === 'service');
  const openOverlay = useOverlayStore((s) => s.openOverlay);
  // The member centre holds the messages: its tab shows the unread total (spec 3, Counters).
  const unread = useUnreadCounts().total;
  const unreadId = useId();

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
          <Link
            to={invite.kind === 'navigate' ? invite.to : paths.inviteFriends()}
            {...item('invite')}
            onClick={(event) => {
              if (invite.kind !== 'comingSoon') return;
              event.preventDefault();
              showToast({ message: t('common.comingSoon'), durationMs: toastDurations.comingSoon });
            }}
          >
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
          <Link
            to={paths.memberHome()}
            {...item('member')}
            aria-describedby={badgeDescribedBy(unread, unreadId)}
          >
            <span className={styles.iconWrap}>
              <UserIcon />
              <UnreadBadge count={unread} id={unreadId} corner testId="footer-unread" />
            </span>
            <span className={styles.label}>{t('nav.member')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
