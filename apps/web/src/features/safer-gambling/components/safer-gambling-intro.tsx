import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSaferGamblingState } from '@/shared/api/safer-gambling';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import buttonStyles from '@/shared/ui/button.module.css';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import { useIntroSeen } from '../api/safer-gambling-actions';
import styles from './safer-gambling.module.css';

/**
 * After registration, the tools are shown once (issue 18): a sheet with "set my limits" (to the
 * safer-gambling screen) and "not now". Either answer, and closing the sheet, tells the server
 * it was seen, so it never comes back. Nothing shows when the server says it was already seen
 * or the operator offers none of the tools.
 */
export function SaferGamblingIntro({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useSaferGamblingState();
  const seen = useIntroSeen();
  const [answered, setAnswered] = useState(false);
  const offersAny = state.data ? Object.values(state.data.features).some(Boolean) : false;
  const open = !answered && state.data !== undefined && !state.data.introSeen && offersAny;
  // Nothing to show (seen before, no tools offered, or the state did not load): done at once,
  // so what waits for the intro (the announcement popup) goes on.
  const nothingToShow = state.isError || (state.data !== undefined && !open && !answered);
  useEffect(() => {
    if (nothingToShow) onDone();
  }, [nothingToShow, onDone]);

  function answer(setLimits: boolean) {
    if (answered) return;
    setAnswered(true);
    seen.mutate(undefined, { onSettled: onDone });
    if (setLimits) void navigate(paths.saferGambling());
  }

  return (
    <TitledSheet
      open={open}
      title={t('saferGambling.introSheet.title')}
      onClose={() => answer(false)}
      testId="safer-gambling-intro"
    >
      <p className={styles.intro}>{t('saferGambling.introSheet.body')}</p>
      <ul className={styles.sheetList}>
        <li>{t('saferGambling.introSheet.limits')}</li>
        <li>{t('saferGambling.introSheet.reality')}</li>
        <li>{t('saferGambling.introSheet.breaks')}</li>
      </ul>
      <div className={styles.sheetActions}>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => answer(true)}
          data-testid="safer-gambling-intro-set-limits"
        >
          {t('saferGambling.introSheet.setLimits')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => answer(false)}
          data-testid="safer-gambling-intro-not-now"
        >
          {t('saferGambling.introSheet.notNow')}
        </button>
      </div>
    </TitledSheet>
  );
}
