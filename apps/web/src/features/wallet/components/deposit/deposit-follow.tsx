import { useTranslation } from '@/shared/i18n/use-translation';
import { ListState, ListStateButton } from '@/shared/ui/list-state';
import { XCircleIcon } from '@/shared/ui/icons/x-circle';
import { useDeposit } from '../../api/deposit-detail';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { DepositResult } from './deposit-result';
import { TransferStep } from './transfer-step';
import styles from './deposit.module.css';

/**
 * /m/voucherCenter?deposit=<id>: one deposit, followed until it is final. A bank transfer still
 * waiting for the member's transfer shows its transfer details and form; anything else shows
 * the result (the gateway sends the player back here).
 */
export function DepositFollow({
  id,
  currencySymbol,
  onAgain,
}: {
  id: number;
  currencySymbol: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const query = useDeposit(id);
  const deposit = query.data;
  if (!deposit) {
    if (query.isError)
      return (
        <ListState
          testId="deposit-follow-error"
          alert
          icon={<XCircleIcon size={32} />}
          title={t('deposit.notFoundTitle')}
          body={cashierErrorMessage(query.error)}
          action={<ListStateButton onClick={onAgain}>{t('deposit.again')}</ListStateButton>}
        />
      );
    return (
      <div role="status" data-testid="deposit-follow-loading" className={styles.skeletonResult}>
        <span className="visually-hidden">{t('common.loading')}</span>
        <span aria-hidden="true" className={styles.skeletonCircle} />
        <span aria-hidden="true" className={styles.skeletonBar} />
        <span aria-hidden="true" className={styles.skeletonBar} />
      </div>
    );
  }
  if (deposit.flow === 'TRANSFER' && deposit.status === 'PENDING')
    return <TransferStep deposit={deposit} currencySymbol={currencySymbol} />;
  return <DepositResult deposit={deposit} currencySymbol={currencySymbol} onAgain={onAgain} />;
}
