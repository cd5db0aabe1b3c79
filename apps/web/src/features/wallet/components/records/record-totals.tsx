import type { MemberTransactionPage } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { DayRange } from '../../lib/record-range';
import { directionOf, signedAmount } from './record-format';
import styles from './records.module.css';

/**
 * The range's totals in and out (over every page and the chosen types; pending withdrawals count
 * as out, the money being held). Bars while the first page loads.
 */
export function RecordTotals({
  totals,
  days,
}: {
  totals: Pick<MemberTransactionPage, 'totalIn' | 'totalOut'> | undefined;
  days: DayRange;
}) {
  const { t } = useTranslation();
  // The answer's totals are amounts; the signs say which way they went.
  const moneyIn = Math.abs(totals?.totalIn ?? 0);
  const moneyOut = -Math.abs(totals?.totalOut ?? 0);
  const period = t('records.totals.period', {
    from: days.fromDay,
    to: days.toDay,
  });
  return (
    <section
      className={styles.totals}
      aria-labelledby="record-totals-title"
      aria-busy={totals === undefined}
      data-testid="record-totals"
    >
      <header className={styles.totalsHead}>
        <h2 id="record-totals-title" className={styles.totalsTitle}>
          {t('records.totals.label')}
        </h2>
        <span className={styles.period} data-testid="record-period">
          {days.fromDay === days.toDay ? days.fromDay : period}
        </span>
      </header>
      <dl className={styles.totalsGrid}>
        <div className={styles.total}>
          <dt>{t('records.totals.in')}</dt>
          <dd className={styles[directionOf(moneyIn)]} data-testid="record-total-in">
            {totals ? signedAmount(moneyIn) : <span className={styles.bar} />}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('records.totals.out')}</dt>
          <dd className={styles[directionOf(moneyOut)]} data-testid="record-total-out">
            {totals ? signedAmount(moneyOut) : <span className={styles.bar} />}
          </dd>
        </div>
      </dl>
    </section>
  );
}
