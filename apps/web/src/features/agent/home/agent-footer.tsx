import { useId } from 'react';
import { Link } from 'react-router';
import { useSystemStatus } from '@/shared/api/get-status';
import { useUnreadCounts } from '@/shared/api/unread-counts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { HomeIcon } from '@/shared/ui/icons/home';
import { MegaphoneIcon } from '@/shared/ui/icons/megaphone';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import { PieIcon, UserPlusIcon } from './agent-icons';
import { showsDividendEntry } from './agent-menu';
import styles from './agent-footer.module.css';

/**
 * The agent home's own footer (spec 2, Agent home; the shell's footer menu is hidden on agent
 * pages): home, open account, dividend (only while AGENTDIVIDEND3 is on) and the agent
 * announcements with their unread badge (99+ above 99).
 */
export function AgentFooter() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const dividend = showsDividendEntry(status?.info.whitelabel);
  const unread = useUnreadCounts().announcement;
  const unreadId = useId();
  return (
    <nav
      className={styles.footer}
      aria-label={t('agentHome.footer.label')}
      data-testid="agent-footer"
    >
      <ul className={styles.list} data-count={dividend ? 4 : 3}>
        <li>
          <Link to={paths.home()} className={styles.item} data-entry="home">
            <HomeIcon />
            <span className={styles.label}>{t('agentHome.footer.home')}</span>
          </Link>
        </li>
        <li>
          <Link to={paths.agentRegister()} className={styles.item} data-entry="openAccount">
            <UserPlusIcon />
            <span className={styles.label}>{t('agentHome.footer.openAccount')}</span>
          </Link>
        </li>
        {dividend && (
          <li>
            <Link to={paths.agentDividend()} className={styles.item} data-entry="dividend">
              <PieIcon />
              <span className={styles.label}>{t('agentHome.footer.dividend')}</span>
            </Link>
          </li>
        )}
        <li>
          <Link
            to={paths.memberNotice({ types: 'A' })}
            className={styles.item}
            data-entry="announcements"
            aria-describedby={badgeDescribedBy(unread, unreadId)}
          >
            <span className={styles.iconWrap}>
              <MegaphoneIcon />
              <UnreadBadge count={unread} id={unreadId} corner testId="agent-footer-unread" />
            </span>
            <span className={styles.label}>{t('agentHome.footer.announcements')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
