import { useState } from 'react';
import {
  realityCheckChoices,
  type RealityCheckMinutes,
} from '@app/contracts/safer-gambling-constants';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormAlert } from '@/shared/ui/form-field';
import { useSetRealityCheck } from '../api/safer-gambling-actions';
import styles from './safer-gambling.module.css';

/** The reality check's interval (issue 18): every 15, 30 or 60 minutes of play; saved on tap. */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: RealityCheckMinutes) => {
    setProblem(null);
    save.mutate({ minutes: next }, { onError: (error) => setProblem(errorText(error)) });
  };
  return (
    <div className={styles.card} data-testid="reality-check">
      <div className={styles.choices} role="group" aria-label={t('saferGambling.reality.label')}>
        {realityCheckChoices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            aria-pressed={minutes === choice}
            disabled={save.isPending}
            onClick={() => choose(choice)}
          >
            {t('saferGambling.reality.every', { count: choice })}
          </button>
        ))}
      </div>
      <FormAlert text={problem} />
    </div>
  );
}
