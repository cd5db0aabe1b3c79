import type { BetOrderPage } from '@app/contracts/bets';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatMoney, signedMoney } from '@/shared/lib/money-text';
import type { DayRange } from '@/shared/lib/record-range';
import { directionOf } from './bet-format';
import styles from './bet-record.module.css';

/**
 * The range's totals over every page and the chosen filters: what was bet, the valid turnover
 * (what is settled) and the win/loss (green a win, red a loss, signed either way), with how many
 * bets. Bars while the first page loads.
 */
export function BetRecordTotals({
  page,
  days,
  symbol,
}: {
  page: Pick<BetOrderPage, 'summary' | 'total'> | undefined;
  days: DayRange;
  symbol: string;
}) {
  const { t } = useTranslation();
  const summary = page?.summary;
  const cells = [
    {
      key: 'stake',
      label: 'betRecord.totals.bets',
      text: summary && formatMoney(summary.stake, symbol),
    },
    {
      key: 'valid',
      label: 'betRecord.totals.validTurnover',
      text: summary && formatMoney(summary.validTurnover, symbol),
    },
    {
      key: 'winLoss',
      label: 'betRecord.totals.winLoss',
      text: summary && signedMoney(summary.winLoss, symbol),
      look: summary ? directionOf(summary.winLoss) : undefined,
    },
  ] as const;
  return (
    <section
      className={styles.totals}
      aria-labelledby="bet-totals-title"
      aria-busy={page === undefined}
      data-testid="bet-totals"
    >
      <header className={styles.totalsHead}>
        <h2 id="bet-totals-title" className={styles.totalsTitle}>
          {t('betRecord.totals.label')}
        </h2>
        <span className={styles.period} data-testid="bet-period">
          {days.fromDay === days.toDay
            ? days.fromDay
            : t('betRecord.totals.period', { from: days.fromDay, to: days.toDay })}
        </span>
      </header>
      <dl className={styles.totalsGrid}>
        {cells.map((cell) => (
          <div key={cell.key} className={styles.total}>
            <dt>{t(cell.label)}</dt>
            <dd
              className={cx('look' in cell && cell.look && styles[cell.look])}
              data-testid={`bet-total-${cell.key}`}
            >
              {cell.text ?? <span className={styles.bar} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.count} data-testid="bet-count">
        {page ? t('betRecord.totals.count', { n: page.total }) : '\u00a0'}
      </p>
    </section>
  );
}
