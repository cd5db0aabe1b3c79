import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TwoFactorChallenge } from '@app/contracts/account';
import { TWO_FACTOR_CODE_DIGITS, TWO_FACTOR_CODE_MAX } from '@app/contracts/security-constants';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useTwoFactorLogin } from '../api/login-two-factor';
import { apiErrorMessage } from '../lib/api-error-message';
import { digitsOnly } from '../lib/digits-only';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import styles from './auth.module.css';
import { FormAlert, SubmitButton, TextField } from './form-parts';

type Values = { code: string };
type Kind = 'code' | 'recovery';

const recoveryPattern = /^[0-9a-z]{5}-?[0-9a-z]{5}$/i;

/** The rule of the code field: six digits, or a recovery code (xxxxx-xxxxx, any case). */
export function twoFactorCodeError(kind: Kind, value: string): FormMessage | null {
  const text = value.trim().replace(/\s+/g, '');
  if (kind === 'code')
    return new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(text)
      ? null
      : { key: 'security.validation.code' };
  return recoveryPattern.test(text) ? null : { key: 'security.validation.recoveryCode' };
}

/**
 * The second login step (issue 14) for an account with two-factor login on: the 6-digit code of
 * the authenticator app, or one of the recovery codes. A wrong code shows its message on the
 * field (and the login throttle's wait); an expired or used challenge sends the player back to
 * the password step (`onExpired`), where what they typed is still there.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onExpired,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: () => void;
  onExpired: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const login = useTwoFactorLogin();
  const [kind, setKind] = useState<Kind>('code');
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const { register, handleSubmit, formState, setError, setValue, setFocus, clearErrors } =
    useForm<Values>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: { code: '' },
    });

  useEffect(() => setFocus('code'), [kind, setFocus]);

  function switchKind() {
    setKind((k) => (k === 'code' ? 'recovery' : 'code'));
    setValue('code', '');
    clearErrors();
    setFormError(null);
  }

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await login.mutateAsync({ challenge: challenge.challenge, code: code.trim() });
      onSignedIn();
    } catch (error) {
      const errorCode = isApiError(error) ? error.errorCode : null;
      if (errorCode === 'TWO_FACTOR_CHALLENGE_EXPIRED') {
        onExpired();
        return;
      }
      if (errorCode === 'TWO_FACTOR_INVALID' || errorCode === 'RATE_LIMITED') {
        // A code is good once: a wrong one is retyped, not edited.
        setValue('code', '');
        setError('code', encodeMessage(apiErrorMessage(error)), { shouldFocus: true });
      } else {
        setFormError(apiErrorMessage(error));
      }
    }
  });

  const codeInput = register('code', {
    validate: (value: string) => {
      const message = twoFactorCodeError(kind, value);
      return message ? encodeMessage(message).message : true;
    },
    onChange: (e: { target: HTMLInputElement }) => {
      if (kind === 'code') e.target.value = digitsOnly(e.target.value, TWO_FACTOR_CODE_DIGITS);
    },
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      data-testid="two-factor-step"
    >
      <div>
        <h2 id={titleId} className={styles.noticeTitle}>
          {t('security.login.title')}
        </h2>
        <p className={styles.stepBody}>
          {t(kind === 'code' ? 'security.login.body' : 'security.login.recoveryBody', {
            user: challenge.userName,
          })}
        </p>
      </div>
      <TextField
        id="login-two-factor-code"
        label={t(kind === 'code' ? 'security.login.code' : 'security.login.recoveryCode')}
        error={readMessage(formState.errors.code)}
        input={{
          type: 'text',
          inputMode: kind === 'code' ? 'numeric' : 'text',
          autoComplete: kind === 'code' ? 'one-time-code' : 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: kind === 'code' ? TWO_FACTOR_CODE_DIGITS : TWO_FACTOR_CODE_MAX,
          placeholder: t(
            kind === 'code'
              ? 'security.login.codePlaceholder'
              : 'security.login.recoveryPlaceholder',
          ),
          'aria-required': true,
          ...codeInput,
        }}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={formState.isSubmitting}>{t('security.login.submit')}</SubmitButton>
      <div className={styles.stepLinks}>
        <button type="button" className={styles.linkButton} onClick={switchKind}>
          {t(kind === 'code' ? 'security.login.useRecovery' : 'security.login.useCode')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('security.login.back')}
        </button>
      </div>
    </form>
  );
}
