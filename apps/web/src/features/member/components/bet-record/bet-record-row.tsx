import type { BetOrder } from '@app/contracts/bets';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney, signedMoney } from '@/shared/lib/money-text';
import { betStatusTone, directionOf } from './bet-format';
import { BetStatusBadge } from './bet-status-badge';
import styles from './bet-record.module.css';

/**
 * One bet: the game and its type and vendor, the win/loss (green a win, red a loss; an open
 * lottery order has none yet), the status, the time (the device's) and the stake. A tap opens
 * its detail.
 */
export function BetRecordRow({
  order,
  symbol,
  onOpen,
}: {
  order: BetOrder;
  symbol: string;
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const open = order.status === 'OPEN';
  const look = open || order.status === 'CANCELLED' ? 'even' : directionOf(order.winLoss);
  const status = t(`betRecord.status.${order.status}`);
  return (
    <button
      type="button"
      className={styles.row}
      data-testid="bet-row"
      data-order-id={order.orderId}
      data-kind={order.kind}
      data-status={order.status}
      aria-haspopup="dialog"
      onClick={() => onOpen(order.orderId)}
    >
      <span className={styles.rowLine}>
        <span className={styles.rowGame}>{order.gameName}</span>
        <span
          className={cx(styles.amount, styles[look])}
          data-testid="bet-row-winloss"
          data-look={look}
        >
          {open ? t('betRecord.row.pending') : signedMoney(order.winLoss, symbol)}
        </span>
      </span>
      <span className={styles.rowLine}>
        <span className={styles.rowMeta}>
          {t(`categories.${order.gameType}`)} · {order.vendor}
        </span>
        <BetStatusBadge tone={betStatusTone(order.status)} label={status} testId="bet-row-status" />
      </span>
      {order.numero !== null && (
        <span className={styles.rowMeta}>{t('betRecord.row.draw', { numero: order.numero })}</span>
      )}
      <span className={styles.rowLine}>
        <time className={styles.time} dateTime={order.createdAt}>
          {formatDateTime(order.createdAt, { seconds: true })}
        </time>
        <span className={styles.rowStake}>
          {t('betRecord.row.stake', { amount: formatMoney(order.stake, symbol) })}
        </span>
      </span>
    </button>
  );
}
