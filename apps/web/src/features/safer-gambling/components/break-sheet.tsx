import { useId, useState, type FormEvent } from 'react';
import type { ExclusionPeriod, TimeOutPeriod } from '@app/contracts/safer-gambling-constants';
import { isApiError } from '@/shared/api/client';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { FormAlert, SecretField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import { showToast } from '@/shared/ui/toast';
import { useTakeBreak } from '../api/safer-gambling-actions';
import { exclusionKeys, timeOutKeys } from '../lib/protection-words';
import styles from './safer-gambling.module.css';

export type BreakChoice =
  { kind: 'timeOut'; period: TimeOutPeriod } | { kind: 'selfExclusion'; period: ExclusionPeriod };

/**
 * The confirmation of a time-out or self-exclusion (issue 18): it starts now, it cannot be
 * undone early (by the member or anyone), what stops and what still works, and the login
 * password (sent sealed, like every password). A wrong password keeps what was typed and says
 * why; on success the screen above shows the block and until when.
 */
export function BreakSheet({
  choice,
  open,
  onClose,
}: {
  choice: BreakChoice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const take = useTakeBreak();
  const [password, setPassword] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const close = () => {
    if (!take.isPending) onClose();
  };
  const exclusion = choice.kind === 'selfExclusion';
  const permanent = choice.kind === 'selfExclusion' && choice.period === 'PERMANENT';
  const length = t(
    choice.kind === 'timeOut' ? timeOutKeys[choice.period] : exclusionKeys[choice.period],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    if (password === '') {
      setFieldProblem(t('saferGambling.sheet.passwordRequired'));
      return;
    }
    setFieldProblem(null);
    const request =
      choice.kind === 'timeOut'
        ? { kind: 'timeOut' as const, body: { period: choice.period, password } }
        : { kind: 'selfExclusion' as const, body: { period: choice.period, password } };
    take.mutate(request, {
      onSuccess: () => {
        setPassword('');
        onClose();
        showToast({
          message: t(exclusion ? 'saferGambling.sheet.excluded' : 'saferGambling.sheet.started'),
          kind: 'success',
          durationMs: toastDurations.short,
        });
        window.scrollTo({ top: 0 });
      },
      // What was typed stays; a wrong password is the field's problem, anything else the form's.
      onError: (error) => {
        if (isApiError(error) && error.errorCode === 'WRONG_CREDENTIALS')
          setFieldProblem(t('saferGambling.sheet.wrongPassword'));
        else setFormProblem(errorText(error));
      },
    });
  }

  return (
    <TitledSheet
      open={open}
      onClose={close}
      title={
        exclusion
          ? t('saferGambling.sheet.exclusionTitle', { length })
          : t('saferGambling.sheet.timeOutTitle', { length })
      }
      testId="break-sheet"
    >
      <form className={styles.limitForm} onSubmit={submit} noValidate>
        <p className={styles.warning} data-testid="break-sheet-warning">
          {permanent
            ? t('saferGambling.sheet.warningPermanent')
            : t('saferGambling.sheet.warning', { length })}
        </p>
        <ul className={styles.sheetList}>
          <li>{t('saferGambling.sheet.stops')}</li>
          <li>{t('saferGambling.sheet.works')}</li>
          {exclusion && <li>{t('saferGambling.sheet.noRegistration')}</li>}
        </ul>
        <SecretField
          id={`${id}-password`}
          label={t('saferGambling.sheet.password')}
          hint={t('saferGambling.sheet.passwordHint')}
          error={fieldProblem}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          input={{
            value: password,
            onChange: (e) => setPassword(e.target.value),
            autoComplete: 'current-password',
            'aria-required': true,
            maxLength: 128,
          }}
        />
        <FormAlert text={formProblem} testId="break-sheet-error" />
        <div className={styles.sheetActions}>
          <SubmitButton busy={take.isPending} busyLabel={t('common.loading')}>
            {exclusion
              ? t('saferGambling.sheet.confirmExclusion')
              : t('saferGambling.sheet.confirmTimeOut')}
          </SubmitButton>
          <button type="button" className={buttonStyles.secondary} onClick={close}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </TitledSheet>
  );
}
