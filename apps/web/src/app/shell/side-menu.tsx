import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Language } from '@app/contracts/languages';
import type { GameCategory } from '@app/contracts/system';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useSystemStatus } from '@/shared/api/get-status';
import { useUnreadCounts } from '@/shared/api/unread-counts';
import { useDownloadInfo } from '@/features/system/lib/use-download-info';
import { requestLanguage, useLanguageStore } from '@/shared/i18n/i18n';
import { languageNames, supportedLanguages } from '@/shared/i18n/languages';
import { useCategoryStore } from '@/shared/lib/category-store';
import { cx } from '@/shared/lib/cx';
import { vendorCategories } from '@/shared/lib/game-categories';
import { matchRouteId } from '@/shared/lib/layout-rules';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { paths } from '@/shared/lib/paths';
import { affiliateClickTarget, showsReferralEntry, showsVipEntry } from '@/shared/lib/roles';
import { selectIsLoggedIn, useSessionStore } from '@/shared/lib/session-store';
import { BannerGroup } from '@/shared/ui/banner-group';
import { LogoutConfirm } from '@/shared/ui/logout-confirm';
import { useThemeStore } from '@/shared/lib/theme-store';
import { SocialLinks, hasSocialLinks } from '@/shared/ui/social-links';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { CrownIcon } from '@/shared/ui/icons/crown';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { LifeBuoyIcon } from '@/shared/ui/icons/life-buoy';
import { LogOutIcon } from '@/shared/ui/icons/log-out';
import { MailIcon } from '@/shared/ui/icons/mail';
import { MoonIcon } from '@/shared/ui/icons/moon';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { SunIcon } from '@/shared/ui/icons/sun';
import { TicketIcon } from '@/shared/ui/icons/ticket';
import { UserIcon } from '@/shared/ui/icons/user';
import { Logo } from '@/shared/ui/logo';
import { CloseButton } from '@/shared/ui/close-button';
import { Overlay } from '@/shared/ui/overlay';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import { LanguageFlag } from './language-flag';
import { MemberSummary } from './member-summary';
import styles from './side-menu.module.css';

type Entry = {
  key: string;
  label: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
  /** An unread count (platform messages: the total of spec 3's counters). */
  count?: number;
};

