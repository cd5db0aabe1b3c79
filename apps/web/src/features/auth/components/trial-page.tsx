import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSessionStore } from '@/shared/lib/session-store';
import { apiErrorMessage } from '../lib/api-error-message';
import styles from './auth.module.css';
import buttonStyles from '@/shared/ui/button.module.css';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import { AuthPage } from './auth-page';
import { PlayIcon } from '@/shared/ui/icons/play';
import { FormAlert } from './form-parts';
import { useFreePlay } from './use-free-play';

/**
 * Free play (/m/trail, spec 4): a visitor gets a trial session (type 4) at once and lands home.
 * Someone already logged in is asked first, since a trial session replaces theirs.
 */
export function TrialPage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const freePlay = useFreePlay();
  const started = useRef(false);
  const { mutate } = freePlay;

  useEffect(() => {
    if (loggedIn || started.current) return;
    started.current = true;
    mutate();
  }, [loggedIn, mutate]);

  return (
    <AuthPage title={t('auth.trial.title')} subtitle={t('auth.trial.body')}>
      {freePlay.isPending ? (
        <div className={styles.center} role="status">
          <span className={spinnerStyles.large} aria-hidden="true" />
          {t('auth.trial.starting')}
        </div>
      ) : (
        <>
          {freePlay.isError && <FormAlert message={apiErrorMessage(freePlay.error)} />}
          <button type="button" className={buttonStyles.primary} onClick={() => mutate()}>
            <PlayIcon size={20} />
            {freePlay.isError ? t('common.retry') : t('auth.trial.start')}
          </button>
        </>
      )}
    </AuthPage>
  );
}
