import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { useSetPaymentPassword } from '../../api/payment-password-set';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { ruleMessage } from '../cashier-ui/field-messages';
import { confirmPinRules, pinRules } from './pin-rules';
import { PinField } from './withdraw-fields';
import styles from './withdraw.module.css';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/**
 * Sets the payment password (first time: new + confirmation) or changes it (`change`: the
 * current one too). Six digits, the confirmation must match, and the server refuses the login
 * password (PAYMENT_PASSWORD_SAME_AS_LOGIN); a refusal keeps what was typed beside its reason.
 */
export function PaymentPasswordForm({
  mode,
  onDone,
}: {
  mode: 'set' | 'change';
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetPaymentPassword();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState, getValues, trigger, setFocus, setValue } =
    useForm<Values>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({
        ...(mode === 'change' ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      showToast({
        message: t(mode === 'set' ? 'withdraw.setPassword.saved' : 'withdraw.changePassword.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onDone?.();
    } catch (error) {
      setServerError(error);
      const code = isApiError(error) ? error.errorCode : null;
      if (code === 'PAYMENT_PASSWORD_WRONG' || code === 'PAYMENT_PASSWORD_LOCKED') {
        // A wrong current password is retyped, not edited.
        setValue('oldPassword', '');
        setFocus('oldPassword');
      } else if (code === 'PAYMENT_PASSWORD_SAME_AS_LOGIN' || code === 'PAYMENT_PASSWORD_FORMAT') {
        setFocus('newPassword');
      }
    }
  });

  const prefix = mode === 'set' ? 'pin-set' : 'pin-change';
  const title =
    mode === 'set' ? t('withdraw.setPassword.title') : t('withdraw.changePassword.title');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
      {mode === 'change' && (
        <PinField
          id={`${prefix}-old`}
          label={t('withdraw.changePassword.oldPassword')}
          error={formState.errors.oldPassword}
          input={{ 'aria-required': true, ...register('oldPassword', pinRules) }}
        />
      )}
      <PinField
        id={`${prefix}-new`}
        label={
          mode === 'set'
            ? t('withdraw.setPassword.newPassword')
            : t('withdraw.changePassword.newPassword')
        }
        hint={t('withdraw.setPassword.rule')}
        error={formState.errors.newPassword}
        input={{
          'aria-required': true,
          ...register('newPassword', {
            validate: (value: string) => {
              const basic = pinRules.validate(value);
              if (basic !== true) return basic;
              return mode === 'change' && value === getValues('oldPassword')
                ? ruleMessage('withdraw.validation.pinSameAsOld')
                : true;
            },
            onChange: () => {
              if (getValues('confirmPassword')) void trigger('confirmPassword');
            },
          }),
        }}
      />
      <PinField
        id={`${prefix}-confirm`}
        label={
          mode === 'set'
            ? t('withdraw.setPassword.confirmPassword')
            : t('withdraw.changePassword.confirmPassword')
        }
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
        {mode === 'set' ? t('withdraw.setPassword.submit') : t('withdraw.changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
