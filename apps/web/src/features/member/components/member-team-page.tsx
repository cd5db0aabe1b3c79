import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from '@/shared/ui/back-header';
import { InviteIcon } from '@/shared/ui/icons/invite';
import buttons from '@/shared/ui/button.module.css';
import { useReferralSummary } from '../api/referral';
import { FriendList } from './invite/friend-list';
import { ReferralStats } from './invite/referral-stats';
import { useReferralView } from './invite/use-referral-view';
import styles from './invite/invite.module.css';

/**
 * My team (/m/member/team, agents only by the route table): the members who registered with the
 * agent's code, in the invite screen's list, and a way to invite more. The full team tree (levels
 * below, team reports) is the agent issue's.
 */
export function MemberTeamPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const { currencySymbol } = useReferralView();
  const summary = useReferralSummary();
  const inviteMore = (
    <Link to={paths.inviteFriends()} className={buttons.primary} data-testid="team-invite-more">
      <InviteIcon size={20} />
      {t('invite.inviteMore')}
    </Link>
  );
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {summary.data && (
          <ReferralStats
            summary={summary.data}
            currencySymbol={currencySymbol}
            showEarned={false}
          />
        )}
        <section className={styles.friends} aria-labelledby="team-title">
          <div className={styles.sectionHead}>
            <h2 id="team-title" className={styles.sectionTitle}>
              {t('invite.teamTitle')}
            </h2>
            <Link to={paths.inviteFriends()} className={styles.sectionLink}>
              {t('invite.inviteMore')}
            </Link>
          </div>
          <FriendList currencySymbol={currencySymbol} emptyAction={inviteMore} />
        </section>
      </main>
    </>
  );
}
