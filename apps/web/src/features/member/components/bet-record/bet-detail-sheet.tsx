import { useId, useState } from 'react';
import type {
  BetOrderDetail,
  LotteryOrderDetail,
  RoundDetail,
  SubOrder,
} from '@app/contracts/bets';
import { isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney, signedMoney } from '@/shared/lib/money-text';
import { toastDurations } from '@/shared/lib/timings';
import { CloseButton } from '@/shared/ui/close-button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { Overlay } from '@/shared/ui/overlay';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { showToast } from '@/shared/ui/toast';
import { useBetOrderDetail, useCancelSubOrder } from '../../api/bet-records';
import {
  betStatusTone,
  directionOf,
  reelRows,
  subOrderTone,
  symbolGlyph,
  winningCells,
} from './bet-format';
import { BetStatusBadge } from './bet-status-badge';
import styles from './bet-record.module.css';

/**
 * One bet's detail in a bottom sheet (a native dialog, shared/ui/overlay): its figures, then what
 * the round showed (reels and winning lines) or the lottery ticket (the draw, its result once
 * settled, and each pick with its status and payout). An open pick of a draw still taking bets
 * has a Cancel button: after a confirm, the pick is cancelled and refunded, and the sheet, the
 * record and the balance refresh.
 */
export function BetDetailSheet({
  orderId,
  open,
  symbol,
  onClose,
}: {
  /** The order shown (kept while the sheet closes). */
  orderId: string | null;
  open: boolean;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useBetOrderDetail(orderId);
  const order = query.data;

  let body;
  if (order) body = <DetailBody order={order} symbol={symbol} />;
  else if (query.isError)
    body = (
      <ListState
        testId="bet-detail-error"
        alert
        title={t(errorMessageKey(isApiError(query.error) ? query.error.errorCode : null))}
        action={
          <RetryButton
            onRetry={() => void query.refetch()}
            busy={query.isFetching}
            label={t('common.retry')}
          />
        }
      />
    );
  else
    body = (
      <div role="status" data-testid="bet-detail-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true">
          <RowSkeleton count={4} />
        </div>
      </div>
    );

  return (
    <Overlay open={open} onClose={onClose} labelledBy={titleId} variant="sheet">
      <div className={styles.sheet} data-testid="bet-detail" data-order-id={orderId ?? ''}>
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {order?.gameName ?? t('betRecord.detail.title')}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        {body}
      </div>
    </Overlay>
  );
}

function DetailBody({ order, symbol }: { order: BetOrderDetail; symbol: string }) {
  const { t } = useTranslation();
  const settled = order.status === 'SETTLED';
  const look = settled ? directionOf(order.winLoss) : 'even';
  const facts: { key: string; label: string; value: string; className?: string }[] = [
    { key: 'orderId', label: t('betRecord.detail.orderId'), value: order.orderId },
    {
      key: 'time',
      label: t('betRecord.detail.time'),
      value: formatDateTime(order.createdAt, { seconds: true }),
    },
    {
      key: 'game',
      label: t('betRecord.detail.game'),
      value: `${t(`categories.${order.gameType}`)} · ${order.vendor}`,
    },
    {
      key: 'wallet',
      label: t('betRecord.detail.wallet'),
      value: t(`betRecord.wallet.${order.wallet}`),
    },
    { key: 'stake', label: t('betRecord.detail.stake'), value: formatMoney(order.stake, symbol) },
    {
      key: 'validTurnover',
      label: t('betRecord.detail.validTurnover'),
      value: formatMoney(order.validTurnover, symbol),
    },
    {
      key: 'payout',
      label: t('betRecord.detail.payout'),
      value: formatMoney(order.payout, symbol),
    },
    {
      key: 'winLoss',
      label: t('betRecord.detail.winLoss'),
      value: settled ? signedMoney(order.winLoss, symbol) : '—',
      className: styles[look],
    },
  ];
  return (
    <div className={styles.detail} data-kind={order.kind}>
      <div className={styles.detailStatus}>
        <BetStatusBadge
          tone={betStatusTone(order.status)}
          label={t(`betRecord.status.${order.status}`)}
          testId="bet-detail-status"
        />
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd className={fact.className} data-testid={`bet-detail-${fact.key}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {order.kind === 'ROUND' ? (
        <RoundView round={order} symbol={symbol} />
      ) : (
        <LotteryView order={order} symbol={symbol} />
      )}
    </div>
  );
}

function RoundView({ round, symbol }: { round: RoundDetail; symbol: string }) {
  const { t } = useTranslation();
  const rows = reelRows(round.round.reels);
  const winning = winningCells(round.round.wins.map((w) => w.line));
  return (
    <section className={styles.section} aria-labelledby="bet-reels-title">
      <h3 id="bet-reels-title" className={styles.sectionTitle}>
        {t('betRecord.detail.reels')}
      </h3>
      <div
        className={styles.reels}
        role="img"
        aria-label={rows.map((row) => row.join(' ')).join(', ')}
        data-testid="bet-reels"
      >
        {rows.flatMap((row, r) =>
          row.map((symbolName, reel) => (
            <span
              key={`${r}:${reel}`}
              className={cx(styles.reel, winning.has(`${r}:${reel}`) && styles.reelWin)}
              data-symbol={symbolName}
              aria-hidden="true"
            >
              {symbolGlyph(symbolName)}
            </span>
          )),
        )}
      </div>
      {round.round.wins.length === 0 ? (
        <p className={styles.muted} data-testid="bet-no-win">
          {t('betRecord.detail.noWin')}
        </p>
      ) : (
        <ul className={styles.wins} data-testid="bet-wins">
          {round.round.wins.map((win) => (
            <li key={win.line}>
              <span>
                {t('betRecord.detail.line', { line: win.line })} · {symbolGlyph(win.symbol)}
              </span>
              <strong className={styles.win}>{signedMoney(win.amount, symbol)}</strong>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {t('betRecord.detail.balanceAfter', { amount: formatMoney(round.balanceAfter, symbol) })}
      </p>
    </section>
  );
}

function LotteryView({ order, symbol }: { order: LotteryOrderDetail; symbol: string }) {
  const { t } = useTranslation();
  const cancel = useCancelSubOrder();
  // The pick asked about stays named while the confirm closes.
  const [asked, setAsked] = useState<SubOrder | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (sub: SubOrder) => {
    setAsked(sub);
    setConfirming(true);
  };

  function confirmCancel() {
    const pick = asked;
    if (!pick || cancel.isPending) return;
    cancel.mutate(pick.subOrderId, {
      onSuccess: () => {
        showToast({
          kind: 'success',
          message: t('betRecord.cancel.done', {
            pick: pick.pick,
            amount: formatMoney(pick.stake, symbol),
          }),
          durationMs: toastDurations.short,
        });
      },
      onError: (error) => {
        showToast({
          kind: 'error',
          message: t(errorMessageKey(isApiError(error) ? error.errorCode : null)),
          durationMs: toastDurations.short,
        });
      },
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <section className={styles.section} aria-labelledby="bet-ticket-title">
      <h3 id="bet-ticket-title" className={styles.sectionTitle}>
        {t('betRecord.detail.draw', { numero: order.numero })}
      </h3>
      <p className={styles.muted}>
        {t(
          order.result || order.status !== 'OPEN'
            ? 'betRecord.detail.closedAt'
            : 'betRecord.detail.closesAt',
          {
            time: formatDateTime(order.closeTime),
          },
        )}
      </p>
      <p className={styles.result} data-testid="bet-result">
        {order.result ? (
          <>
            {t('betRecord.detail.result')}{' '}
            <span className={styles.resultNumber}>
              {order.result.number.slice(0, -2)}
              <strong>{order.result.twoD}</strong>
            </span>
          </>
        ) : order.status === 'CANCELLED' ? (
          t('betRecord.detail.cancelledOrder')
        ) : (
          t('betRecord.detail.waiting')
        )}
      </p>
      <ul className={styles.picks} aria-label={t('betRecord.detail.picks')} data-testid="bet-picks">
        {order.subOrders.map((sub) => (
          <li
            key={sub.subOrderId}
            className={styles.pick}
            data-testid="bet-pick"
            data-sub-order-id={sub.subOrderId}
            data-status={sub.status}
          >
            <span
              className={cx(styles.ball, sub.status === 'WON' && styles.ballWon)}
              aria-hidden="true"
            >
              {sub.pick}
            </span>
            <span className={styles.pickText}>
              <span className={styles.pickTitle}>
                {t('betRecord.detail.pick', { play: sub.play, pick: sub.pick })}
              </span>
              <span className={styles.pickMeta}>
                {t('betRecord.detail.pickStake', {
                  amount: formatMoney(sub.stake, symbol),
                  odds: sub.odds,
                })}
                {sub.status === 'WON' &&
                  ` · ${t('betRecord.detail.paid', { amount: formatMoney(sub.payout, symbol) })}`}
              </span>
            </span>
            <span className={styles.pickSide}>
              <BetStatusBadge
                tone={subOrderTone(sub.status)}
                label={t(`betRecord.subStatus.${sub.status}`)}
                testId="bet-pick-status"
              />
              {sub.cancellable && (
                <button
                  type="button"
                  className={styles.cancelButton}
                  data-testid="bet-pick-cancel"
                  aria-label={t('betRecord.cancel.button', { pick: sub.pick })}
                  onClick={() => ask(sub)}
                >
                  {t('betRecord.cancel.short')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t('betRecord.cancel.title')}
        message={
          asked
            ? t('betRecord.cancel.message', {
                pick: asked.pick,
                amount: formatMoney(asked.stake, symbol),
              })
            : undefined
        }
        confirmLabel={t('betRecord.cancel.confirm')}
        cancelLabel={t('betRecord.cancel.keep')}
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
