import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from './back-header';
import styles from './coming-soon.module.css';
import { GamepadIcon } from './icons/gamepad';

/**
 * Placeholder for screens owned by later issues; `lead` is content a screen already has (shown
 * above the card). Where the shell hides its header for this route,
 * the page renders the same back header itself, so every non-home route has a Back button.
 */
export function ComingSoon({ lead }: { lead?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        {lead}
        <section className={styles.card} aria-labelledby="coming-soon-title">
          <span className={styles.badge}>
            <GamepadIcon size={36} />
          </span>
          <h1 id="coming-soon-title" className={styles.title}>
            {t(rule.titleKey)}
          </h1>
          <p className={styles.soon}>{t('common.comingSoon')}</p>
          <p className={styles.body}>{t('common.comingSoonBody')}</p>
          <Link to={paths.home()} className={styles.home}>
            {t('common.backHome')}
          </Link>
        </section>
      </main>
    </>
  );
}
