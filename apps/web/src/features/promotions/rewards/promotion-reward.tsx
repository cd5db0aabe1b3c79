import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RewardItem } from '@app/contracts/rewards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { RewardActionButton } from './reward-action-button';
import { useRewardCentre, useRewardToken } from './reward-api';
import { RewardStatusBadge, WageringProgress } from './reward-card';
import { useRewardMoney } from './reward-money';
import { actionView, itemForPromotion } from './reward-rules';
import { useRewardActions } from './use-reward-actions';
import styles from './rewards.module.css';

/**
 * The promotion detail's button area (spec 3; decision 0032, "The button area"): for a
 * real-money member, the reward centre's item of this promotion (`announcementId`) with its
 * status label and the one action its state allows, right here (deposit with the bonus, claim or
 * apply, check in, the rain, forfeit). Without such an item (or for a trial account, or when the
 * rewards cannot be loaded) it shows `fallback`: the way to the reward centre.
 */
export function PromotionReward({
  promotionId,
  fallback,
}: {
  promotionId: number;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const token = useRewardToken();
  const centre = useRewardCentre(token !== '');
  if (token === '') return fallback;
  if (centre.data === undefined) {
    if (centre.isError) return fallback;
    return (
      <div role="status" data-testid="promotion-reward-loading" className={styles.detailReward}>
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true" className={styles.skeletonButton} />
      </div>
    );
  }
  const item = itemForPromotion(centre.data.items, promotionId);
  if (!item) return fallback;
  return <DetailReward item={item} currency={centre.data.currency} />;
}

function DetailReward({ item, currency }: { item: RewardItem; currency: string }) {
  const { t } = useTranslation();
  const { money } = useRewardMoney(currency);
  const actions = useRewardActions(currency);
  return (
    <div
      className={styles.detailReward}
      data-testid="promotion-reward"
      data-key={item.key}
      data-status={item.status}
    >
      <div className={styles.detailRewardHead}>
        <p className={styles.detailRewardTitle}>
          {item.amount !== null
            ? t('rewards.detail.rewardAmount', { amount: money(item.amount) })
            : t('rewards.detail.reward')}
        </p>
        <RewardStatusBadge status={item.status} />
      </div>
      {item.status === 'PROCESSING' && item.wagering && (
        <WageringProgress wagering={item.wagering} expiresAt={item.endsAt} money={money} />
      )}
      {item.status === 'REJECTED' && item.reason && (
        <p className={styles.reason}>{t('rewards.reason', { reason: item.reason })}</p>
      )}
      {actionView(item) && <RewardActionButton item={item} actions={actions} wide />}
      <Link to={paths.rewardCenter()} className={styles.centreLink}>
        {t('rewards.detail.openCentre')}
      </Link>
      {actions.dialog}
    </div>
  );
}
