import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { TwoFactorChallenge } from '@app/contracts/account';
import { accountRules } from '@app/contracts/account-rules';
import { isTwoFactorChallenge } from '@app/contracts/security-constants';
import { isApiError } from '@/shared/api/client';
import { paths } from '@/shared/lib/paths';
import { requestSmsNoLogin } from '../api/request-sms';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { apiErrorMessage } from '../lib/api-error-message';
import { defaultDialingCode } from '../lib/dialing-code';
import { digitsOnly } from '../lib/digits-only';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import {
  fieldToClearAfterPhoneFailure,
  type SetPasswordByPhoneValues,
} from '../lib/password-forms';
import { schemaResolver } from '../lib/schema-resolver';
import { useLanguageRevalidation } from '../lib/use-language-revalidation';
import { useSmsCodeRequest } from '../lib/use-sms-countdown';
import styles from './auth.module.css';
import { DialingCodeSelect } from './dialing-code-select';
import { FormAlert, PasswordField, SubmitButton, TextField } from './form-parts';
import { SmsCodeButton } from './sms-code-button';
import { TwoFactorStep } from './two-factor-step';

const setPasswordResolver = schemaResolver<SetPasswordByPhoneValues>(
  (schemas) => schemas.setPasswordByPhoneFormSchema,
);

/**
 * Set password by phone (spec 2, 4, 5, 8): mobile with dialing code, SMS code with the get-code
 * countdown, new password. Submit stays disabled until the fields are touched and valid; success
 * logs in. SAME_PASSWORD clears the new password; any other failure clears the code. With
 * two-factor login on (issue 14) the password is set and the code step follows here; if it
 * expires, the player logs in with the new password.
 */
export function SetPasswordByPhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPasswordByPhone = useSetPasswordByPhone();
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm<SetPasswordByPhoneValues>({
    mode: 'onChange',
    defaultValues: {
      countryDialingCode: defaultDialingCode,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
    resolver: setPasswordResolver,
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, trigger } = form;
  useLanguageRevalidation(form);

  const sms = useSmsCodeRequest({
    send: () =>
      requestSmsNoLogin({
        mobileNum: getValues('mobileNum'),
        countryDialingCode: getValues('countryDialingCode'),
      }),
    validateMobile: () => trigger('mobileNum', { shouldFocus: true }),
    onStart: () => setFormError(null),
    onError: (message) => setError('mobileNum', encodeMessage(message)),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The form is the payload, the number as typed (the server normalises it).
      const answer = await setPasswordByPhone.mutateAsync(values);
      if (isTwoFactorChallenge(answer)) setChallenge(answer);
      else void navigate(paths.home(), { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : null;
      const message = apiErrorMessage(error);
      const clear = fieldToClearAfterPhoneFailure(code);
      setValue(clear, '', { shouldDirty: true });
      if (clear === 'newPassword' || code === 'VERIFICATION_CODE_INVALID') {
        setError(clear, encodeMessage(message), { shouldFocus: true });
      } else {
        setFormError(message);
      }
    }
  });

  const errorOf = (name: keyof SetPasswordByPhoneValues) => readMessage(formState.errors[name]);
  if (challenge) {
    // The new password is set either way: without the code, the way on is the login screen.
    const toLogin = () => void navigate(paths.login(), { replace: true });
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={() => void navigate(paths.home(), { replace: true })}
        onExpired={toLogin}
        onBack={toLogin}
      />
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('auth.tabs.phone')}>
      <TextField
        id="reset-mobile"
        label={t('auth.fields.mobileNum')}
        error={errorOf('mobileNum')}
        leading={
          <DialingCodeSelect
            id="reset-dialing-code"
            fallback={defaultDialingCode}
            select={register('countryDialingCode')}
          />
        }
        input={{
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          maxLength: accountRules.mobileMax,
          placeholder: t('auth.placeholders.mobileNum'),
          'aria-required': true,
          ...register('mobileNum'),
        }}
      />
      <TextField
        id="reset-code"
        label={t('auth.fields.verificationCode')}
        error={errorOf('verificationCode')}
        trailing={<SmsCodeButton state={sms.state} onRequest={() => void sms.requestCode()} />}
        input={{
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: accountRules.smsCodeMax,
          placeholder: t('auth.placeholders.verificationCode'),
          'aria-required': true,
          ...register('verificationCode', {
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = digitsOnly(e.target.value, accountRules.smsCodeMax);
            },
          }),
        }}
      />
      <PasswordField
        id="reset-new-password"
        label={t('auth.fields.newPassword')}
        error={errorOf('newPassword')}
        input={{
          autoComplete: 'new-password',
          maxLength: accountRules.passwordMax,
          placeholder: t('auth.placeholders.newPassword'),
          'aria-required': true,
          ...register('newPassword'),
        }}
      />
      <FormAlert message={formError} />
      <SubmitButton
        busy={formState.isSubmitting}
        disabled={!formState.isDirty || !formState.isValid}
      >
        {t('auth.forget.submitPhone')}
      </SubmitButton>
    </form>
  );
}
