import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { PlaySession } from '@app/contracts/safer-gambling';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney, signedMoney } from '@/shared/lib/money-text';
import { paths } from '@/shared/lib/paths';
import { useRealityCheckAnswer } from './play-session-api';
import styles from './play-protection.module.css';

/**
 * The reality check over the game (issue 18): how long this play session has run and what it
 * won or lost, with "continue" (the server schedules the next check) and "stop playing" (the
 * server ends the session and the game closes), and the way to the account history. The game
 * underneath is inert until the member answers.
 */
export function RealityCheckPanel({
  session,
  onLeave,
  onHistory,
}: {
  session: PlaySession;
  /** Leaves the game (after "stop playing"). */
  onLeave: () => void;
  /** Closes the game before the account history opens in its place. */
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useConsolidatedSettings().data?.currency.symbol ?? '';
  const answer = useRealityCheckAnswer();
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // The panel takes focus (not a button: an Enter meant for the game answers nothing), and gives
  // it back to what had it when the member has answered.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const stop = () => {
    // Leave at once: the game is over for the member whatever the answer's fate (a STOP that
    // did not arrive leaves the check due, so the next launch asks again).
    answer.mutate('STOP');
    onLeave();
  };

  return (
    <div className={styles.cover} data-testid="reality-check">
      <div
        ref={panelRef}
        tabIndex={-1}
        className={styles.card}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h3 id={titleId} className={styles.title}>
          {t('realityCheck.title')}
        </h3>
        <div id={bodyId}>
          <p className={styles.text} data-testid="reality-check-minutes">
            {t('realityCheck.played', { count: session.minutes })}
          </p>
          <p className={styles.figure} data-testid="reality-check-net">
            {t('realityCheck.net')} <strong>{signedMoney(session.net.session, symbol)}</strong>
          </p>
          <p className={styles.text}>
            {t('realityCheck.rounds', {
              count: session.rounds,
              stakes: formatMoney(session.stakes, symbol),
            })}
          </p>
        </div>
        <Link
          to={paths.accountHistory()}
          replace
          className={styles.link}
          onClick={onHistory}
          data-testid="reality-check-history"
        >
          {t('realityCheck.history')}
        </Link>
        {answer.isError && (
          <p className={styles.error} role="alert">
            {errorText(answer.error)}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={stop}
            data-testid="reality-check-stop"
          >
            {t('realityCheck.stop')}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => answer.mutate('CONTINUE')}
            disabled={answer.isPending}
            aria-busy={answer.isPending}
            data-testid="reality-check-continue"
          >
            {answer.isPending ? t('common.loading') : t('realityCheck.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
