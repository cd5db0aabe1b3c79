import { useMemo, type ReactNode } from 'react';
import type { ReferralFriend } from '@app/contracts/referral';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { useReferralFriends } from '../../api/referral';
import { formatAmount, formatDay } from './invite-link';
import styles from './invite.module.css';

/** The member's reward for a friend: ready to claim, or claimed (nothing when none). */
function FriendReward({ reward }: { reward: ReferralFriend['reward'] }) {
  const { t } = useTranslation();
  if (reward === 'NONE') return null;
  return (
    <span className={styles.friendReward} data-reward={reward} data-testid="referral-friend-reward">
      {reward === 'TO_CLAIM' ? <GiftIcon size={14} /> : <CheckCircleIcon size={14} />}
      {reward === 'TO_CLAIM' ? t('invite.friendRewardToClaim') : t('invite.friendRewardClaimed')}
    </span>
  );
}

function FriendRow({
  friend,
  currencySymbol,
  showReward,
}: {
  friend: ReferralFriend;
  currencySymbol: string;
  showReward: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.friend} data-testid="referral-friend">
      <div className={styles.friendMain}>
        <span className={styles.friendName}>{friend.username}</span>
        <span className={styles.friendDate}>
          {t('invite.registeredOn', { date: formatDay(friend.registeredAt) })}
        </span>
        {showReward && <FriendReward reward={friend.reward} />}
      </div>
      <div className={styles.friendSide}>
        <span className={cx(styles.badge, friend.deposited && styles.badgeOn)}>
          {friend.deposited ? t('invite.deposited') : t('invite.notDeposited')}
        </span>
        <span className={styles.friendEarned}>
          <span className="visually-hidden">{t('invite.earnedLabel')} </span>
          {formatAmount(friend.earned, currencySymbol)}
        </span>
      </div>
    </div>
  );
}

/**
 * The friends who registered with the member's code (the invite screen and the agent's team
 * screen): the shared paged list, newest first; on the invite screen with the member's referral
 * reward for each friend (`showReward`).
 */
export function FriendList({
  currencySymbol,
  emptyAction,
  enabled = true,
  showReward = false,
}: {
  currencySymbol: string;
  emptyAction?: ReactNode;
  enabled?: boolean;
  showReward?: boolean;
}) {
  const { t } = useTranslation();
  const query = useReferralFriends(enabled);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list), [query.data]);
  return (
    <PagedList
      source={infiniteSource(query, items)}
      testId="referral-friends"
      label={t('invite.friendsTitle')}
      getKey={(friend, i) => `${friend.registeredAt}-${friend.username}-${i}`}
      renderItem={(friend) => (
        <FriendRow friend={friend} currencySymbol={currencySymbol} showReward={showReward} />
      )}
      empty={{
        title: t('invite.emptyTitle'),
        body: t('invite.emptyBody'),
        icon: <InviteIcon size={28} />,
        action: emptyAction,
      }}
    />
  );
}
