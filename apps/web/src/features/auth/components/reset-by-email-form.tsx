import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { accountRules } from '@app/contracts/account-rules';
import { isApiError } from '@/shared/api/client';
import { paths } from '@/shared/lib/paths';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { useResetPasswordByEmail } from '../api/reset-password-by-email';
import { apiErrorMessage, serverFieldError } from '../lib/api-error-message';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import type { NewPasswordValues } from '../lib/password-forms';
import { schemaResolver } from '../lib/schema-resolver';
import styles from './auth.module.css';
import { FormAlert, PasswordField, SubmitButton } from './form-parts';

const resetByEmailResolver = schemaResolver<NewPasswordValues>(
  (schemas) => schemas.resetByEmailFormSchema,
);

/** The emailed link lands here (`/m/forget?resetToken=`): a new password, then log in. */
export function ResetByEmailForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPasswordByEmail();
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const { register, handleSubmit, formState, getValues, setError, trigger } =
    useForm<NewPasswordValues>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: { newPassword: '', confirmNewPassword: '' },
      resolver: resetByEmailResolver,
    });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ token, ...values });
      showToast({
        message: t('auth.forget.resetDone'),
        kind: 'success',
        durationMs: toastDurations.short,
      });
      void navigate(paths.login(), { replace: true });
    } catch (error) {
      const onField = serverFieldError(error, ['newPassword', 'confirmNewPassword'] as const, {
        WEAK_PASSWORD: 'newPassword',
        PASSWORD_MISMATCH: 'confirmNewPassword',
      });
      if (onField) setError(onField.field, encodeMessage(onField.message), { shouldFocus: true });
      else
        setFormError(
          isApiError(error) && error.errorCode === 'VERIFICATION_CODE_INVALID'
            ? { key: 'auth.forget.resetLinkInvalid' }
            : apiErrorMessage(error),
        );
    }
  });

  const errorOf = (name: keyof NewPasswordValues) => readMessage(formState.errors[name]);
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.forget.resetTitle')}
    >
      <PasswordField
        id="reset-email-new"
        label={t('auth.fields.newPassword')}
        error={errorOf('newPassword')}
        input={{
          autoComplete: 'new-password',
          maxLength: accountRules.passwordMax,
          placeholder: t('auth.placeholders.newPassword'),
          'aria-required': true,
          ...register('newPassword', {
            onChange: () => {
              if (getValues('confirmNewPassword')) void trigger('confirmNewPassword');
            },
          }),
        }}
      />
      <PasswordField
        id="reset-email-confirm"
        label={t('auth.fields.confirmNewPassword')}
        error={errorOf('confirmNewPassword')}
        input={{
          autoComplete: 'new-password',
          maxLength: accountRules.passwordMax,
          placeholder: t('auth.placeholders.confirm'),
          'aria-required': true,
          ...register('confirmNewPassword'),
        }}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={formState.isSubmitting}>{t('auth.forget.resetSubmit')}</SubmitButton>
    </form>
  );
}
