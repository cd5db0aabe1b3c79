import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BankCardList, Withdrawal, WithdrawInfo } from '@app/contracts/cashier';
import { formatMinor, parseAmountMinor } from '@app/contracts/money';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useRefreshAfterMovement } from '../../api/cashier-keys';
import { useWithdraw } from '../../api/withdraw-request';
import { formatBalance } from '../../lib/balance-display';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { ruleMessage, useFieldErrorText } from '../cashier-ui/field-messages';
import { useMoneyText } from '../cashier-ui/use-money-text';
import { BankCardPicker } from './bank-card-picker';
import { pinRules } from './pin-rules';
import {
  allAmountMinor,
  amountProblem,
  feeAndPayout,
  toMajor,
  type AmountProblem,
} from './withdraw-amount';
import { attemptFor, outcomeUnknown, type Attempt } from './withdraw-attempt';
import { PinField } from './withdraw-fields';
import { WithdrawSuccess } from './withdraw-success';
import styles from './withdraw.module.css';

type Values = { amount: string; bankCardId: string; paymentPassword: string };

/** The translated rule message of an amount problem (the server's own messages where they exist). */
function amountMessage(problem: AmountProblem): string {
  switch (problem.kind) {
    case 'required':
      return ruleMessage('withdraw.validation.amountRequired');
    case 'invalid':
      return ruleMessage('cashierErrors.amountInvalid');
    case 'belowMin':
      return ruleMessage('cashierErrors.amountBelowMin', { min: formatBalance(problem.min) });
    case 'aboveMax':
      return ruleMessage('cashierErrors.amountAboveMax', { max: formatBalance(problem.max) });
    case 'overWithdrawable':
      return ruleMessage('withdraw.validation.overWithdrawable', {
        withdrawable: formatBalance(problem.withdrawable),
      });
    case 'bonusLocked':
      return ruleMessage('rewardErrors.bonusLocked', {
        locked: formatBalance(problem.locked),
        withdrawable: formatBalance(problem.withdrawable),
      });
    case 'overDailyLeft':
      return ruleMessage('cashierErrors.dailyAmountExceeded', {
        remaining: formatBalance(problem.remaining),
      });
  }
}

/**
 * The withdraw form: amount (with "All"), the card, the payment password; shows the fee and what
 * arrives. Each attempt carries one requestId, kept when it is retried after an answer that never
 * came. The money is held at once: every balance refreshes and a success panel names the
 * pending request. A refusal keeps the amount and the card beside the server's reason.
 */
