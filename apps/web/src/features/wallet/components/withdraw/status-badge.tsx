import type { WithdrawalStatus } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import styles from './withdraw.module.css';

const tone: Record<WithdrawalStatus, string | undefined> = {
  PENDING: styles.badgePending,
  APPROVED: styles.badgeApproved,
  PAID: styles.badgePaid,
  REJECTED: styles.badgeRejected,
};

/** A withdrawal's status, in the cashier's shared words (cashier.status.*). */
export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cx(styles.badge, tone[status])} data-status={status}>
      {t(`cashier.status.${status}`)}
    </span>
  );
}
