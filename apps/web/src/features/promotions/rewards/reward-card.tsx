import { useId } from 'react';
import type { RewardItem } from '@app/contracts/rewards';
import type { RewardKind } from '@app/contracts/reward-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { TrophyIcon } from '@/shared/ui/icons/trophy';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { RewardActionButton } from './reward-action-button';
import {
  actionView,
  formatLocalDay,
  formatWhen,
  itemTime,
  statusLabelKeys,
  statusTone,
} from './reward-rules';
import type { RewardActions } from './use-reward-actions';
import styles from './rewards.module.css';

const kindIcons: Record<RewardKind, typeof GiftIcon> = {
  DEPOSIT_BONUS: WalletIcon,
  CHECK_IN: CheckCircleIcon,
  RED_RAIN: GiftIcon,
  REFERRAL: InviteIcon,
  EVENT: TrophyIcon,
};

/** The translated status label of spec section 4, as a pill in its tone. */
export function RewardStatusBadge({ status }: { status: RewardItem['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.badge}
      data-tone={statusTone(status)}
      data-testid="reward-status"
      data-status={status}
    >
      {t(statusLabelKeys[status])}
    </span>
  );
}

/** A bonus's wagering: done of required, the bar, and when it expires. */
export function WageringProgress({
  wagering,
  expiresAt,
  money,
}: {
  wagering: NonNullable<RewardItem['wagering']>;
  expiresAt: string | null;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const text = t('rewards.wagering.progress', {
    done: money(wagering.done),
    required: money(wagering.required),
  });
  return (
    <div className={styles.wagering} data-testid="reward-wagering">
      <div className={styles.wageringHead}>
        <span>{t('rewards.wagering.label')}</span>
        <span className={styles.figures}>{text}</span>
      </div>
      <ProgressBar
        value={wagering.done}
        max={wagering.required}
        label={t('rewards.wagering.label')}
        valueText={text}
      />
      {expiresAt && (
        <p className={styles.muted}>
          {t('rewards.wagering.expires', { date: formatLocalDay(expiresAt) })}
        </p>
      )}
    </div>
  );
}

/**
 * One reward: its title and status label, the conditions, the amount, the deadline (the
 * member's own calendar day), the wagering progress while PROCESSING, the reason when REJECTED,
 * and the one action its state allows. An article named by its title, so a test (or a screen
 * reader's list of articles) finds a reward's action within it.
 */
export function RewardCard({
  item,
  actions,
  money,
}: {
  item: RewardItem;
  actions: RewardActions;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = kindIcons[item.kind];
  const time = itemTime(item);
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="reward-item"
      data-key={item.key}
      data-kind={item.kind}
      data-status={item.status}
    >
      <div className={styles.cardHead}>
        <span className={styles.kindIcon} data-tone={statusTone(item.status)} aria-hidden="true">
          <Icon size={22} />
        </span>
        <h3 id={titleId} className={styles.cardTitle}>
          {item.title}
        </h3>
        <RewardStatusBadge status={item.status} />
      </div>
      {item.summary && <p className={styles.summary}>{item.summary}</p>}
      {(item.amount !== null || time.kind !== 'none') && (
        <dl className={styles.facts}>
          {item.amount !== null && (
            <div className={styles.fact}>
              <dt>{t('rewards.amount')}</dt>
              <dd className={styles.amount} data-testid="reward-amount">
                {money(item.amount)}
              </dd>
            </div>
          )}
          {time.kind === 'starts' && (
            <div className={styles.fact}>
              <dt>{t('rewards.starts')}</dt>
              <dd>{formatWhen(item, time.iso)}</dd>
            </div>
          )}
          {(time.kind === 'until' || time.kind === 'noEnd') && (
            <div className={styles.fact}>
              <dt>{t('rewards.deadline')}</dt>
              <dd data-testid="reward-deadline">
                {time.kind === 'until' ? formatWhen(item, time.iso) : t('rewards.noEnd')}
              </dd>
            </div>
          )}
        </dl>
      )}
      {item.status === 'PROCESSING' && item.wagering && (
        <WageringProgress wagering={item.wagering} expiresAt={item.endsAt} money={money} />
      )}
      {item.status === 'REJECTED' && item.reason && (
        <p className={styles.reason} data-testid="reward-reason">
          {t('rewards.reason', { reason: item.reason })}
        </p>
      )}
      {actionView(item) && (
        <div className={styles.cardActions}>
          <RewardActionButton item={item} actions={actions} />
        </div>
      )}
    </article>
  );
}