export function WithdrawForm({ info, cards }: { info: WithdrawInfo; cards: BankCardList }) {
  const { t } = useTranslation();
  const money = useMoneyText(info.currency);
  const errorText = useFieldErrorText();
  const withdraw = useWithdraw();
  const refresh = useRefreshAfterMovement();
  // The attempt in flight or unanswered; read when the form is submitted (a render later).
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const { register, handleSubmit, formState, setValue, setFocus, getValues, control } =
    useForm<Values>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: {
        amount: '',
        bankCardId: cards.cards[0] ? String(cards.cards[0].id) : '',
        paymentPassword: '',
      },
    });
  const amountText = useWatch({ control, name: 'amount' });
  const amountMinor = parseAmountMinor(amountText);
  const breakdown = amountMinor === null ? null : feeAndPayout(amountMinor, info.feePercent);
  const noneLeftToday = info.dailyCountLeft <= 0;
  const allMinor = allAmountMinor(info);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const minor = parseAmountMinor(values.amount);
    if (minor === null) return;
    const current = attemptFor(attempt, minor, Number(values.bankCardId));
    setAttempt(current);
    try {
      const withdrawal = await withdraw.mutateAsync({
        requestId: current.requestId,
        amount: formatMinor(minor),
        bankCardId: current.bankCardId,
        paymentPassword: values.paymentPassword,
      });
      setAttempt(null);
      setValue('amount', '');
      setValue('paymentPassword', '');
      setDone(withdrawal);
      await refresh();
    } catch (error) {
      if (!outcomeUnknown(error)) setAttempt(null);
      setServerError(error);
      const code = isApiError(error) ? error.errorCode : null;
      if (code === 'PAYMENT_PASSWORD_WRONG' || code === 'PAYMENT_PASSWORD_LOCKED') {
        setValue('paymentPassword', '');
        setFocus('paymentPassword');
      }
      // The figures changed under the form (limits, the balance, a card, the password flag).
      if (code !== null && code !== 'PAYMENT_PASSWORD_WRONG' && !outcomeUnknown(error))
        void refresh();
    }
  });

  if (done)
    return (
      <WithdrawSuccess withdrawal={done} currency={info.currency} onAnother={() => setDone(null)} />
    );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('withdraw.form.title')}
    >
      <BankCardPicker
        list={cards}
        payeeName={info.payeeName}
        error={formState.errors.bankCardId}
        radio={register('bankCardId', {
          validate: (value: string) =>
            value !== '' || ruleMessage('withdraw.validation.cardRequired'),
        })}
        onAdded={(cardId) => setValue('bankCardId', String(cardId), { shouldValidate: true })}
        onRemoved={(cardId) => {
          if (getValues('bankCardId') !== String(cardId)) return;
          const next = cards.cards.find((card) => card.id !== cardId);
          setValue('bankCardId', next ? String(next.id) : '');
        }}
      />
      <TextField
        id="withdraw-amount"
        label={t('withdraw.form.amount')}
        hint={t('withdraw.form.amountHint', { min: money(info.min), max: money(info.max) })}
        error={errorText(formState.errors.amount)}
        trailing={
          <button
            type="button"
            className={styles.allButton}
            disabled={allMinor <= 0}
            aria-label={t('withdraw.form.allLabel', { amount: money(toMajor(allMinor)) })}
            onClick={() =>
              setValue('amount', formatMinor(allMinor), { shouldValidate: formState.isSubmitted })
            }
          >
            {t('withdraw.form.all')}
          </button>
        }
        input={{
          type: 'text',
          inputMode: 'decimal',
          autoComplete: 'off',
          maxLength: 20,
          placeholder: t('withdraw.form.amountPlaceholder'),
          'aria-required': true,
          ...register('amount', {
            validate: (value: string) => {
              const problem = amountProblem(value, info);
              return problem ? amountMessage(problem) : true;
            },
          }),
        }}
      />
      {info.locked > 0 && (
        <p className={styles.note} data-testid="withdraw-locked-note">
          {t('rewards.withdraw.amountLocked', {
            withdrawable: money(info.withdrawable),
            locked: money(info.locked),
          })}
        </p>
      )}
      <dl className={styles.breakdown} aria-live="polite">
        <div className={styles.breakdownRow}>
          <dt>{t('withdraw.form.fee', { percent: info.feePercent })}</dt>
          <dd>{breakdown ? money(toMajor(breakdown.fee)) : '—'}</dd>
        </div>
        <div className={`${styles.breakdownRow} ${styles.receive}`}>
          <dt>{t('withdraw.form.receive')}</dt>
          <dd>{breakdown ? money(toMajor(breakdown.payout)) : '—'}</dd>
        </div>
      </dl>
      <PinField
        id="withdraw-pin"
        label={t('withdraw.form.paymentPassword')}
        error={formState.errors.paymentPassword}
        input={{ 'aria-required': true, ...register('paymentPassword', pinRules) }}
      />
      {noneLeftToday && (
        <p className={styles.note}>
          {t('cashierErrors.dailyCountExceeded', { count: info.dailyCountLimit })}
        </p>
      )}
      <FormAlert text={serverError ? cashierErrorMessage(serverError) : null} />
      <SubmitButton
        busy={formState.isSubmitting}
        busyLabel={t('withdraw.submitting')}
        disabled={noneLeftToday}
      >
        {t('withdraw.form.submit')}
      </SubmitButton>
    </form>
  );
}
