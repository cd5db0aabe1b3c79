import type { OpsMemberDetail, OpsMemberMoveUplineResult } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, isApiError } from '../api/client';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ReasonField, reasonError } from '../ui/reason';
import { ErrorAlert } from '../ui/states';

const refusals = ['NOT_FOUND', 'SELF', 'SAME', 'OWN_TEAM', 'NOT_AGENT', 'TRIAL'] as const;
type Refusal = (typeof refusals)[number];

/** The server's refusal (UPLINE_INVALID `{ reason }`) in the console's words, or null. */
export function uplineRefusalKey(error: unknown): MessageKey | null {
  if (!isApiError(error) || error.errorCode !== 'UPLINE_INVALID') return null;
  const reason = (error.details as { reason?: unknown } | null)?.reason;
  return refusals.includes(reason as Refusal)
    ? (`upline.error.${reason as Refusal}` as const)
    : null;
}

/**
 * Move an account and its whole team under another agent (issue 17, admin only, audited): the
 * new upline's username and a reason. The server refuses an account in the member's own team,
 * a non-agent, the current upline, the account itself; the dialog names which.
 */
export function MoveUplineDialog({
  member,
  onClose,
  onDone,
}: {
  member: OpsMemberDetail;
  onClose: () => void;
  onDone: (result: OpsMemberMoveUplineResult) => void;
}) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      call(opsRoutes.opsMemberMoveUpline, {
        params: { id: member.id },
        body: { uplineUsername: username.trim(), reason: reason.trim() },
      }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = username.trim() === '' ? 'upline.usernameMissing' : reasonError(reason);
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  const refusal = uplineRefusalKey(mutation.error);
  return (
    <Dialog title={t('upline.title', { username: member.username })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t('upline.explain')}</p>
        <dl className="facts">
          <dt>{t('upline.current')}</dt>
          <dd>{member.parentId === null ? t('upline.none') : `#${member.parentId}`}</dd>
        </dl>
        <ErrorAlert error={invalid ? t(invalid) : refusal ? t(refusal) : mutation.error} />
        <Field label={t('upline.username')} hint={t('upline.usernameHint')}>
          <input
            name="uplineUsername"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <ReasonField value={reason} onChange={setReason} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {t('upline.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
