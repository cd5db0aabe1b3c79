import { useLocation } from 'react-router';
import { errorMessageKey } from '@/shared/api/error-messages';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { CrownIcon } from '@/shared/ui/icons/crown';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useMemberVip } from '../api/member-vip';
import { useCurrencySymbol } from '../lib/use-currency-symbol';
import { TrialRegisterPrompt } from './trial-register-prompt';
import { VipLevelList } from './vip/vip-level-list';
import { VipStandingCard } from './vip/vip-standing-card';
import styles from './vip/vip-page.module.css';

/**
 * VIP (/m/member/benefits, issue 14): the member's level and progress towards the next one
 * (deposits and valid turnover over the qualifying period), and every level's benefits.
 */
export function MemberBenefitsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const query = useMemberVip();
  const { data: info } = query;
  const symbol = useCurrencySymbol(info?.currency);

  let body;
  if (info && info.levels.length === 0)
    body = (
      <ListState
        testId="vip-empty"
        icon={<CrownIcon size={32} />}
        title={t('vip.empty')}
        body={t('vip.emptyBody')}
      />
    );
  else if (info)
    body = (
      <>
        <VipStandingCard info={info} symbol={symbol} />
        <section className={styles.levelsSection} aria-labelledby="vip-levels-title">
          <h2 id="vip-levels-title" className={styles.sectionTitle}>
            {t('vip.levelsTitle')}
          </h2>
          <p className={styles.sectionHint}>{t('vip.howItWorks', { days: info.period.days })}</p>
          <VipLevelList levels={info.levels} current={info.standing.level} symbol={symbol} />
        </section>
      </>
    );
  else if (query.isError)
    body = (
      <ListState
        testId="vip-error"
        alert
        title={t('vip.loadFailed')}
        body={t(errorMessageKey(isApiError(query.error) ? query.error.errorCode : null))}
        action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
      />
    );
  else
    body = (
      <div className={styles.loading} data-testid="vip-loading" aria-busy="true">
        <span className={styles.standingSkeleton} />
        <RowSkeleton count={4} />
      </div>
    );

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <TrialRegisterPrompt />
        {body}
      </main>
    </>
  );
}
