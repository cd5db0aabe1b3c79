import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from '@/shared/ui/back-header';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { KeyIcon } from '@/shared/ui/icons/key';
import { LogOutIcon } from '@/shared/ui/icons/log-out';
import { LogoutConfirm } from '@/shared/ui/logout-confirm';
import styles from './settings-page.module.css';

/** Settings (/m/set, spec section 2): a Change password row and a Logout button with confirm. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <ul className={styles.list}>
          <li>
            <Link to={paths.changePsw()} className={styles.row}>
              <KeyIcon size={20} />
              <span>{t('account.changePassword')}</span>
              <ChevronRightIcon size={18} className={styles.chevron} />
            </Link>
          </li>
        </ul>
        <button type="button" className={styles.logout} onClick={() => setConfirming(true)}>
          <LogOutIcon size={20} />
          <span>{t('account.logout')}</span>
        </button>
        <LogoutConfirm open={confirming} onCancel={() => setConfirming(false)} />
      </main>
    </>
  );
}
