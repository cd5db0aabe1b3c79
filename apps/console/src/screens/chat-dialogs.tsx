import type { OpsChatDetail } from '@app/contracts/messages';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n } from '../i18n/i18n';
import { chatKeys } from '../lib/chat-desk';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ErrorAlert, Loading } from '../ui/states';
import { chatErrorText, memberName } from './chat-parts';

/** Who is on duty now (the header's switch and the transfer list share it). */
export const dutyQuery = {
  queryKey: chatKeys.duty,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(opsRoutes.opsChatDuty, undefined, { signal }),
};

/** Hand the conversation to another operator on duty (the list is fetched fresh on opening). */
export function TransferDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: OpsChatDetail;
  onClose: () => void;
  onDone: (to: string) => void;
}) {
  const { t } = useI18n();
  const operator = useOperator();
  const name = memberName(detail.conversation);
  const duty = useQuery({ ...dutyQuery, refetchOnMount: 'always' });
  const [target, setTarget] = useState('');
  const candidates = (duty.data?.operators ?? []).filter(
    (o) => o.onDuty && o.id !== operator.id && o.id !== detail.conversation.operatorId,
  );
  const transfer = useMutation({
    mutationFn: (operatorId: number) =>
      call(opsRoutes.opsChatTransfer, {
        params: { id: detail.conversation.id },
        body: { operatorId },
      }),
    onSuccess: (_, operatorId) =>
      onDone(candidates.find((o) => o.id === operatorId)?.username ?? String(operatorId)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target) transfer.mutate(Number(target));
  };
  return (
    <Dialog title={t('chat.transferTitle', { name })} onClose={onClose}>
      {duty.isPending ? (
        <Loading />
      ) : duty.isError ? (
        <ErrorAlert error={duty.error} onRetry={() => void duty.refetch()} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {candidates.length === 0 ? (
            <p className="notice">{t('chat.transferNone')}</p>
          ) : (
            <Field label={t('chat.transferTo')}>
              <select
                className="select"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                <option value="">{t('chat.transferPick')}</option>
                {candidates.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.username}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {transfer.isError && <ErrorAlert error={chatErrorText(transfer.error, t)} />}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            {candidates.length > 0 && (
              <button
                type="submit"
                className="button primary"
                disabled={!target || transfer.isPending}
              >
                {transfer.isPending ? t('chat.transferring') : t('chat.transferConfirm')}
              </button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** Close it, after saying what that means for the member. */
export function CloseDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: OpsChatDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const close = useMutation({
    mutationFn: () => call(opsRoutes.opsChatClose, { params: { id: detail.conversation.id } }),
    onSuccess: onDone,
  });
  return (
    <Dialog
      title={t('chat.closeTitle', { name: memberName(detail.conversation) })}
      onClose={onClose}
    >
      <div className="form">
        <p className="hint">{t('chat.closeExplain')}</p>
        {close.isError && <ErrorAlert error={chatErrorText(close.error, t)} />}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button danger"
            disabled={close.isPending}
            onClick={() => close.mutate()}
          >
            {close.isPending ? t('chat.closing') : t('chat.closeConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
