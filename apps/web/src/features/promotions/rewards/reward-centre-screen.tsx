import { Link, useLocation } from 'react-router';
import type { RewardCentre } from '@app/contracts/rewards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { BackHeader } from '@/shared/ui/back-header';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { LockIcon } from '@/shared/ui/icons/lock';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { CheckInCalendarCard } from './check-in-calendar';
import { useRewardCentre } from './reward-api';
import { RewardCard } from './reward-card';
import { useRewardMoney } from './reward-money';
import { useRewardActions } from './use-reward-actions';
import styles from './rewards.module.css';

/**
 * The reward centre (/m/rewardCenter, issue 16): the daily check-in calendar at the top, then
 * every reward the member can take part in, each with its status label (spec section 4), the
 * conditions, amount and deadline, and the one action its state allows. Rewards are for
 * real-money accounts: a trial account opens the screen (route access "member") and is told to
 * use a real account, with the way to register.
 */
export function RewardCentreScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const session = useSessionStore((s) => s.session);
  const trial = canUseRealMoneyFeature(session) === 'freeReject';
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {trial ? (
          <ListState
            testId="rewards-trial"
            icon={<GiftIcon size={32} />}
            title={t('account.freeReject')}
            body={t('rewards.trialBody')}
            action={
              <Link to={paths.register()} className={styles.action}>
                {t('account.trialRegister')}
              </Link>
            }
          />
        ) : (
          <RewardCentreContent />
        )}
      </main>
    </>
  );
}

function RewardCentreContent() {
  const { t } = useTranslation();
  const centre = useRewardCentre();
  if (centre.data === undefined) {
    if (centre.isError)
      return (
        <ListState
          testId="rewards-error"
          alert
          title={t('rewards.loadError')}
          action={<RetryButton onRetry={() => void centre.refetch()} busy={centre.isFetching} />}
        />
      );
    return (
      <div role="status" data-testid="rewards-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true" className={styles.skeletons}>
          <div className={styles.skeletonCalendar} />
          <RowSkeleton count={3} />
        </div>
      </div>
    );
  }
  return <RewardList centre={centre.data} />;
}

function RewardList({ centre }: { centre: RewardCentre }) {
  const { t } = useTranslation();
  const { money, symbol } = useRewardMoney(centre.currency);
  const actions = useRewardActions(centre.currency);
  const checkInItem = centre.items.find((item) => item.kind === 'CHECK_IN');
  // The check-in is the calendar at the top; every other reward is a card below it.
  const items = centre.items.filter((item) => item !== checkInItem);
  const showCalendar = checkInItem !== undefined || centre.checkIn.days.length > 0;
  return (
    <>
      {showCalendar && (
        <CheckInCalendarCard
          calendar={centre.checkIn}
          item={checkInItem}
          actions={actions}
          money={money}
          symbol={symbol}
        />
      )}
      {centre.locked > 0 && (
        <p className={styles.lockedLine} data-testid="rewards-locked">
          <LockIcon size={16} />
          {t('rewards.lockedLine', { amount: money(centre.locked) })}
        </p>
      )}
      <section className={styles.listSection} aria-labelledby="rewards-list-title">
        <h2 id="rewards-list-title" className={styles.sectionTitle}>
          {t('rewards.listTitle')}
        </h2>
        {items.length === 0 ? (
          <ListState
            testId="rewards-empty"
            icon={<GiftIcon size={32} />}
            title={showCalendar ? t('rewards.emptyOthersTitle') : t('rewards.emptyTitle')}
            body={t('rewards.emptyBody')}
          />
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.key}>
                <RewardCard item={item} actions={actions} money={money} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {actions.dialog}
    </>
  );
}
