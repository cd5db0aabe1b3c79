import { useSaferGamblingState } from '@/shared/api/safer-gambling';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '../../lib/money-text';
import { depositAllowance } from '../../lib/deposit-limit';
import styles from './deposit.module.css';

const windowKeys = {
  DAY: 'deposit.limitWindow.DAY',
  WEEK: 'deposit.limitWindow.WEEK',
  MONTH: 'deposit.limitWindow.MONTH',
} as const;

/**
 * Issue 18: what a deposit limit leaves ("You can deposit up to $10.00 more in the next 24
 * hours", the tightest one), or that a break has closed deposits. Asked afresh on each visit: a
 * deposit just made has used part of the limit. Nothing shows without a limit.
 */
export function DepositLimitNote({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { data } = useSaferGamblingState({ fresh: true });
  const allowance = data ? depositAllowance(data) : null;
  if (!allowance) return null;
  let text: string;
  if (allowance.kind === 'closed')
    text =
      allowance.until === null
        ? t('deposit.limitClosedPermanent')
        : t('deposit.limitClosed', { until: formatDateTime(allowance.until) });
  else
    text = t(allowance.remaining > 0 ? 'deposit.limitLeft' : 'deposit.limitUsedUp', {
      amount: formatMoney(allowance.remaining, currencySymbol),
      window: t(windowKeys[allowance.period]),
    });
  return (
    <p className={styles.promoNote} role="status" data-testid="deposit-limit-note">
      {text}
    </p>
  );
}
