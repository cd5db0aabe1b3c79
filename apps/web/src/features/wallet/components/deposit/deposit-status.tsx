import type { DepositStatus } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { MinusCircleIcon } from '@/shared/ui/icons/minus-circle';
import { XCircleIcon } from '@/shared/ui/icons/x-circle';
import styles from './deposit.module.css';

export type StatusTone = 'pending' | 'success' | 'danger' | 'muted';

/** Open deposits wait; money in is success; refusals are danger; what simply ended is muted. */
export const statusTone: Record<DepositStatus, StatusTone> = {
  PENDING: 'pending',
  SUBMITTED: 'pending',
  SUCCESS: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};

const toneIcons: Record<StatusTone, typeof ClockIcon> = {
  pending: ClockIcon,
  success: CheckCircleIcon,
  danger: XCircleIcon,
  muted: MinusCircleIcon,
};

export function StatusIcon({ status, size = 24 }: { status: DepositStatus; size?: number }) {
  const Icon = toneIcons[statusTone[status]];
  return <Icon size={size} />;
}

/** A deposit's status as a coloured pill with an icon (never colour alone). */
export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={statusTone[status]} data-testid="deposit-status">
      <StatusIcon status={status} size={14} />
      {t(`deposit.status.${status}`)}
    </span>
  );
}
