import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountRules } from '@app/contracts/account-rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useSavePayeeName } from '../../api/bank-card-payee-name';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { ruleMessage, useFieldErrorText } from '../cashier-ui/field-messages';
import styles from './withdraw.module.css';

/**
 * The member's real name, asked before the first bank card (every card is in this name). It can
 * be set only once, so the form says so before saving.
 */
export function PayeeNameForm({ onSaved }: { onSaved: (payeeName: string) => void }) {
  const { t } = useTranslation();
  const save = useSavePayeeName();
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<{ payeeName: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { payeeName: '' },
  });

  const onSubmit = handleSubmit(async ({ payeeName }) => {
    setServerError(null);
    try {
      const member = await save.mutateAsync(payeeName.trim());
      onSaved(member.payeeName ?? payeeName.trim());
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('withdraw.payeeName.title')}
    >
      <p className={styles.intro}>{t('withdraw.payeeName.intro')}</p>
      <TextField
        id="payee-name"
        label={t('withdraw.payeeName.label')}
        hint={t('withdraw.payeeName.once')}
        error={errorText(formState.errors.payeeName)}
        input={{
          type: 'text',
          autoComplete: 'name',
          maxLength: accountRules.payeeNameMax,
          placeholder: t('withdraw.payeeName.placeholder'),
          'aria-required': true,
          ...register('payeeName', {
            validate: (value: string) =>
              value.trim() !== '' || ruleMessage('withdraw.validation.payeeNameRequired'),
          }),
        }}
      />
      <FormAlert text={serverError ? cashierErrorMessage(serverError) : null} />
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('withdraw.submitting')}>
        {t('withdraw.payeeName.submit')}
      </SubmitButton>
    </form>
  );
}
