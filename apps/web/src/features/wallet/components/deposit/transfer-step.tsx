import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Deposit } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { BankIcon } from '@/shared/ui/icons/bank';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useReportTransfer } from '../../api/deposit-detail';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money-text';
import { ruleVerdict, useFieldErrorText, type Message } from '../cashier-ui/field-messages';
import { CopyRow } from './copy-row';
import { localDateTimeValue, parseLocalDateTime, toIsoWithOffset } from './deposit-rules';
import styles from './deposit.module.css';

type TransferValues = { payerBank: string; payerAccountName: string; transferredAt: string };

/** The contract's limit for the bank and account name the member reports. */
const nameMax = 80;
/** A device clock a little ahead of the bank's is not the member's mistake. */
const futureSlackMs = 5 * 60_000;

function requiredText(value: string): Message | null {
  return value.trim() === '' ? { key: 'deposit.transfer.required' } : null;
}

function transferTimeProblem(value: string): Message | null {
  const date = parseLocalDateTime(value);
  if (!date) return { key: 'deposit.transfer.timeInvalid' };
  if (date.getTime() > Date.now() + futureSlackMs) return { key: 'deposit.transfer.timeFuture' };
  return null;
}

/**
 * A bank-transfer deposit waiting for the member's transfer: the operator's receiving account
 * and the deposit's reference with copy buttons, the exact amount, and the form where the member
 * says which bank and account they paid from and when. The deposit then waits for the cash desk.
 */
export function TransferStep({
  deposit,
  currencySymbol,
}: {
  deposit: Deposit;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const report = useReportTransfer(deposit.id);
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<unknown>(null);
  // The transfer time starts at "now" (when the screen opened); the member corrects it.
  const [openedAt] = useState(() => localDateTimeValue(new Date()));
  const { register, handleSubmit, formState } = useForm<TransferValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      payerBank: '',
      payerAccountName: '',
      transferredAt: openedAt,
    },
  });
  const account = deposit.receivingAccount;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const at = parseLocalDateTime(values.transferredAt);
    if (!at) return;
    try {
      await report.mutateAsync({
        payerBank: values.payerBank.trim(),
        payerAccountName: values.payerAccountName.trim(),
        transferredAt: toIsoWithOffset(at),
      });
      // The result replaces this long form: start it at the top, where its status is.
      window.scrollTo({ top: 0 });
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="transfer-title">
        <div className={styles.cardHead}>
          <span className={styles.cardIcon}>
            <BankIcon size={22} />
          </span>
          <div>
            <h2 id="transfer-title" className={styles.cardTitle}>
              {t('deposit.transfer.title')}
            </h2>
            <p className={styles.cardBody}>{t('deposit.transfer.intro')}</p>
          </div>
        </div>
        <dl className={styles.copyList}>
          <CopyRow
            label={t('deposit.transfer.amount')}
            value={deposit.amount.toFixed(2)}
            shown={formatMoney(deposit.amount, currencySymbol)}
            strong
          />
          {account && (
            <>
              <CopyRow label={t('deposit.transfer.bank')} value={account.bankName} />
              <CopyRow label={t('deposit.transfer.accountName')} value={account.accountName} />
              <CopyRow
                label={t('deposit.transfer.accountNumber')}
                value={account.accountNumber}
                strong
              />
            </>
          )}
          <CopyRow label={t('deposit.transfer.reference')} value={deposit.reference} strong />
        </dl>
        <p className={styles.note}>{t('deposit.transfer.referenceHint')}</p>
        {deposit.expiresAt && (
          <p className={styles.note}>
            {t('deposit.transfer.expiresAt', { time: formatDateTime(deposit.expiresAt) })}
          </p>
        )}
      </section>

      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('deposit.transfer.formTitle')}
      >
        <h2 className={styles.sectionTitle}>{t('deposit.transfer.formTitle')}</h2>
        <TextField
          id="transfer-bank"
          label={t('deposit.transfer.payerBank')}
          error={errorText(formState.errors.payerBank)}
          input={{
            type: 'text',
            autoComplete: 'off',
            maxLength: nameMax,
            placeholder: t('deposit.transfer.payerBankPlaceholder'),
            'aria-required': true,
            ...register('payerBank', { validate: (v) => ruleVerdict(requiredText(v)) }),
          }}
        />
        <TextField
          id="transfer-account-name"
          label={t('deposit.transfer.payerAccountName')}
          error={errorText(formState.errors.payerAccountName)}
          input={{
            type: 'text',
            autoComplete: 'name',
            maxLength: nameMax,
            'aria-required': true,
            ...register('payerAccountName', { validate: (v) => ruleVerdict(requiredText(v)) }),
          }}
        />
        <TextField
          id="transfer-time"
          label={t('deposit.transfer.transferredAt')}
          error={errorText(formState.errors.transferredAt)}
          input={{
            type: 'datetime-local',
            'aria-required': true,
            ...register('transferredAt', {
              validate: (v) => ruleVerdict(transferTimeProblem(v)),
            }),
          }}
        />
        <FormAlert
          text={serverError !== null ? cashierErrorMessage(serverError) : null}
          testId="transfer-error"
        />
        <SubmitButton busy={formState.isSubmitting} busyLabel={t('deposit.paying')}>
          {t('deposit.transfer.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
