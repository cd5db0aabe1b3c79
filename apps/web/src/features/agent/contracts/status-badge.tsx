import type { ContractStatus } from '@app/contracts/agent-constants';
import type { ContractPayoutStatus } from '@app/contracts/agent-contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './contracts.module.css';

const contractTone: Record<ContractStatus | 'NONE', string> = {
  OFFERED: 'accent',
  SIGNED: 'success',
  DECLINED: 'danger',
  ENDED: 'muted',
  NONE: 'muted',
};
const payoutTone: Record<ContractPayoutStatus, string> = {
  PAID: 'success',
  NOTHING: 'muted',
  UNPAID: 'danger',
};

/** A contract's state in words (not only colour): offered, signed, declined, ended, none. */
export function ContractStatusBadge({
  status,
  testId,
}: {
  status: ContractStatus | 'NONE';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.badge}
      data-tone={contractTone[status]}
      data-status={status}
      data-testid={testId}
    >
      {t(`agentContracts.status.${status}`)}
    </span>
  );
}

/** A settled period's state: paid, no tier met, awaiting the upline's payment. */
export function PayoutStatusBadge({ status }: { status: ContractPayoutStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={payoutTone[status]} data-status={status}>
      {t(`agentContracts.payouts.status.${status}`)}
    </span>
  );
}
