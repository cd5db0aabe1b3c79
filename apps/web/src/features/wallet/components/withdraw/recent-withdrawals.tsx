import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import buttonStyles from '@/shared/ui/button.module.css';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useRecentWithdrawals } from '../../api/withdraw-report';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { formatDateTime } from '../../lib/date-time';
import { StatusBadge } from '../cashier-ui/status-badge';
import { useMoneyText } from '../cashier-ui/use-money-text';
import styles from './withdraw.module.css';

/**
 * The member's latest withdrawals with their status (a rejected one with the cash desk's reason),
 * and the way to the whole transaction record.
 */
export function RecentWithdrawals({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const money = useMoneyText(currency);
  const report = useRecentWithdrawals();
  return (
    <section className={styles.section} aria-labelledby="withdraw-history-title">
      <h2 id="withdraw-history-title" className={styles.sectionTitle}>
        {t('withdraw.history.title')}
      </h2>
      {report.isPending ? (
        <RowSkeleton count={3} />
      ) : report.isError ? (
        <div className={styles.form}>
          <p className={fieldStyles.error} role="alert">
            {cashierErrorMessage(report.error)}
          </p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void report.refetch()}
            disabled={report.isFetching}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : report.data.list.length === 0 ? (
        <p className={styles.empty}>{t('withdraw.history.empty')}</p>
      ) : (
        <ul className={styles.history} data-testid="withdraw-history">
          {report.data.list.map((item) => (
            <li key={item.id} className={styles.historyRow}>
              <div className={styles.historyTop}>
                <span className={styles.historyAmount}>{money(item.amount)}</span>
                <StatusBadge status={item.status} />
              </div>
              <div className={styles.historyMeta}>
                <span>
                  {item.bankName} {item.maskedNumber}
                </span>
                <span>{formatDateTime(item.createdAt)}</span>
              </div>
              <div className={styles.historyMeta}>
                <span>
                  {t('cashier.reference')}: {item.reference}
                </span>
                {item.fee > 0 && (
                  <span>
                    {t('cashier.fee')}: {money(item.fee)}
                  </span>
                )}
              </div>
              {item.status === 'REJECTED' && item.reason && (
                <p className={styles.reason}>
                  {t('withdraw.history.reason', { reason: item.reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.transactionRecord({ types: 'A' })} className={styles.recordLink}>
        {t('withdraw.history.all')}
        <ChevronRightIcon size={16} />
      </Link>
    </section>
  );
}
