import type { OperatorRole, OpsOperator } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ReasonField, reasonError } from '../ui/reason';
import { QueryTable } from '../ui/query-table';
import { ErrorAlert } from '../ui/states';
import { RoleSelect } from './operator-parts';

/** The username rule of contracts/operator.ts: 3 to 20 letters, digits or underscores. */
const usernameRule = /^[a-z0-9_]{3,20}$/;

type Action = 'role' | 'toggle' | 'reset';
type Open = { kind: 'create' } | { kind: Action; operator: OpsOperator };

/** Operator accounts (admin): create, change role, disable or enable, reset the authenticator. */
export function OperatorsScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const self = useOperator();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');
  const query = useQuery({
    queryKey: ['operators'],
    queryFn: ({ signal }) => call(opsRoutes.opsOperators, {}, { signal }),
  });
  const show = (next: Open) => {
    setNotice('');
    setOpen(next);
  };
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: ['operators'] });
  };
  return (
    <section aria-labelledby="operators-title">
      <div className="page-head">
        <h1 id="operators-title">{t('operators.title')}</h1>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => show({ kind: 'create' })}>
            {t('operators.new')}
          </button>
        </div>
      </div>
      <p role="status" className={notice ? 'notice success' : 'visually-hidden'}>
        {notice}
      </p>
      <QueryTable
        framed
        query={query}
        label={t('operators.list')}
        empty={t('operators.none')}
        head={
          <>
            <th scope="col">{t('operators.username')}</th>
            <th scope="col">{t('operators.role')}</th>
            <th scope="col">{t('operators.status')}</th>
            <th scope="col">{t('operators.enrolled')}</th>
            <th scope="col">{t('operators.created')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('operators.actions')}</span>
            </th>
          </>
        }
        row={(op) => {
          // The server refuses demoting or disabling yourself: those are not offered.
          const isSelf = op.id === self.id;
          return (
            <tr key={op.id}>
              <td>
                {op.username}
                {isSelf && <span className="muted"> · {t('operators.you')}</span>}
              </td>
              <td>
                <span className={`badge role-${op.role}`}>{t(`role.${op.role}`)}</span>
              </td>
              <td>
                <span className={`badge ${op.disabled ? 'danger' : 'ok'}`}>
                  {t(op.disabled ? 'operators.disabled' : 'operators.enabled')}
                </span>
              </td>
              <td>{t(op.enrolled ? 'operators.yes' : 'operators.no')}</td>
              <td>{format.dateTime(op.createdAt)}</td>
              <td className="row-actions">
                {!isSelf && (
                  <button
                    type="button"
                    className="button small"
                    aria-label={t('operators.changeRoleNamed', { username: op.username })}
                    onClick={() => show({ kind: 'role', operator: op })}
                  >
                    {t('operators.changeRole')}
                  </button>
                )}
                {!isSelf && (
                  <button
                    type="button"
                    className="button small"
                    aria-label={t(
                      op.disabled ? 'operators.enableNamed' : 'operators.disableNamed',
                      { username: op.username },
                    )}
                    onClick={() => show({ kind: 'toggle', operator: op })}
                  >
                    {t(op.disabled ? 'operators.enable' : 'operators.disable')}
                  </button>
                )}
                <button
                  type="button"
                  className="button small"
                  aria-label={t('operators.resetNamed', { username: op.username })}
                  onClick={() => show({ kind: 'reset', operator: op })}
                >
                  {t('operators.reset')}
                </button>
              </td>
            </tr>
          );
        }}
      />
      {open?.kind === 'create' && (
        <CreateOperatorDialog
          onClose={() => setOpen(null)}
          onDone={(op) => done(t('operators.createdNotice', { username: op.username }))}
        />
      )}
      {open && open.kind !== 'create' && (
        <OperatorActionDialog
          action={open.kind}
          operator={open.operator}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
    </section>
  );
}

function CreateOperatorDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (operator: OpsOperator) => void;
}) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [role, setRole] = useState<OperatorRole>('support');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      call(opsRoutes.opsOperatorCreate, {
        body: { username: username.trim().toLowerCase(), password, role },
      }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem: MessageKey | null = !usernameRule.test(username.trim().toLowerCase())
      ? 'operators.usernameRule'
      : password.length < 8 || password.length > 128
        ? 'operators.passwordRule'
        : null;
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  return (
    <Dialog title={t('operators.newTitle')} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t('operators.newExplain')}</p>
        <ErrorAlert error={invalid ? t(invalid) : mutation.error} />
        <Field label={t('operators.username')} hint={t('operators.usernameRule')}>
          <input
            name="username"
            value={username}
            maxLength={20}
            autoComplete="off"
            required
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <Field label={t('operators.password')} hint={t('operators.passwordRule')}>
          <input
            name="password"
            type={showPassword ? 'text' : 'password'}
            value={password}
            maxLength={128}
            autoComplete="new-password"
            required
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={showPassword}
            onChange={(e) => setShowPassword(e.target.checked)}
          />
          <span>{t('operators.showPassword')}</span>
        </label>
        <RoleSelect value={role} onChange={setRole} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {t('operators.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const titles = {
  role: 'operators.roleTitle',
  toggle: 'operators.disableTitle',
  reset: 'operators.resetTitle',
} as const satisfies Record<Action, MessageKey>;

/** Change role, disable or enable, or reset the authenticator: each with a required reason. */
function OperatorActionDialog({
  action,
  operator,
  onClose,
  onDone,
}: {
  action: Action;
  operator: OpsOperator;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useI18n();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const enabling = action === 'toggle' && operator.disabled;
  const mutation = useMutation({
    mutationFn: () => {
      const params = { id: operator.id };
      const why = reason.trim();
      if (action === 'reset')
        return call(opsRoutes.opsOperatorResetAuthenticator, { params, body: { reason: why } });
      const body =
        action === 'role' ? { role, reason: why } : { disabled: !operator.disabled, reason: why };
      return call(opsRoutes.opsOperatorUpdate, { params, body });
    },
    onSuccess: (op) =>
      onDone(
        action === 'reset'
          ? t('operators.resetDone', { username: op.username })
          : action === 'role'
            ? t('operators.roleDone', { username: op.username, role: t(`role.${op.role}`) })
            : t(op.disabled ? 'operators.disableDone' : 'operators.enableDone', {
                username: op.username,
              }),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      action === 'role' && role === operator.role ? 'operators.sameRole' : reasonError(reason);
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  const explain: MessageKey =
    action === 'reset'
      ? 'operators.resetExplain'
      : action === 'role'
        ? 'operators.roleExplain'
        : enabling
          ? 'operators.enableExplain'
          : 'operators.disableExplain';
  const title: MessageKey = enabling ? 'operators.enableTitle' : titles[action];
  const danger = action === 'reset' || (action === 'toggle' && !enabling);
  return (
    <Dialog title={t(title, { username: operator.username })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t(explain)}</p>
        <ErrorAlert error={invalid ? t(invalid) : mutation.error} />
        {action === 'role' && (
          <RoleSelect value={role} onChange={setRole} label={t('operators.newRole')} />
        )}
        <ReasonField value={reason} onChange={setReason} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`button ${danger ? 'danger' : 'primary'}`}
            disabled={mutation.isPending}
          >
            {t(
              action === 'reset'
                ? 'operators.resetConfirm'
                : action === 'role'
                  ? 'operators.roleConfirm'
                  : enabling
                    ? 'operators.enableConfirm'
                    : 'operators.disableConfirm',
            )}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
