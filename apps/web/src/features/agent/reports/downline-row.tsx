import type { DownlinePnl } from '@app/contracts/agent-reports';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Money } from './report-figures';
import styles from './reports.module.css';

/**
 * A direct downline in team P&L: username and kind, its subtree's valid turnover and net
 * profit/loss (signed, coloured), deposits and withdrawals; a sub-agent opens its own team.
 */
export function DownlineRow({
  row,
  symbol,
  onOpen,
}: {
  row: DownlinePnl;
  symbol: string;
  onOpen: (row: DownlinePnl) => void;
}) {
  const { t } = useTranslation();
  const agent = row.kind === 'AGENT';
  const figures = (
    <dl className={styles.rowFigures}>
      {(
        [
          ['validTurnover', false],
          ['netProfitLoss', true],
          ['deposits', false],
          ['withdrawals', false],
        ] as const
      ).map(([key, signed]) => (
        <div key={key} className={styles.rowFigure}>
          <dt>{t(`agentReports.figures.${key}`)}</dt>
          <dd>
            <Money
              amount={row.totals[key]}
              symbol={symbol}
              signed={signed}
              testId={`downline-${key}`}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
  const head = (
    <span className={styles.rowHead}>
      <span className={styles.rowName} data-testid="downline-name">
        {row.username}
      </span>
      <span className={styles.badge} data-kind={row.kind}>
        {t(`agentReports.pnl.kind.${row.kind}`)}
      </span>
      {agent && (
        <span className={styles.rowLink} aria-hidden="true">
          {t('agentReports.pnl.viewTeam')} ›
        </span>
      )}
    </span>
  );
  return agent ? (
    <button
      type="button"
      className={styles.row}
      data-testid="downline-row"
      data-kind={row.kind}
      data-id={row.id}
      aria-label={t('agentReports.pnl.openTeam', { name: row.username })}
      onClick={() => onOpen(row)}
    >
      {head}
      {figures}
    </button>
  ) : (
    <div className={styles.row} data-testid="downline-row" data-kind={row.kind} data-id={row.id}>
      {head}
      {figures}
    </div>
  );
}
