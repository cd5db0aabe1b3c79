import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  TWO_FACTOR_CODE_DIGITS,
  TWO_FACTOR_CODE_MAX,
  twoFactorCodePattern,
} from '@app/contracts/security-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { isApiError } from '@/shared/api/client';
import { errorText } from './security-format';
import styles from './security.module.css';

const recoveryPattern = /^[0-9a-z]{5}-?[0-9a-z]{5}$/i;

/** Six digits (`code`), or six digits or a recovery code (`codeOrRecovery`). */
export function codeRule(kind: 'code' | 'codeOrRecovery', value: string): boolean {
  const text = value.trim().replace(/\s+/g, '');
  return (
    twoFactorCodePattern.test(text) || (kind === 'codeOrRecovery' && recoveryPattern.test(text))
  );
}

/**
 * One code field and a submit button: a code of the authenticator app, or (`codeOrRecovery`) a
 * recovery code too. A wrong or replayed code is emptied with the server's reason beside it.
 */
export function CodeForm({
  id,
  kind,
  label,
  submitLabel,
  onSubmit,
}: {
  id: string;
  kind: 'code' | 'codeOrRecovery';
  label: string;
  submitLabel: string;
  /** Resolves when done; rejects with the API error. */
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue } = useForm<{ code: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      const message = errorText(t, error);
      const code = isApiError(error) ? error.errorCode : null;
      if (code === 'TWO_FACTOR_INVALID' || code === 'RATE_LIMITED') {
        setValue('code', '');
        setError('code', { type: 'server', message }, { shouldFocus: true });
      } else {
        setServerError(message);
      }
    }
  });
  const invalidMessage =
    kind === 'code' ? t('security.validation.code') : t('security.validation.codeOrRecovery');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={id}
        label={label}
        error={formState.errors.code?.message ?? null}
        input={{
          type: 'text',
          inputMode: kind === 'code' ? 'numeric' : 'text',
          autoComplete: 'one-time-code',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: kind === 'code' ? TWO_FACTOR_CODE_DIGITS : TWO_FACTOR_CODE_MAX,
          placeholder: kind === 'code' ? t('security.login.codePlaceholder') : undefined,
          'aria-required': true,
          ...register('code', {
            validate: (value: string) => codeRule(kind, value) || invalidMessage,
            onChange: (e: { target: HTMLInputElement }) => {
              if (kind === 'code')
                e.target.value = e.target.value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_DIGITS);
            },
          }),
        }}
      />
      <FormAlert text={serverError} />
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('common.loading')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
