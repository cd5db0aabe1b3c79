import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BankCardList } from '@app/contracts/cashier';
import { accountNumberPattern } from '@app/contracts/cashier-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { useAddBankCard } from '../../api/bank-card-add';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { ruleMessage, useFieldErrorText } from '../cashier-ui/field-messages';
import { PayeeNameForm } from './payee-name-form';
import { digitsOnly } from './withdraw-fields';
import styles from './withdraw.module.css';

type Values = { bankCode: string; accountNumber: string };

const accountNumberMax = 30;

/**
 * Adds a bank card: the bank from the server's list and the account number (6 to 30 digits); the
 * payee is the member's payee name, so when none is set yet the real name is asked first.
 */
export function AddBankCardForm({
  banks,
  payeeName,
  onAdded,
}: {
  banks: BankCardList['banks'];
  payeeName: string | null;
  onAdded: (cardId: number) => void;
}) {
  // The name just saved shows at once, before the withdraw info is fetched again.
  const [savedName, setSavedName] = useState<string | null>(null);
  const name = payeeName ?? savedName;
  if (name === null) return <PayeeNameForm onSaved={setSavedName} />;
  return <CardForm banks={banks} payeeName={name} onAdded={onAdded} />;
}

function CardForm({
  banks,
  payeeName,
  onAdded,
}: {
  banks: BankCardList['banks'];
  payeeName: string;
  onAdded: (cardId: number) => void;
}) {
  const { t } = useTranslation();
  const add = useAddBankCard();
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { bankCode: '', accountNumber: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const card = await add.mutateAsync(values);
      showToast({
        message: t('withdraw.addCard.added'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onAdded(card.id);
    } catch (error) {
      setServerError(error);
    }
  });

  const bankError = errorText(formState.errors.bankCode);
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('withdraw.addCard.title')}
    >
      <div className={styles.payee}>
        <span>{t('withdraw.addCard.payee')}</span>
        <strong>{payeeName}</strong>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="card-bank" className={fieldStyles.label}>
          {t('withdraw.addCard.bank')}
        </label>
        <div className={fieldStyles.control}>
          <select
            id="card-bank"
            className={fieldStyles.select}
            aria-required
            aria-invalid={bankError !== null}
            aria-describedby={bankError ? 'card-bank-error' : undefined}
            {...register('bankCode', {
              validate: (value: string) =>
                value !== '' || ruleMessage('withdraw.validation.bankRequired'),
            })}
          >
            <option value="">{t('withdraw.addCard.bankPlaceholder')}</option>
            {banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
        {bankError && (
          <p id="card-bank-error" className={fieldStyles.error}>
            {bankError}
          </p>
        )}
      </div>
      <TextField
        id="card-number"
        label={t('withdraw.addCard.accountNumber')}
        error={errorText(formState.errors.accountNumber)}
        input={{
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: accountNumberMax,
          placeholder: t('withdraw.addCard.accountNumberPlaceholder'),
          'aria-required': true,
          ...register('accountNumber', {
            validate: (value: string) =>
              value === ''
                ? ruleMessage('withdraw.validation.required')
                : accountNumberPattern.test(value) ||
                  ruleMessage('withdraw.validation.accountNumberFormat'),
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = digitsOnly(e.target.value, accountNumberMax);
            },
          }),
        }}
      />
      <FormAlert text={serverError ? cashierErrorMessage(serverError) : null} />
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('withdraw.submitting')}>
        {t('withdraw.addCard.submit')}
      </SubmitButton>
    </form>
  );
}
