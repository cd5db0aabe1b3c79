import type { ReactNode } from 'react';
import type { TeamTotals } from '@app/contracts/agent-reports';
import type { TranslationKey } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatMoney, signedMoney } from '@/shared/lib/money-text';
import styles from './reports.module.css';

/** Which way a figure went: negative in the danger colour, positive in green (signed too). */
export const toneOf = (amount: number): 'up' | 'down' | 'even' =>
  amount > 0 ? 'up' : amount < 0 ? 'down' : 'even';

/**
 * An amount as the reports write it: 2 decimals after the site's currency symbol; a negative one
 * with a minus sign and in the danger colour (also for amounts that are rarely negative).
 */
export function Money({
  amount,
  symbol,
  signed = false,
  testId,
}: {
  amount: number;
  symbol: string;
  /** Net figures: always signed (+ / −) and coloured either way. */
  signed?: boolean;
  testId?: string;
}) {
  const tone = toneOf(amount);
  return (
    <span
      className={cx(
        styles.money,
        tone === 'down' && styles.down,
        signed && tone === 'up' && styles.up,
      )}
      data-testid={testId}
      data-tone={tone}
    >
      {signed || amount < 0 ? signedMoney(amount, symbol) : formatMoney(amount, symbol)}
    </span>
  );
}

/** One card of a figure grid: a label, the value, and a note under it. */
export function FigureCard({
  label,
  children,
  note,
  wide = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  note?: string;
  wide?: boolean;
  testId: string;
}) {
  return (
    <div className={cx(styles.card, wide && styles.cardWide)} data-testid={testId}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{children}</dd>
      {note && <dd className={styles.cardNote}>{note}</dd>}
    </div>
  );
}

/** A placeholder bar where a value will be. */
export const ValueBar = () => <span className={styles.bar} aria-hidden="true" />;

type MoneyKey = Exclude<keyof TeamTotals, 'depositCount' | 'betCount' | 'netProfitLoss'>;
const labels: Record<MoneyKey, TranslationKey> = {
  deposits: 'agentReports.figures.deposits',
  withdrawals: 'agentReports.figures.withdrawals',
  bets: 'agentReports.figures.bets',
  validTurnover: 'agentReports.figures.validTurnover',
  wins: 'agentReports.figures.wins',
  rebates: 'agentReports.figures.rebates',
  bonuses: 'agentReports.figures.bonuses',
};
/** Card order: the full grid (2 columns) and the compact one (3 columns, turnover beside net). */
const order: Record<'full' | 'compact', MoneyKey[]> = {
  full: ['deposits', 'withdrawals', 'bets', 'validTurnover', 'wins', 'rebates', 'bonuses'],
  compact: ['validTurnover', 'bets', 'deposits', 'withdrawals', 'wins', 'rebates', 'bonuses'],
};

/**
 * A team's money over the range as a card grid: net profit/loss first and wide (signed, coloured),
 * then deposits (with their count), withdrawals, bets (with their count), valid turnover, wins,
 * rebates and bonuses. `compact` (team P&L, where the chart and the downlines follow): three
 * columns, valid turnover beside the net figure, no counts. Bars while the figures load.
 */
export function TotalsGrid({
  totals,
  symbol,
  testId = 'totals',
  variant = 'full',
}: {
  totals: TeamTotals | undefined;
  symbol: string;
  testId?: string;
  variant?: 'full' | 'compact';
}) {
  const { t } = useTranslation();
  const compact = variant === 'compact';
  return (
    <dl
      className={cx(styles.grid, compact && styles.compact)}
      data-testid={testId}
      aria-busy={totals === undefined}
    >
      <FigureCard
        label={t('agentReports.figures.netProfitLoss')}
        {...(compact ? {} : { note: t('agentReports.figures.netHint') })}
        wide
        testId={`${testId}-netProfitLoss`}
      >
        {totals ? <Money amount={totals.netProfitLoss} symbol={symbol} signed /> : <ValueBar />}
      </FigureCard>
      {order[variant].map((key) => {
        const label = labels[key];
        const count = compact
          ? undefined
          : key === 'deposits'
            ? totals?.depositCount
            : key === 'bets'
              ? totals?.betCount
              : undefined;
        return (
          <FigureCard
            key={key}
            label={t(label)}
            testId={`${testId}-${key}`}
            {...(count !== undefined
              ? { note: t('agentReports.figures.count', { n: count.toLocaleString('en-US') }) }
              : {})}
          >
            {totals ? <Money amount={totals[key]} symbol={symbol} /> : <ValueBar />}
          </FigureCard>
        );
      })}
    </dl>
  );
}
