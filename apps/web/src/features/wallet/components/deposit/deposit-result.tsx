import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Deposit } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { paths } from '@/shared/lib/paths';
import buttonStyles from '@/shared/ui/button.module.css';
import { useRefreshAfterMovement } from '../../api/cashier-keys';
import { isFinalDeposit } from '../../api/deposit-detail';
import { statusTone } from '../../lib/cashier-status';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money-text';
import { StatusIcon } from '../cashier-ui/status-badge';
import toneStyles from '../cashier-ui/status-tone.module.css';
import { CopyRow } from './copy-row';
import styles from './deposit.module.css';

/**
 * Where a deposit stands: a clear icon, colour and words for its status, and its details. While
 * it is open the screen follows it (the query asks every 2 s); once it succeeds the balance
 * everywhere is refreshed, once.
 */
export function DepositResult({
  deposit,
  currencySymbol,
  onAgain,
}: {
  deposit: Deposit;
  currencySymbol: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshAfterMovement();
  const refreshedFor = useRef<number | null>(null);
  const succeeded = deposit.status === 'SUCCESS';

  useEffect(() => {
    if (!succeeded || refreshedFor.current === deposit.id) return;
    refreshedFor.current = deposit.id;
    void refresh();
  }, [succeeded, deposit.id, refresh]);

  const key = deposit.status;
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  const open = !isFinalDeposit(deposit);
  return (
    <section
      className={cx(toneStyles.tone, styles.result)}
      data-tone={statusTone(deposit.status)}
      aria-labelledby="deposit-result-title"
      data-testid="deposit-result"
    >
      <div className={styles.resultHead} role="status" aria-live="polite">
        <span className={styles.resultIcon} data-open={open}>
          <StatusIcon status={deposit.status} size={40} />
        </span>
        <h2 id="deposit-result-title" className={styles.resultTitle}>
          {t(`deposit.result.${key}.title`)}
        </h2>
        <p className={styles.resultBody}>
          {t(`deposit.result.${key}.body`, { amount: money(deposit.amount) })}
        </p>
        {open && <p className={styles.live}>{t('deposit.result.live')}</p>}
      </div>

      {deposit.status === 'REJECTED' && deposit.reason && (
        <p className={styles.reason}>
          <strong>{t('deposit.details.reason')}</strong> {deposit.reason}
        </p>
      )}

      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('deposit.details.amount')}</dt>
          <dd className={styles.detailStrong}>{money(deposit.amount)}</dd>
        </div>
        {deposit.fee > 0 && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.fee')}</dt>
            <dd>{money(deposit.fee)}</dd>
          </div>
        )}
        <div className={styles.detail}>
          <dt>{t('deposit.details.method')}</dt>
          <dd>{deposit.methodName}</dd>
        </div>
        {deposit.promoTitle && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.bonus')}</dt>
            <dd>{deposit.promoTitle}</dd>
          </div>
        )}
        <CopyRow label={t('deposit.details.reference')} value={deposit.reference} />
        {deposit.payerBank && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.payerBank')}</dt>
            <dd>{deposit.payerBank}</dd>
          </div>
        )}
        {deposit.payerAccountName && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.payerAccountName')}</dt>
            <dd>{deposit.payerAccountName}</dd>
          </div>
        )}
        {deposit.transferredAt && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.transferredAt')}</dt>
            <dd>{formatDateTime(deposit.transferredAt)}</dd>
          </div>
        )}
        <div className={styles.detail}>
          <dt>{t('deposit.details.createdAt')}</dt>
          <dd>{formatDateTime(deposit.createdAt)}</dd>
        </div>
        {deposit.updatedAt !== deposit.createdAt && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.updatedAt')}</dt>
            <dd>{formatDateTime(deposit.updatedAt)}</dd>
          </div>
        )}
        {open && deposit.expiresAt && (
          <div className={styles.detail}>
            <dt>{t('deposit.details.expiresAt')}</dt>
            <dd>{formatDateTime(deposit.expiresAt)}</dd>
          </div>
        )}
      </dl>

      <div className={styles.actions}>
        <button type="button" className={buttonStyles.secondary} onClick={onAgain}>
          {t('deposit.again')}
        </button>
        <Link to={paths.transactionRecord({ types: 'A' })} className={buttonStyles.primary}>
          {t('deposit.record')}
        </Link>
      </div>
    </section>
  );
}
