import type { TeamBet } from '@app/contracts/agent-reports';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';
import { Money } from './report-figures';
import styles from './reports.module.css';

/**
 * One bet of the team: the game, the member, type and vendor, the status, the time (the
 * device's), the stake and valid turnover, and the win/loss (signed; a loss in the danger
 * colour; an open lottery order has none yet).
 */
export function TeamBetRow({ bet, symbol }: { bet: TeamBet; symbol: string }) {
  const { t } = useTranslation();
  const open = bet.status === 'OPEN';
  return (
    <div className={styles.row} data-testid="team-bet-row" data-status={bet.status}>
      <span className={styles.rowLine}>
        <span className={styles.rowName}>{bet.gameName}</span>
        {open ? (
          <span className={styles.muted}>{t('agentReports.bets.pending')}</span>
        ) : (
          <Money amount={bet.winLoss} symbol={symbol} signed testId="team-bet-winloss" />
        )}
      </span>
      <span className={styles.rowLine}>
        <span className={styles.rowMeta} data-testid="team-bet-meta">
          <strong data-testid="team-bet-user">{bet.username}</strong> ·{' '}
          {t(`categories.${bet.gameType}`)} · {bet.vendor}
        </span>
        <span className={styles.badge} data-status={bet.status}>
          {t(`agentReports.bets.status.${bet.status}`)}
        </span>
      </span>
      <span className={styles.rowLine}>
        <time className={styles.rowMeta} dateTime={bet.createdAt}>
          {formatDateTime(bet.createdAt, { seconds: true })}
        </time>
        <span className={styles.rowMeta}>
          {t('agentReports.bets.stake', { amount: formatMoney(bet.stake, symbol) })}
        </span>
      </span>
    </div>
  );
}
