import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { MinusCircleIcon } from '@/shared/ui/icons/minus-circle';
import { XCircleIcon } from '@/shared/ui/icons/x-circle';
import { statusTone, type CashierStatus, type StatusTone } from '../../lib/cashier-status';
import styles from './status-badge.module.css';
import toneStyles from './status-tone.module.css';

const toneIcons: Record<StatusTone, typeof ClockIcon> = {
  pending: ClockIcon,
  success: CheckCircleIcon,
  danger: XCircleIcon,
  muted: MinusCircleIcon,
};

/** The icon of a status's tone: a clock while on its way, a tick, a cross, a dash. */
export function StatusIcon({ status, size = 24 }: { status: CashierStatus; size?: number }) {
  const Icon = toneIcons[statusTone(status)];
  return <Icon size={size} />;
}

/**
 * A deposit's, withdrawal's or record row's status as a coloured pill with an icon and the
 * cashier's words for it (cashier.status.*): never colour alone.
 */
export function StatusBadge({ status, testId }: { status: CashierStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(toneStyles.tone, styles.badge)}
      data-tone={statusTone(status)}
      data-status={status}
      data-testid={testId}
    >
      <StatusIcon status={status} size={14} />
      {t(`cashier.status.${status}`)}
    </span>
  );
}
