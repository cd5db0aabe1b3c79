import { useEffect, useRef } from 'react';
import type { Withdrawal } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import buttonStyles from '@/shared/ui/button.module.css';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { CopyButton } from '../cashier-ui/copy-button';
import { StatusBadge } from '../cashier-ui/status-badge';
import { useMoneyText } from '../cashier-ui/use-money-text';
import styles from './withdraw.module.css';

/**
 * After a withdrawal is requested: the money is already held, the request waits for the cash
 * desk. Shows the amount, the fee, what arrives, the card, the status and the reference (with
 * copy), and a way to request another.
 */
export function WithdrawSuccess({
  withdrawal,
  currency,
  onAnother,
}: {
  withdrawal: Withdrawal;
  currency: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyText(currency);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the member was using is gone: the result takes the focus (and is announced).
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.success} role="status">
      <CheckCircleIcon size={48} className={styles.successIcon} />
      <h3 ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        {t('withdraw.success.title')}
      </h3>
      <p className={styles.intro}>
        {t('withdraw.success.body', { amount: money(withdrawal.amount) })}
      </p>
      <dl className={styles.successDetails}>
        <div className={styles.breakdownRow}>
          <dt>{t('cashier.amount')}</dt>
          <dd>{money(withdrawal.amount)}</dd>
        </div>
        <div className={styles.breakdownRow}>
          <dt>{t('cashier.fee')}</dt>
          <dd>{money(withdrawal.fee)}</dd>
        </div>
        <div className={styles.breakdownRow}>
          <dt>{t('withdraw.form.receive')}</dt>
          <dd>{money(withdrawal.payout)}</dd>
        </div>
        <div className={styles.breakdownRow}>
          <dt>{t('withdraw.success.card')}</dt>
          <dd>
            {withdrawal.bankName} {withdrawal.maskedNumber}
          </dd>
        </div>
        <div className={styles.breakdownRow}>
          <dt>{t('withdraw.success.status')}</dt>
          <dd>
            <StatusBadge status={withdrawal.status} />
          </dd>
        </div>
        <div className={styles.breakdownRow}>
          <dt>{t('cashier.reference')}</dt>
          <dd className={styles.referenceValue}>
            <span data-testid="withdraw-reference">{withdrawal.reference}</span>
            <CopyButton
              value={withdrawal.reference}
              label={t('withdraw.success.copyReference')}
              prompt={t('cashier.reference')}
              className={styles.referenceCopy}
            />
          </dd>
        </div>
      </dl>
      <button type="button" className={buttonStyles.secondary} onClick={onAnother}>
        {t('withdraw.success.another')}
      </button>
    </div>
  );
}