/**
 * Side menu (spec section 2, "Side menu"), a modal dialog named "Menu": the user summary (or
 * login and register for visitors), entries by flags and roles (shared/lib/roles.ts), the
 * m_leftmenu banner group, categories, app download, language, theme, channels and sign out.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = useOverlayStore((s) => s.open === 'sideMenu');
  const openOverlay = useOverlayStore((s) => s.openOverlay);
  const close = useOverlayStore((s) => s.closeOverlay);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const session = useSessionStore((s) => s.session);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const language = useLanguageStore((s) => s.language);
  const [chosen, setChosen] = useState<Language | null>(null);
  const currentCategory = useCategoryStore((s) => s.current);
  const setCategory = useCategoryStore((s) => s.setCurrent);
  const { data: status } = useSystemStatus();
  const { data: settings } = useConsolidatedSettings();
  const { options } = useDownloadInfo();
  const { data: member } = useMemberInfo();
  const titleId = useId();
  const badgeId = useId();
  const unread = useUnreadCounts();

  const whitelabel = status?.info.whitelabel ?? {};
  const referralEnabled = settings?.promos.REFERRAL.enabled ?? false;
  const affiliate = affiliateClickTarget(session, referralEnabled);

  const entries: Entry[] = [
    { key: 'myAccount', label: t('sideMenu.myAccount'), to: paths.myAccount(), Icon: UserIcon },
    ...(whitelabel.TRANSBETREPMEM3
      ? [
          {
            key: 'betRecord',
            label: t('sideMenu.betRecord'),
            to: paths.gameRecord(),
            Icon: ReceiptIcon,
          },
        ]
      : []),
    ...(showsVipEntry(loggedIn, member?.vip === true)
      ? [{ key: 'vip', label: t('sideMenu.vipBonus'), to: paths.memberBenefits(), Icon: CrownIcon }]
      : []),
    // Spec section 4, affiliate click: login, agent registration or invite friends. (The
    // coming-soon case cannot arise here: without REFERRAL the entry is hidden for members.)
    ...(showsReferralEntry(loggedIn, referralEnabled) && affiliate.kind === 'navigate'
      ? [{ key: 'refer', label: t('sideMenu.referEarn'), to: affiliate.to, Icon: InviteIcon }]
      : []),
    {
      key: 'bonusBets',
      label: t('sideMenu.bonusBets'),
      to: paths.rewardCenter(),
      Icon: TicketIcon,
    },
    { key: 'promotions', label: t('sideMenu.promotions'), to: paths.activity(), Icon: GiftIcon },
    {
      key: 'messages',
      label: t('sideMenu.platformMessages'),
      to: paths.message(),
      Icon: MailIcon,
      count: unread.total,
    },
    // Issue 18: guests too (the screen shows where help is and asks them to log in for the tools).
    {
      key: 'saferGambling',
      label: t('sideMenu.saferGambling'),
      to: paths.saferGambling(),
      Icon: LifeBuoyIcon,
    },
  ];

  const categories: GameCategory[] = [
    'HOME',
    ...vendorCategories(settings?.gameCategories ?? []).map((c) => c.gameCategory),
    'PROMO',
  ];
  const onHome = matchRouteId(pathname) === 'home';

  function selectCategory(category: GameCategory) {
    close();
    if (category === 'PROMO') {
      void navigate(paths.activity());
      return;
    }
    setCategory(category);
    if (!onHome) void navigate(paths.home());
  }

  function chooseLanguage(next: Language) {
    setChosen(next);
    requestLanguage(next);
  }

  const selectedLanguage = chosen ?? language;

  return (
    <Overlay open={open} onClose={close} labelledBy={titleId} variant="drawer" id="side-menu">
      <h2 id={titleId} className="visually-hidden">
        {t('common.menu')}
      </h2>
      <div className={styles.top}>
        <Logo />
        <CloseButton onClick={close} />
      </div>

      {loggedIn ? (
        <MemberSummary />
      ) : (
        <section className={styles.guest}>
          <p className={styles.welcome}>{t('sideMenu.welcome')}</p>
          <p className={styles.hint}>{t('sideMenu.guestHint')}</p>
          <div className={styles.authButtons}>
            <Link to={paths.login()} className={styles.primary} onClick={close}>
              {t('common.login')}
            </Link>
            <Link to={paths.register()} className={styles.secondary} onClick={close}>
              {t('common.register')}
            </Link>
          </div>
        </section>
      )}

      <BannerGroup group="m_leftmenu" className={styles.banners} />

      <ul className={styles.entries}>
        {entries.map(({ key, label, to, Icon, count = 0 }) => (
          <li key={key}>
            <Link
              to={to}
              className={styles.entry}
              onClick={close}
              aria-describedby={badgeDescribedBy(count, badgeId)}
            >
              <Icon size={20} />
              <span>{label}</span>
              <UnreadBadge
                count={count}
                id={badgeId}
                testId="side-menu-unread"
                className={styles.count}
              />
              <ChevronRightIcon size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
        {options.length > 0 && (
          <li>
            <button
              type="button"
              className={styles.entry}
              aria-haspopup="dialog"
              onClick={() => openOverlay('download')}
            >
              <DownloadIcon size={20} />
              <span>{t('sideMenu.appDownload')}</span>
              <ChevronRightIcon size={18} className={styles.chevron} />
            </button>
          </li>
        )}
      </ul>

      <section className={styles.section} aria-labelledby="side-menu-categories">
        <h2 id="side-menu-categories" className={styles.sectionTitle}>
          {t('sideMenu.categories')}
        </h2>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category}>
              <button
                type="button"
                className={styles.category}
                aria-pressed={category !== 'PROMO' && onHome && currentCategory === category}
                onClick={() => selectCategory(category)}
              >
                {t(`categories.${category}`)}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="side-menu-language">
        <h2 id="side-menu-language" className={styles.sectionTitle}>
          {t('sideMenu.language')}
        </h2>
        <ul className={styles.languages}>
          {supportedLanguages.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={styles.language}
                aria-pressed={selectedLanguage === code}
                onClick={() => chooseLanguage(code)}
              >
                <LanguageFlag code={code} className={styles.flag} />
                <span lang={code}>{languageNames[code]}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section}>
        <button
          type="button"
          role="switch"
          aria-checked={theme === 'light'}
          className={styles.themeSwitch}
          onClick={toggleTheme}
        >
          {theme === 'light' ? <SunIcon size={20} /> : <MoonIcon size={20} />}
          <span className={styles.themeLabel}>{t('sideMenu.lightTheme')}</span>
          <span className={cx(styles.track, theme === 'light' && styles.on)} aria-hidden="true" />
        </button>
      </section>

      {hasSocialLinks(status?.info.resources) && (
        <section className={styles.section} aria-labelledby="side-menu-channels">
          <h2 id="side-menu-channels" className={styles.sectionTitle}>
            {t('sideMenu.channels')}
          </h2>
          <SocialLinks resources={status?.info.resources} />
        </section>
      )}

      {loggedIn && (
        <button
          type="button"
          className={cx(styles.entry, styles.signOut)}
          onClick={() => setConfirmingLogout(true)}
        >
          <LogOutIcon size={20} />
          <span>{t('sideMenu.signOut')}</span>
        </button>
      )}
      <LogoutConfirm
        open={confirmingLogout}
        onCancel={() => setConfirmingLogout(false)}
        onDone={() => {
          setConfirmingLogout(false);
          close();
        }}
      />
    </Overlay>
  );
}
