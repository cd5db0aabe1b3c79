import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from '@/shared/ui/back-header';
import { CloseIcon } from '@/shared/ui/icons/close';
import { Logo } from '@/shared/ui/logo';
import styles from './auth.module.css';

/**
 * The small menu of the login and register screens (spec 2): links to both and a close link to
 * home.
 */
export function AuthMenu() {
  const { t } = useTranslation();
  return (
    <nav className={styles.menu} aria-label={t('auth.menu.label')}>
      <NavLink
        to={paths.login()}
        className={({ isActive }) => (isActive ? styles.menuActive : styles.menuLink)}
      >
        {t('common.login')}
      </NavLink>
      <NavLink
        to={paths.register()}
        className={({ isActive }) => (isActive ? styles.menuActive : styles.menuLink)}
      >
        {t('common.register')}
      </NavLink>
      <Link to={paths.home()} className={styles.menuClose} aria-label={t('auth.menu.close')}>
        <CloseIcon />
      </Link>
    </nav>
  );
}

/**
 * Frame of the auth screens: where the shell hides its header (spec 2 layout rules: login,
 * register, forget, changePsw) the page draws the same back header, then the logo block, title
 * and content.
 */
export function AuthPage({
  title,
  subtitle,
  menu = false,
  children,
}: {
  title: string;
  subtitle?: string;
  menu?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const pageHeader = getLayoutRule(pathname).header === 'page';
  return (
    <>
      {pageHeader && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        {menu && <AuthMenu />}
        <div className={styles.hero}>
          <Logo />
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </main>
    </>
  );
}
