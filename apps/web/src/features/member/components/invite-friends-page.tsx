import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { useReferralSummary } from '../api/referral';
import { FriendList } from './invite/friend-list';
import { inviteLink } from './invite/invite-link';
import { ReferralCard } from './invite/referral-card';
import { ReferralStats } from './invite/referral-stats';
import { RewardReady } from './invite/reward-ready';
import { useReferralView } from './invite/use-referral-view';
import { TrialRegisterPrompt } from './trial-register-prompt';
import styles from './invite/invite.module.css';

/**
 * Refer and earn (/m/inviteFriends, issue 14): the member's referral code and invite link with
 * copy, the link's QR code, share (Web Share API, else copy), the counters and the friends who
 * registered with the code, with what each earned the member. Referral rewards ready to claim
 * (issue 16) show first, with the way to the reward centre, and per friend in the list.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const { access, currencySymbol } = useReferralView();
  const summary = useReferralSummary(access === 'open');

  let content;
  if (access === 'trial') content = <TrialRegisterPrompt />;
  else if (access === 'unavailable')
    content = (
      <ListState
        testId="referral-unavailable"
        icon={<InviteIcon size={28} />}
        title={t('invite.unavailableTitle')}
        body={t('invite.unavailableBody')}
      />
    );
  else if (summary.data === undefined && summary.isError)
    content = (
      <ListState
        testId="referral-error"
        alert
        title={t('invite.loadError')}
        action={<RetryButton onRetry={() => void summary.refetch()} busy={summary.isFetching} />}
      />
    );
  else if (summary.data === undefined)
    content = (
      <div role="status" data-testid="referral-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  else
    content = (
      <>
        {summary.data.toClaim > 0 && (
          <RewardReady amount={summary.data.toClaim} currencySymbol={currencySymbol} />
        )}
        <ReferralCard
          code={summary.data.code}
          link={inviteLink(window.location.origin, summary.data.code)}
        />
        <ReferralStats summary={summary.data} currencySymbol={currencySymbol} />
        <section className={styles.friends} aria-labelledby="referral-friends-title">
          <h2 id="referral-friends-title" className={styles.sectionTitle}>
            {t('invite.friendsTitle')}
          </h2>
          <FriendList currencySymbol={currencySymbol} showReward />
        </section>
      </>
    );

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {content}
      </main>
    </>
  );
}
