import { useTranslation } from '@/shared/i18n/use-translation';
import { ClockIcon } from '@/shared/ui/icons/clock';
import styles from './withdraw.module.css';

/** Issue 13: a requested withdrawal cannot be cancelled; the money stays held until it is settled. */
export function WithdrawNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} data-testid="withdraw-notice">
      <ClockIcon size={18} />
      <span>{t('withdraw.notice')}</span>
    </p>
  );
}
