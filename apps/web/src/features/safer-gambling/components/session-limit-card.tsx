import { useId, useState, type FormEvent } from 'react';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';
import {
  sessionLimitChoices,
  type SessionLimitMinutes,
} from '@app/contracts/safer-gambling-constants';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { FormAlert } from '@/shared/ui/form-field';
import { useSetSessionLimit } from '../api/safer-gambling-actions';
import { sessionLengthKey } from '../lib/protection-words';
import styles from './safer-gambling.module.css';

const none = 'none';

/**
 * The session limit (issue 18): the longest play session, from the contract's choices, or none.
 * A shorter one applies at once; a longer one or none after 24 hours (shown as pending).
 */
export function SessionLimitCard({ session }: { session: SaferGamblingState['sessionLimit'] }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetSessionLimit();
  const [choice, setChoice] = useState<string>(
    session.minutes === null ? none : String(session.minutes),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const length = (minutes: number) => {
    const { key, count } = sessionLengthKey(minutes);
    return t(key, { count });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSaved(null);
    const minutes = choice === none ? null : (Number(choice) as SessionLimitMinutes);
    save.mutate(
      { minutes },
      {
        onSuccess: (state) =>
          setSaved(
            state.sessionLimit.pending
              ? t('saferGambling.limits.savedPending', {
                  when: formatDateTime(state.sessionLimit.pending.effectiveAt),
                })
              : t('saferGambling.limits.savedNow'),
          ),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="session-limit">
      <div className={styles.cardHead}>
        <label htmlFor={`${id}-select`} className={styles.cardTitle}>
          {t('saferGambling.session.label')}
        </label>
        <span className={styles.cardValue} data-testid="session-limit-current">
          {session.minutes === null ? (
            <span className={styles.muted}>{t('saferGambling.limits.none')}</span>
          ) : (
            length(session.minutes)
          )}
        </span>
      </div>
      {session.pending && (
        <p className={styles.pending} data-testid="session-limit-pending">
          {session.pending.minutes === null
            ? t('saferGambling.limits.pendingRemoval', {
                when: formatDateTime(session.pending.effectiveAt),
              })
            : t('saferGambling.session.pending', {
                length: length(session.pending.minutes),
                when: formatDateTime(session.pending.effectiveAt),
              })}
        </p>
      )}
      <div className={styles.selectRow}>
        <select
          id={`${id}-select`}
          className={styles.select}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value={none}>{t('saferGambling.limits.none')}</option>
          {sessionLimitChoices.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {length(minutes)}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.smallPrimary} disabled={save.isPending}>
          {save.isPending ? t('common.loading') : t('saferGambling.limits.save')}
        </button>
      </div>
      <p className={styles.saved} role="status">
        {saved}
      </p>
      <FormAlert text={problem} />
    </form>
  );
}
