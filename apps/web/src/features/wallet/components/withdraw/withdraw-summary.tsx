import type { WithdrawInfo } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatBalance } from '../../lib/balance-display';
import { useMoneyText } from '../cashier-ui/use-money-text';
import styles from './withdraw.module.css';

/**
 * What may be withdrawn now and the rules around it: the withdrawable amount (the balance less
 * what is locked), the balance, the minimum and maximum per request, today's count and amount
 * left, and the fee.
 */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoneyText(info.currency);
  return (
    <section className={styles.summary} aria-labelledby="withdraw-summary-title">
      <div className={styles.withdrawable}>
        <h2 id="withdraw-summary-title" className={styles.withdrawableLabel}>
          {t('withdraw.summary.withdrawable')}
        </h2>
        <p className={styles.withdrawableAmount} data-testid="withdrawable">
          {money(info.withdrawable)}
        </p>
        <p className={styles.balanceLine}>
          {t('withdraw.summary.balance', { amount: money(info.balance) })}
        </p>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.perRequest')}</dt>
          <dd>
            {t('withdraw.summary.range', {
              min: formatBalance(info.min),
              max: formatBalance(info.max),
            })}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.fee')}</dt>
          <dd>
            {info.feePercent > 0
              ? t('withdraw.summary.feePercent', { percent: info.feePercent })
              : t('withdraw.summary.feeFree')}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.countLeft')}</dt>
          <dd>
            {t('withdraw.summary.countLeftValue', {
              left: info.dailyCountLeft,
              limit: info.dailyCountLimit,
            })}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.summary.amountLeft')}</dt>
          <dd>{money(info.dailyAmountLeft)}</dd>
        </div>
      </dl>
    </section>
  );
}
