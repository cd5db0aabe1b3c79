import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from '@/shared/ui/back-header';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { useMyContract } from './contract-api';
import { PayoutHistory } from './payout-history';
import { ContractStatusBadge } from './status-badge';
import { SubAgents } from './sub-agents';
import styles from './contracts.module.css';

/**
 * Dividend (/m/member/agent/agentDivident, issue 17; QueryDividend and PayoutDividend): the
 * agent's dividend contract at a glance (a link to its screen), the dividends it received per
 * period, and what it paid and owes its direct sub-agents under their dividend contracts.
 */
export function DividendScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const mine = useMyContract('DIVIDEND');
  const status = mine.data ? (mine.data.contract?.status ?? 'NONE') : null;
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="dividend-screen">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <Link
          to={paths.dividendContract()}
          className={`${styles.card} ${styles.hero} ${styles.cardLink}`}
          data-testid="dividend-contract-link"
        >
          <span className={styles.cardHead}>
            <span>
              <span className={styles.cardTitle}>{t('agentContracts.dividend.contract')}</span>
              <span className={`${styles.meta} ${styles.block}`}>
                {t('agentContracts.dividend.contractBody')}
              </span>
            </span>
            {status && <ContractStatusBadge status={status} />}
          </span>
          <span className={styles.linkLine}>
            {t('agentContracts.dividend.open')}
            <ChevronRightIcon size={18} />
          </span>
        </Link>
        <PayoutHistory kind="DIVIDEND" title={t('agentContracts.dividend.received')} />
        <SubAgents
          kind="DIVIDEND"
          title={t('agentContracts.dividend.subAgents')}
          testId="dividend-subagents"
        />
      </main>
    </>
  );
}
