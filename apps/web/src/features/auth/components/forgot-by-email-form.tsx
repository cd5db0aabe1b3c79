import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { accountRules } from '@app/contracts/account-rules';
import { hasPreviousAppEntry } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { toastDurations } from '@/shared/lib/timings';
import { useForgotPasswordByEmail } from '../api/forgot-password-by-email';
import { apiErrorMessage, serverFieldError } from '../lib/api-error-message';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import type { ForgotByEmailValues } from '../lib/password-forms';
import { schemaResolver } from '../lib/schema-resolver';
import styles from './auth.module.css';
import { FormAlert, SubmitButton, TextField } from './form-parts';

const forgotByEmailResolver = schemaResolver<ForgotByEmailValues>(
  (schemas) => schemas.forgotByEmailFormSchema,
);

/**
 * Forgot by email (spec 2, 5, 7, 8): username and email, trimmed, form-posted; the success
 * message shows for 1 s, then the screen goes back.
 */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotPassword = useForgotPasswordByEmail();
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ForgotByEmailValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '' },
    resolver: forgotByEmailResolver,
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      if (hasPreviousAppEntry()) void navigate(-1);
      else void navigate(paths.login(), { replace: true });
    }, toastDurations.success);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotPassword.mutateAsync(values);
      setSent(true);
    } catch (error) {
      const onField = serverFieldError(error, ['username', 'email'] as const);
      if (onField) setError(onField.field, encodeMessage(onField.message), { shouldFocus: true });
      else setFormError(apiErrorMessage(error));
    }
  });

  const errorOf = (name: keyof ForgotByEmailValues) => readMessage(formState.errors[name]);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('auth.tabs.email')}>
      <TextField
        id="forgot-username"
        label={t('auth.fields.username')}
        error={errorOf('username')}
        input={{
          type: 'text',
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: accountRules.usernameMax,
          placeholder: t('auth.placeholders.username'),
          'aria-required': true,
          ...register('username'),
        }}
      />
      <TextField
        id="forgot-email"
        label={t('auth.fields.email')}
        error={errorOf('email')}
        input={{
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          maxLength: accountRules.emailMax,
          placeholder: t('auth.placeholders.email'),
          'aria-required': true,
          ...register('email'),
        }}
      />
      {sent && (
        <p role="status" className={styles.success}>
          {t('auth.forget.emailSent')}
        </p>
      )}
      <FormAlert message={formError} />
      <SubmitButton busy={formState.isSubmitting} disabled={sent}>
        {t('auth.forget.retrieve')}
      </SubmitButton>
    </form>
  );
}
