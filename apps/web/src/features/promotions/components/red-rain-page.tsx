import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { BackHeader } from '@/shared/ui/back-header';
import { usePrefersReducedMotion } from '@/shared/ui/carousel';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RainHero, NextRain, SessionResult } from '../red-rain/rain-parts';
import { RainSessionView } from '../red-rain/rain-session-view';
import { useRedRainState, useRefreshAfterPayout } from '../red-rain/red-rain-api';
import { msUntil } from '../red-rain/server-clock';
import type { Opening, RainEnd } from '../red-rain/use-rain-session';
import styles from '../red-rain/red-rain.module.css';

/** A session that ended while the member watched it: shown until the next one starts. */
type LastRain = { sessionId: number; end: RainEnd; openings: readonly Opening[] };

/**
 * The red envelope rain (/m/redRain, issue 16). Between sessions: the rain's title and rules, a
 * countdown to the next session on the server's clock, and what the member opened in the last
 * one. During a session: envelopes fall (or stand still in a grid, with reduced motion) and each
 * tap opens one through the server, which draws the amount; the rain stops at the member's limit,
 * when the pool is empty, or when the session ends. Real-money members only.
 */
export function RedRainPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const session = useSessionStore((s) => s.session);
  const allowed = canUseRealMoneyFeature(session) === 'allowed';
  const query = useRedRainState(allowed);
  const { data: settings } = useConsolidatedSettings();
  const currencySymbol = settings?.currency.symbol ?? '';
  const reducedMotion = usePrefersReducedMotion();
  const refreshBalance = useRefreshAfterPayout();
  const [last, setLast] = useState<LastRain | null>(null);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const snapshot = query.data;
  const current = snapshot?.state.current ?? null;
  const running = !!snapshot && !!current && msUntil(current.endsAt, snapshot.offsetMs) > 0;

  const onPayout = useCallback(
    (sessionId: number, opening: Opening) => {
      refreshBalance();
      // An answer that came after the session ended still counts in its results.
      setLast((l) =>
        l && l.sessionId === sessionId ? { ...l, openings: [...l.openings, opening] } : l,
      );
    },
    [refreshBalance],
  );

  let content;
  if (!allowed)
    content = (
      <ListState
        testId="red-rain-trial"
        icon={<GiftIcon size={28} />}
        title={t('account.freeReject')}
        body={t('redRain.trialBody')}
        action={
          <Link to={paths.register()} className={styles.button}>
            {t('account.trialRegister')}
          </Link>
        }
      />
    );
  else if (!snapshot && query.isError)
    content = (
      <ListState
        testId="red-rain-error"
        alert
        title={t('redRain.loadError')}
        action={<RetryButton onRetry={reload} busy={query.isFetching} />}
      />
    );
  else if (!snapshot)
    content = (
      <div role="status" data-testid="red-rain-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={styles.skeleton} aria-hidden="true" />
        <div className={styles.skeletonCard} aria-hidden="true" />
      </div>
    );
  else {
    const { state, offsetMs } = snapshot;
    // What the member opened in the last session: this visit's, else what the server lists.
    const lastOpenings =
      last?.openings ?? (current === null && state.opened.length > 0 ? state.opened : null);
    content = (
      <>
        <RainHero
          title={state.title}
          summary={state.summary}
          max={state.maxPerMember}
          live={running}
        />
        {running && current ? (
          <RainSessionView
            key={current.id}
            session={current}
            state={state}
            offsetMs={offsetMs}
            reducedMotion={reducedMotion}
            currencySymbol={currencySymbol}
            onPayout={(opening) => onPayout(current.id, opening)}
            onEnd={(end, openings) => {
              // At the limit or an empty pool the session's results stay on screen; when it
              // closed, the screen turns to the next one (and keeps these as the last rain).
              if (end !== 'closed') return;
              setLast({ sessionId: current.id, end, openings });
              reload();
            }}
            onNextReached={reload}
          />
        ) : (
          <>
            <NextRain next={state.next} offsetMs={offsetMs} onReached={reload} />
            {lastOpenings && (
              <SessionResult
                title={t('redRain.lastTitle')}
                openings={lastOpenings}
                end={last?.end ?? null}
                max={state.maxPerMember}
                currencySymbol={currencySymbol}
              />
            )}
          </>
        )}
      </>
    );
  }

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
