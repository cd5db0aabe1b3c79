import { useMemo, type ReactNode } from 'react';
import type { ReferralFriend } from '@app/contracts/referral';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { useReferralFriends } from '../../api/referral';
import { formatAmount, formatDay } from './invite-link';
import styles from './invite.module.css';

function FriendRow({ friend, currencySymbol }: { friend: ReferralFriend; currencySymbol: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.friend} data-testid="referral-friend">
      <div className={styles.friendMain}>
        <span className={styles.friendName}>{friend.username}</span>
        <span className={styles.friendDate}>
          {t('invite.registeredOn', { date: formatDay(friend.registeredAt) })}
        </span>
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
 * screen): the shared paged list, newest first.
 */
export function FriendList({
  currencySymbol,
  emptyAction,
  enabled = true,
}: {
  currencySymbol: string;
  emptyAction?: ReactNode;
  enabled?: boolean;
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
      renderItem={(friend) => <FriendRow friend={friend} currencySymbol={currencySymbol} />}
      empty={{
        title: t('invite.emptyTitle'),
        body: t('invite.emptyBody'),
        icon: <InviteIcon size={28} />,
        action: emptyAction,
      }}
    />
  );
}
