import type { OpsMemberDetail } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, isApiError } from '../api/client';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { newIdempotencyKey } from '../lib/idempotency';
import { parseAmountToMinor } from '../lib/money';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ReasonField, reasonError } from '../ui/reason';
import { ErrorAlert } from '../ui/states';

/** Lock (the member's sessions end at once and login is refused) or unlock, with a reason. */
export function LockDialog({
  member,
  onClose,
  onDone,
}: {
  member: OpsMemberDetail;
  onClose: () => void;
  onDone: (locked: boolean) => void;
}) {
  const { t } = useI18n();
  const locking = !member.locked;
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      call(opsRoutes.opsMemberLock, {
        params: { id: member.id },
        body: { locked: locking, reason: reason.trim() },
      }),
    onSuccess: (row) => onDone(row.locked),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonError(reason);
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  return (
    <Dialog
      title={t(locking ? 'lock.titleLock' : 'lock.titleUnlock', { username: member.username })}
      onClose={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t(locking ? 'lock.explainLock' : 'lock.explainUnlock')}</p>
        <ErrorAlert error={invalid ? t(invalid) : mutation.error} />
        <ReasonField value={reason} onChange={setReason} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`button ${locking ? 'danger' : 'primary'}`}
            disabled={mutation.isPending}
          >
            {t(locking ? 'lock.confirmLock' : 'lock.confirmUnlock')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const amountErrors = {
  format: 'adjust.amountFormat',
  decimals: 'adjust.amountDecimals',
  zero: 'adjust.amountZero',
  tooLarge: 'adjust.amountTooLarge',
} as const satisfies Record<string, MessageKey>;

/**
 * Balance adjustment: a decimal amount and credit or debit, then a confirmation that shows the
 * amount, then the new balance. The idempotency key is made once per opened form (the dialog is
 * mounted per opening), so a retry after a lost answer cannot move the money twice.
 */
export function AdjustDialog({
  member,
  onClose,
  onDone,
}: {
  member: OpsMemberDetail;
  onClose: () => void;
  onDone: (applied: boolean) => void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'form' | 'confirm' | 'done'>('form');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const parsed = parseAmountToMinor(amount);
  const signedMinor = parsed.ok ? (direction === 'credit' ? parsed.minor : -parsed.minor) : 0;
  const mutation = useMutation({
    mutationFn: () =>
      call(opsRoutes.opsMemberAdjust, {
        params: { id: member.id },
        body: { amountMinor: signedMinor, reason: reason.trim(), idempotencyKey },
      }),
    onSuccess: (result) => {
      setStep('done');
      onDone(result.applied);
    },
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = parsed.ok ? reasonError(reason) : amountErrors[parsed.error];
    setInvalid(problem);
    if (!problem) setStep('confirm');
  };
  const money = (minor: number) => format.money(minor, member.currency);
  // No answer, or a server fault: the money may have moved. Only a retry with the same key (or
  // cancelling) is offered then, never editing the amount under a key that may have been used.
  const outcomeUnknown =
    mutation.isError &&
    !(isApiError(mutation.error) && mutation.error.status !== null && mutation.error.status < 500);

  return (
    <Dialog title={t('adjust.title', { username: member.username })} onClose={onClose}>
      {step === 'form' && (
        <form className="form" onSubmit={review} noValidate>
          <p className="hint">
            {t('adjust.balance', { balance: money(member.wallet.balanceMinor) })}
          </p>
          <ErrorAlert error={invalid ? t(invalid) : null} />
          <fieldset className="segmented">
            <legend>{t('adjust.direction')}</legend>
            {(['credit', 'debit'] as const).map((d) => (
              <label key={d}>
                <input
                  type="radio"
                  name="direction"
                  value={d}
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                />
                <span>{t(d === 'credit' ? 'adjust.credit' : 'adjust.debit')}</span>
              </label>
            ))}
          </fieldset>
          <Field
            label={t('adjust.amount', { currency: member.currency })}
            hint={t('adjust.amountHint')}
          >
            <input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
            />
          </Field>
          <ReasonField value={reason} onChange={setReason} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button primary">
              {t('adjust.review')}
            </button>
          </div>
        </form>
      )}
      {step === 'confirm' && (
        <div className="form">
          <p className="confirm-amount">
            {t(direction === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit', {
              amount: money(Math.abs(signedMinor)),
              username: member.username,
            })}
          </p>
          <dl className="facts">
            <dt>{t('adjust.balanceNow')}</dt>
            <dd>{money(member.wallet.balanceMinor)}</dd>
            <dt>{t('adjust.balanceExpected')}</dt>
            <dd>{money(member.wallet.balanceMinor + signedMinor)}</dd>
            <dt>{t('form.reason')}</dt>
            <dd>{reason.trim()}</dd>
          </dl>
          <ErrorAlert error={mutation.error} />
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              // Focus on Back, not on Confirm: a second Enter must not move money.
              autoFocus
              disabled={mutation.isPending || outcomeUnknown}
              onClick={() => {
                mutation.reset();
                setStep('form');
              }}
            >
              {t('common.back')}
            </button>
            <button
              type="button"
              className={`button ${direction === 'debit' ? 'danger' : 'primary'}`}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {t('adjust.confirm')}
            </button>
          </div>
        </div>
      )}
      {step === 'done' && mutation.data && (
        <div className="form">
          {/* Announced once, by the page's status line (member-screen.tsx). */}
          <p className="notice success">
            {mutation.data.applied ? t('adjust.applied') : t('adjust.alreadyApplied')}
          </p>
          <p className="confirm-amount">
            {t('adjust.newBalance', { balance: money(mutation.data.balanceMinor) })}
          </p>
          <div className="dialog-actions">
            {/* The step's buttons replace the one just pressed: focus moves on, not to <body>. */}
            <button type="button" className="button primary" onClick={onClose} autoFocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
