import { Link, useLocation } from 'react-router';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';
import {
  LIMIT_COOLING_OFF_HOURS,
  PLAY_SESSION_IDLE_MINUTES,
} from '@app/contracts/safer-gambling-constants';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useSaferGamblingInfo, useSaferGamblingState } from '@/shared/api/safer-gambling';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { BackHeader } from '@/shared/ui/back-header';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { BlockBanner } from './block-banner';
import { BreakSection } from './break-section';
import { HelpSection } from './help-section';
import { LimitCard } from './limit-card';
import { LoginPrompt, TrialPrompt } from './tools-prompts';
import { RealityCheckCard } from './reality-check-card';
import { SessionLimitCard } from './session-limit-card';
import styles from './safer-gambling.module.css';

/**
 * Safer gambling (/m/saferGambling, issue 18; reached from the member centre, the side menu and
 * the footer): a block in force at the top, then the tools the operator offers (deposit and
 * loss limits, session limit, reality check, time-out, self-exclusion), the account history,
 * and where help is. Guests see the help and a prompt to log in for the tools; trial accounts a
 * prompt to register (the tools' rows are real-money).
 */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const session = useSessionStore((s) => s.session);
  const info = useSaferGamblingInfo();
  const access = canUseRealMoneyFeature(session);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="safer-gambling">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <p className={styles.intro}>{t('saferGambling.intro')}</p>
        {access === 'allowed' && <MemberTools />}
        {access === 'login' && <LoginPrompt />}
        {access === 'freeReject' && <TrialPrompt />}
        <HelpSection info={info.data} />
      </main>
    </>
  );
}

function MemberTools() {
  const { t } = useTranslation();
  const state = useSaferGamblingState();
  if (!state.data)
    return state.isError ? (
      <ListState
        testId="safer-gambling-load-failed"
        alert
        title={t('saferGambling.loadFailed')}
        action={
          <RetryButton
            onRetry={() => void state.refetch()}
            busy={state.isFetching}
            label={t('common.retry')}
          />
        }
      />
    ) : (
      <div role="status" aria-label={t('common.loading')} data-testid="safer-gambling-loading">
        <RowSkeleton count={6} />
      </div>
    );
  return <Tools state={state.data} />;
}

function Tools({ state }: { state: SaferGamblingState }) {
  const { t } = useTranslation();
  const { data: settings } = useConsolidatedSettings();
  const symbol = settings?.currency.symbol ?? '';
  const { features } = state;
  const cooling = t('saferGambling.limits.coolingHint', { hours: LIMIT_COOLING_OFF_HOURS });
  const permanentlyExcluded = state.block?.kind === 'SELF_EXCLUSION' && state.block.until === null;
  return (
    <>
      {state.block && <BlockBanner block={state.block} />}

      {features.depositLimits && (
        <section className={styles.section} aria-labelledby="safer-gambling-deposit">
          <h2 id="safer-gambling-deposit" className={styles.sectionTitle}>
            {t('saferGambling.limits.depositTitle')}
          </h2>
          <p className={styles.sectionHint}>{cooling}</p>
          {state.depositLimits.map((limit) => (
            <LimitCard key={limit.period} kind="deposit" limit={limit} symbol={symbol} />
          ))}
        </section>
      )}

      {features.lossLimits && (
        <section className={styles.section} aria-labelledby="safer-gambling-loss">
          <h2 id="safer-gambling-loss" className={styles.sectionTitle}>
            {t('saferGambling.limits.lossTitle')}
          </h2>
          <p className={styles.sectionHint}>
            {t('saferGambling.limits.lossHint')} {cooling}
          </p>
          {state.lossLimits.map((limit) => (
            <LimitCard key={limit.period} kind="loss" limit={limit} symbol={symbol} />
          ))}
        </section>
      )}

      {features.sessionLimits && (
        <section className={styles.section} aria-labelledby="safer-gambling-session">
          <h2 id="safer-gambling-session" className={styles.sectionTitle}>
            {t('saferGambling.session.title')}
          </h2>
          <p className={styles.sectionHint}>
            {t('saferGambling.session.hint', { idle: PLAY_SESSION_IDLE_MINUTES })}
          </p>
          <SessionLimitCard session={state.sessionLimit} />
        </section>
      )}

      {features.realityChecks && (
        <section className={styles.section} aria-labelledby="safer-gambling-reality">
          <h2 id="safer-gambling-reality" className={styles.sectionTitle}>
            {t('saferGambling.reality.title')}
          </h2>
          <p className={styles.sectionHint}>{t('saferGambling.reality.hint')}</p>
          <RealityCheckCard minutes={state.realityCheckMinutes} />
        </section>
      )}

      {/* A permanent self-exclusion leaves no longer break to take. */}
      {!permanentlyExcluded && (
        <BreakSection timeOut={features.timeOut} selfExclusion={features.selfExclusion} />
      )}

      <section className={styles.card} aria-labelledby="safer-gambling-history">
        <h2 id="safer-gambling-history" className="visually-hidden">
          {t('titles.accountHistory')}
        </h2>
        <Link
          className={styles.link}
          to={paths.accountHistory()}
          data-testid="safer-gambling-history-link"
        >
          <ClockIcon size={20} />
          <span className={styles.linkText}>{t('saferGambling.historyLink')}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </section>
    </>
  );
}
