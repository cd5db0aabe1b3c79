import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import {
  useResetPaymentPassword,
  useSendPaymentPasswordResetSms,
} from '../../api/payment-password-reset';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { ruleMessage, useFieldErrorText } from '../cashier-ui/field-messages';
import { confirmPinRules, pinRules } from './pin-rules';
import { useResendCountdown } from './use-resend-countdown';
import { digitsOnly, PinField } from './withdraw-fields';
import styles from './withdraw.module.css';

type Values = { verificationCode: string; newPassword: string; confirmPassword: string };

const codeMax = 10;

/** RATE_LIMITED names how long to wait before another code (`retryAfterSeconds`). */
function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.errorCode !== 'RATE_LIMITED') return null;
  const wait = (error.details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

/**
 * Forgot payment password: a code by SMS to the member's own mobile number (masked in the answer),
 * with the resend countdown, then a new payment password with its confirmation.
 */
export function ResetPaymentPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const sendSms = useSendPaymentPasswordResetSms();
  const reset = useResetPaymentPassword();
  const countdown = useResendCountdown();
  const errorText = useFieldErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState, getValues, trigger, setFocus, setValue } =
    useForm<Values>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: { verificationCode: '', newPassword: '', confirmPassword: '' },
    });

  async function requestCode() {
    setServerError(null);
    try {
      const sent = await sendSms.mutateAsync();
      countdown.start(sent.expirationTime);
      setSentTo(sent.maskedMobile);
      showToast({
        message: t('withdraw.resetPassword.sentTo', { mobile: sent.maskedMobile }),
        kind: 'success',
        durationMs: toastDurations.smsSent,
      });
      setFocus('verificationCode');
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) countdown.start(Date.now() + wait * 1000);
      setServerError(error);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await reset.mutateAsync(values);
      showToast({
        message: t('withdraw.resetPassword.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onDone?.();
    } catch (error) {
      setServerError(error);
      if (isApiError(error) && error.errorCode === 'VERIFICATION_CODE_INVALID') {
        setValue('verificationCode', '');
        setFocus('verificationCode');
      }
    }
  });

  const codeLabel = sendSms.isPending
    ? t('withdraw.resetPassword.sending')
    : countdown.remaining > 0
      ? t('withdraw.resetPassword.resendIn', { seconds: countdown.remaining })
      : t('withdraw.resetPassword.getCode');
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('withdraw.resetPassword.title')}
    >
      <p className={styles.intro}>
        {sentTo
          ? t('withdraw.resetPassword.sentTo', { mobile: sentTo })
          : t('withdraw.resetPassword.intro')}
      </p>
      <TextField
        id="pin-reset-code"
        label={t('withdraw.resetPassword.code')}
        error={errorText(formState.errors.verificationCode)}
        trailing={
          <button
            type="button"
            className={styles.codeButton}
            onClick={() => void requestCode()}
            disabled={sendSms.isPending || countdown.remaining > 0}
            aria-live="polite"
          >
            {codeLabel}
          </button>
        }
        input={{
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: codeMax,
          placeholder: t('withdraw.resetPassword.codePlaceholder'),
          'aria-required': true,
          ...register('verificationCode', {
            validate: (value: string) =>
              /^\d{1,10}$/.test(value) || ruleMessage('withdraw.validation.codeRequired'),
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = digitsOnly(e.target.value, codeMax);
            },
          }),
        }}
      />
      <PinField
        id="pin-reset-new"
        label={t('withdraw.changePassword.newPassword')}
        hint={t('withdraw.setPassword.rule')}
        error={formState.errors.newPassword}
        input={{
          'aria-required': true,
          ...register('newPassword', {
            ...pinRules,
            onChange: () => {
              if (getValues('confirmPassword')) void trigger('confirmPassword');
            },
          }),
        }}
      />
      <PinField
        id="pin-reset-confirm"
        label={t('withdraw.changePassword.confirmPassword')}
        error={formState.errors.confirmPassword}
        input={{
          'aria-required': true,
          ...register(
            'confirmPassword',
            confirmPinRules(() => getValues('newPassword')),
          ),
        }}
      />
      <FormAlert text={serverError ? cashierErrorMessage(serverError) : null} />
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('withdraw.submitting')}>
        {t('withdraw.resetPassword.submit')}
      </SubmitButton>
    </form>
  );
}
