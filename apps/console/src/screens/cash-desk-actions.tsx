import type { CashDeskKind, CashDeskRow } from '@app/contracts/cash-desk';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, isApiError } from '../api/client';
import type { CashDeskKey } from '../i18n/cash-desk-en';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ReasonField, reasonError } from '../ui/reason';
import { ErrorAlert } from '../ui/states';
import {
  RequestDetails,
  methodHeading,
  toMinor,
  useRowMoney,
  type CashDeskAction,
} from './cash-desk-parts';

/** The server's limit on an optional note (cash-desk.ts cashDeskNoteBodySchema). */
const NOTE_MAX = 500;

/** Each dialog's title and explanation (deposits are never paid: they have no 'pay'). */
const copy: Record<
  CashDeskKind,
  Partial<Record<CashDeskAction, readonly [CashDeskKey, CashDeskKey]>>
> & { WITHDRAWAL: Record<CashDeskAction, readonly [CashDeskKey, CashDeskKey]> } = {
  DEPOSIT: {
    approve: ['cashDesk.dialog.DEPOSIT.approve', 'cashDesk.explain.DEPOSIT.approve'],
    reject: ['cashDesk.dialog.DEPOSIT.reject', 'cashDesk.explain.DEPOSIT.reject'],
  },
  WITHDRAWAL: {
    approve: ['cashDesk.dialog.WITHDRAWAL.approve', 'cashDesk.explain.WITHDRAWAL.approve'],
    reject: ['cashDesk.dialog.WITHDRAWAL.reject', 'cashDesk.explain.WITHDRAWAL.reject'],
    pay: ['cashDesk.dialog.WITHDRAWAL.pay', 'cashDesk.explain.WITHDRAWAL.pay'],
  },
};

/** One call per action; the kind picks the row of the endpoint table. */
function settle(row: CashDeskRow, action: CashDeskAction, text: string): Promise<CashDeskRow> {
  const params = { id: row.id };
  const reason = text.trim();
  if (action === 'reject')
    return row.kind === 'DEPOSIT'
      ? call(opsRoutes.opsDepositReject, { params, body: { reason } })
      : call(opsRoutes.opsWithdrawalReject, { params, body: { reason } });
  const body = reason ? { reason } : {};
  if (action === 'pay') return call(opsRoutes.opsWithdrawalPay, { params, body });
  return row.kind === 'DEPOSIT'
    ? call(opsRoutes.opsDepositApprove, { params, body })
    : call(opsRoutes.opsWithdrawalApprove, { params, body });
}

/**
 * Confirms one action on one request, repeating who, how much and which reference, so the
 * operator checks what they act on. One click is one call: the button is disabled while the call
 * runs. When someone else settled the request first (REQUEST_SETTLED) the parent closes this and
 * refreshes the list.
 */
export function CashDeskActionDialog({
  row,
  action,
  onClose,
  onDone,
  onAlreadySettled,
}: {
  row: CashDeskRow;
  action: CashDeskAction;
  onClose: () => void;
  onDone: (row: CashDeskRow) => void;
  onAlreadySettled: () => void;
}) {
  const { t } = useI18n();
  const money = useRowMoney();
  const format = useFormat();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: () => settle(row, action, text),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'REQUEST_SETTLED') onAlreadySettled();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem: MessageKey | null =
      action === 'reject'
        ? reasonError(text)
        : text.trim().length > NOTE_MAX
          ? 'form.reasonLong'
          : null;
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  const rejecting = action === 'reject';
  const [titleKey, explainKey] = copy[row.kind][action] ?? copy.WITHDRAWAL[action];
  return (
    <Dialog title={t(titleKey, { reference: row.reference })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t(explainKey)}</p>
        <p className="confirm-amount">{money(row.amount, row.currency)}</p>
        <dl className="cash-desk-facts compact">
          <div className="fact">
            <dt>{t('cashDesk.col.member')}</dt>
            {/* Plain text, not a link: leaving mid-confirmation would lose the dialog. */}
            <dd>
              {row.username}{' '}
              <span className="muted">{t('cashDesk.memberId', { id: row.memberId })}</span>
            </dd>
          </div>
          <div className="fact">
            <dt>{t('cashDesk.col.reference')}</dt>
            <dd>
              <code>{row.reference}</code>
            </dd>
          </div>
          <div className="fact">
            <dt>{t('cashDesk.col.fee')}</dt>
            <dd>{money(row.fee, row.currency)}</dd>
          </div>
          {row.kind === 'WITHDRAWAL' && (
            <div className="fact">
              <dt>{t('cashDesk.payout')}</dt>
              <dd>
                <strong>
                  {format.money(toMinor(row.amount) - toMinor(row.fee), row.currency)}
                </strong>
              </dd>
            </div>
          )}
          {/* A withdrawal's details already name its bank. */}
          {!row.details.some((item) => item.value === row.method) && (
            <div className="fact">
              <dt>{t(methodHeading(row.kind))}</dt>
              <dd>{row.method}</dd>
            </div>
          )}
        </dl>
        <RequestDetails row={row} />
        {/* The server's reason when it refuses; already-settled closes the dialog instead. */}
        <ErrorAlert error={invalid ? t(invalid) : mutation.error} />
        {rejecting ? (
          <ReasonField value={text} onChange={setText} />
        ) : (
          <Field
            label={t(action === 'pay' ? 'cashDesk.payoutReference' : 'cashDesk.note')}
            hint={t(action === 'pay' ? 'cashDesk.payoutReferenceHint' : 'cashDesk.noteHint')}
          >
            <textarea
              name="note"
              // The note first: Enter in it adds a line and never confirms by accident.
              autoFocus
              rows={2}
              maxLength={NOTE_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`button ${rejecting ? 'danger' : 'primary'}`}
            disabled={mutation.isPending}
          >
            {mutation.isPending
              ? t('cashDesk.working')
              : t(`cashDesk.action.${action}` satisfies CashDeskKey)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
