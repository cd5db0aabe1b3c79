import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMinor, MINOR_PER_MAJOR } from '@app/contracts/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney } from '@/shared/lib/money-text';
import { paths } from '@/shared/lib/paths';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert, SecretField, TextField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { useAgentBalance, useTransfer, useTransferMany } from './team-api';
import { teamErrorCode, teamErrorText } from './team-error';
import { attemptFor, checkAmounts, outcomeUnknown, type TransferAttempt } from './transfer-attempt';
import { inputTestId } from './test-id';
import styles from './team.module.css';

export type TransferTarget = { id: number; username: string };

const PIN = /^\d{6}$/;

/**
 * Money from the agent's balance to one member of its team or several at once (issue 17): the
 * amount of each, the payment password, the balance shown above. Checked before sending (each
 * amount positive with at most 2 decimals, the total within the balance, six digits); a refusal
 * keeps everything typed beside its translated reason. Several payees go in one request: all or
 * nothing.
 */
export function TransferForm({
  targets,
  symbol,
  knownBalance,
  onDone,
}: {
  targets: readonly TransferTarget[];
  symbol: string;
  /** The agent's balance as a detail already told it, until the wallet's own answer is in. */
  knownBalance?: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const balance = useAgentBalance();
  const single = useTransfer();
  const many = useTransferMany();
  const busy = single.isPending || many.isPending;
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [pin, setPin] = useState('');
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const attempt = useRef<TransferAttempt | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);

  const balanceMajor = balance.data?.sumBalance ?? knownBalance ?? null;
  const balanceMinor = balanceMajor === null ? null : Math.round(balanceMajor * MINOR_PER_MAJOR);
  const check = checkAmounts(
    targets.map((target) => ({ memberId: target.id, text: amounts[target.id] ?? '' })),
    balanceMinor,
  );
  const pinProblem = checked && !PIN.test(pin) ? t('cashierErrors.paymentPasswordFormat') : null;

  function setAmount(id: number, text: string) {
    setAmounts((current) => ({ ...current, [id]: text.replace(/[^\d.,]/g, '').slice(0, 16) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (check.invalid.length > 0 || check.overBalance || !PIN.test(pin)) return;
    attempt.current = attemptFor(attempt.current, check.lines);
    const { requestId } = attempt.current;
    try {
      if (targets.length === 1) {
        const [line] = check.lines;
        if (!line) return;
        await single.mutateAsync({
          memberId: line.memberId,
          amount: formatMinor(line.amountMinor),
          paymentPassword: pin,
          requestId,
        });
      } else {
        await many.mutateAsync({
          items: check.lines.map((l) => ({
            memberId: l.memberId,
            amount: formatMinor(l.amountMinor),
          })),
          paymentPassword: pin,
          requestId,
        });
      }
      attempt.current = null;
      showToast({
        message: t('agentTeam.transfer.done', {
          amount: formatMoney(check.totalMinor / MINOR_PER_MAJOR, symbol),
        }),
        kind: 'success',
        durationMs: toastDurations.short,
      });
      onDone();
    } catch (error) {
      // A definite refusal moved nothing: the next try is a new attempt.
      if (!outcomeUnknown(error)) attempt.current = null;
      setServerError(error);
      const code = teamErrorCode(error);
      if (code === 'PAYMENT_PASSWORD_WRONG' || code === 'PAYMENT_PASSWORD_LOCKED') {
        pinRef.current?.focus();
        pinRef.current?.select();
      }
    }
  }

  const amountError = (id: number): string | null =>
    checked && check.invalid.includes(id) ? t('cashierErrors.amountInvalid') : null;
  const overBalance =
    checked && check.overBalance
      ? t('agentTeam.transfer.overBalance', {
          balance: formatMoney(balanceMajor ?? 0, symbol),
        })
      : null;
  const needsPin = teamErrorCode(serverError) === 'PAYMENT_PASSWORD_REQUIRED';

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="transfer-form"
    >
      <div className={styles.balanceLine}>
        <span>{t('agentTeam.transfer.yourBalance')}</span>
        <strong data-testid="transfer-balance">
          {balanceMajor === null ? '…' : formatMoney(balanceMajor, symbol)}
        </strong>
      </div>
      <ul className={styles.targets}>
        {targets.map((target) => (
          <li key={target.id}>
            <TextField
              id={`transfer-amount-${target.id}`}
              label={
                targets.length === 1
                  ? t('agentTeam.transfer.amountTo', { name: target.username })
                  : target.username
              }
              error={amountError(target.id)}
              leading={symbol ? <span className={styles.rateUnit}>{symbol}</span> : undefined}
              input={{
                ...inputTestId('transfer-amount'),
                inputMode: 'decimal',
                autoComplete: 'off',
                placeholder: '0.00',
                value: amounts[target.id] ?? '',
                onChange: (e) => setAmount(target.id, e.target.value),
                'aria-required': true,
              }}
            />
          </li>
        ))}
      </ul>
      {targets.length > 1 && (
        <p className={styles.total}>
          <span>{t('agentTeam.transfer.total')}</span>
          <span data-testid="transfer-total">
            {formatMoney(check.totalMinor / MINOR_PER_MAJOR, symbol)}
          </span>
        </p>
      )}
      {overBalance && (
        <p className={styles.rateError} role="alert">
          {overBalance}
        </p>
      )}
      <SecretField
        id="transfer-pin"
        label={t('agentTeam.transfer.paymentPassword')}
        error={pinProblem}
        showLabel={t('agentTeam.transfer.showPin')}
        hideLabel={t('agentTeam.transfer.hidePin')}
        iconSize={20}
        input={{
          ...inputTestId('transfer-pin'),
          ref: pinRef,
          value: pin,
          onChange: (e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6)),
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          autoComplete: 'off',
          spellCheck: false,
          'aria-required': true,
        }}
      />
      <FormAlert
        text={serverError === null ? null : teamErrorText(serverError)}
        testId="transfer-error"
      />
      {needsPin && (
        <Link to={paths.securityCenter()} className={styles.linkButton}>
          {t('agentTeam.transfer.setPin')}
        </Link>
      )}
      <SubmitButton busy={busy} busyLabel={t('common.loading')}>
        {t('agentTeam.transfer.submit')}
      </SubmitButton>
    </form>
  );
}
