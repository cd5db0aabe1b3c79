import { Link } from 'react-router';
import type { Deposit } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { onePageSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useRecentDeposits } from '../../api/deposit-report';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money-text';
import { StatusBadge } from '../cashier-ui/status-badge';
import styles from './deposit.module.css';

/** How many of the newest deposits show under the form; the record has the rest. */
export const recentDepositsPageSize = 10;

/**
 * The member's newest deposits under the form, each with its status; a row opens that deposit's
 * result screen, and "More" goes to the transaction record.
 */
export function RecentDeposits({
  currencySymbol,
  onOpen,
}: {
  currencySymbol: string;
  onOpen: (depositId: number) => void;
}) {
  const { t } = useTranslation();
  const query = useRecentDeposits(recentDepositsPageSize);
  const source = onePageSource(query, query.data?.list);
  const hasMore = (query.data?.total ?? 0) > 0;
  return (
    <section className={styles.section} aria-labelledby="recent-deposits-title">
      <div className={styles.sectionHead}>
        <h2 id="recent-deposits-title" className={styles.sectionTitle}>
          {t('deposit.recentTitle')}
        </h2>
        {hasMore && (
          <Link to={paths.transactionRecord({ types: 'A' })} className={styles.moreLink}>
            {t('deposit.more')}
          </Link>
        )}
      </div>
      <PagedList<Deposit>
        source={source}
        testId="recent-deposits"
        label={t('deposit.recentTitle')}
        skeleton={<RowSkeleton count={3} />}
        scrollLoad="off"
        labels={{ end: null }}
        empty={{ title: t('deposit.recentEmpty'), icon: <ReceiptIcon size={28} /> }}
        getKey={(deposit) => deposit.id}
        renderItem={(deposit) => (
          <button type="button" className={styles.recentRow} onClick={() => onOpen(deposit.id)}>
            <span className={styles.recentMain}>
              <span className={styles.recentMethod}>{deposit.methodName}</span>
              <span className={styles.recentMeta}>
                {formatDateTime(deposit.createdAt)} · {deposit.reference}
              </span>
            </span>
            <span className={styles.recentSide}>
              <span className={styles.recentAmount}>
                {formatMoney(deposit.amount, currencySymbol)}
              </span>
              <StatusBadge status={deposit.status} testId="deposit-status" />
            </span>
          </button>
        )}
      />
    </section>
  );
}
