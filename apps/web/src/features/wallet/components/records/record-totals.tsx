import type { MemberTransactionPage } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { signedMoney } from '../../lib/money-text';
import type { DayRange } from '../../lib/record-range';
import { directionOf } from './record-format';
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
  const sides = [
    { side: 'in', label: 'records.totals.in', amount: Math.abs(totals?.totalIn ?? 0) },
    { side: 'out', label: 'records.totals.out', amount: -Math.abs(totals?.totalOut ?? 0) },
  ] as const;
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
        {sides.map(({ side, label, amount }) => (
          <div key={side} className={styles.total}>
            <dt>{t(label)}</dt>
            <dd className={styles[directionOf(amount)]} data-testid={`record-total-${side}`}>
              {totals ? signedMoney(amount) : <span className={styles.bar} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
