import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { accountRules } from '@app/contracts/account-rules';
import { isApiError } from '@/shared/api/client';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { showToast } from '@/shared/ui/toast';
import { useChangePassword } from '../api/change-password';
import { apiErrorMessage, serverFieldError } from '../lib/api-error-message';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import { isSamePassword, type ChangePasswordValues } from '../lib/password-forms';
import { schemaResolver } from '../lib/schema-resolver';
import styles from './auth.module.css';
import { AuthPage } from './auth-page';
import { FormAlert, PasswordField, SubmitButton } from './form-parts';

const changePasswordResolver = schemaResolver<ChangePasswordValues>(
  (schemas) => schemas.changePasswordFormSchema,
);
const changePasswordFields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/** Spec 9: "Post-password-change redirect 1 s." */
const redirectAfterMs = 1000;

/**
 * Change password (/m/changePsw, spec 2, 4, 5, 8): old (always asked, decision 0014), new and
 * confirmation. New equal to old shows the same-password popup and sends nothing; success says
 * "changes saved" and goes home after 1 s. The server ends the player's other sessions.
 */
export function ChangePasswordPage() {
  const session = useSessionStore((s) => s.session);
  // The route guard sends guests to login; without a session there is nothing to change.
  if (!session) return <Navigate to={paths.login()} replace />;
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [samePopup, setSamePopup] = useState(false);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, setFocus, getValues, trigger } =
    useForm<ChangePasswordValues>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      resolver: changePasswordResolver,
    });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(paths.home(), { replace: true }), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (isSamePassword(values)) {
      setSamePopup(true);
      return;
    }
    try {
      await changePassword.mutateAsync(values);
      showToast({
        message: t('auth.changePsw.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'SAME_PASSWORD') {
        setSamePopup(true);
        return;
      }
      const onField = serverFieldError(error, changePasswordFields, {
        WRONG_CREDENTIALS: 'oldPassword',
        WEAK_PASSWORD: 'newPassword',
        PASSWORD_MISMATCH: 'confirmNewPassword',
      });
      if (onField) setError(onField.field, encodeMessage(onField.message), { shouldFocus: true });
      else setFormError(apiErrorMessage(error));
    }
  });

  const errorOf = (name: keyof ChangePasswordValues) => readMessage(formState.errors[name]);
  return (
    <AuthPage title={t('titles.changePsw')} subtitle={t('auth.changePsw.intro')}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('titles.changePsw')}
      >
        <PasswordField
          id="change-old"
          label={t('auth.fields.oldPassword')}
          error={errorOf('oldPassword')}
          input={{
            autoComplete: 'current-password',
            maxLength: accountRules.passwordMax,
            'aria-required': true,
            ...register('oldPassword'),
          }}
        />
        <PasswordField
          id="change-new"
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
          id="change-confirm"
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
        {saved && (
          <p role="status" className={styles.success}>
            {t('auth.changePsw.saved')}
          </p>
        )}
        <FormAlert message={formError} />
        <SubmitButton busy={formState.isSubmitting} disabled={saved}>
          {t('auth.changePsw.submit')}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={samePopup}
        title={t('auth.changePsw.sameTitle')}
        message={t('errors.samePassword')}
        confirmLabel={t('auth.changePsw.ok')}
        onConfirm={() => {
          setSamePopup(false);
          setFocus('newPassword');
        }}
        onCancel={() => setSamePopup(false)}
      />
    </AuthPage>
  );
}
