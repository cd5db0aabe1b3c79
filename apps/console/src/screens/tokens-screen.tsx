import type { OperatorRole, OpsToken } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { QueryTable } from '../ui/query-table';
import { ErrorAlert } from '../ui/states';
import { RoleSelect } from './operator-parts';

/** The token name rule of contracts/operator.ts (opsTokenCreateBodySchema). */
const tokenName = /^[\w .-]{3,40}$/;

/** Operator API tokens (admin): for the admin CLI and scripts; each acts under one role. */
export function TokensScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'create' | OpsToken | null>(null);
  const [notice, setNotice] = useState('');
  const query = useQuery({
    queryKey: ['tokens'],
    queryFn: ({ signal }) => call(opsRoutes.opsTokens, {}, { signal }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['tokens'] });
  return (
    <section aria-labelledby="tokens-title">
      <div className="page-head">
        <h1 id="tokens-title">{t('tokens.title')}</h1>
        <div className="actions">
          <button
            type="button"
            className="button primary"
            onClick={() => {
              setNotice('');
              setDialog('create');
            }}
          >
            {t('tokens.new')}
          </button>
        </div>
      </div>
      <p className="hint page-intro">{t('tokens.intro')}</p>
      <p role="status" className={notice ? 'notice success' : 'visually-hidden'}>
        {notice}
      </p>
      <QueryTable
        framed
        query={query}
        label={t('tokens.list')}
        empty={t('tokens.none')}
        head={
          <>
            <th scope="col">{t('tokens.name')}</th>
            <th scope="col">{t('tokens.role')}</th>
            <th scope="col">{t('tokens.createdBy')}</th>
            <th scope="col">{t('tokens.created')}</th>
            <th scope="col">{t('tokens.lastUsed')}</th>
            <th scope="col">{t('tokens.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('tokens.actions')}</span>
            </th>
          </>
        }
        row={(token) => (
          <tr key={token.id}>
            <td>{token.name}</td>
            <td>
              <span className={`badge role-${token.role}`}>{t(`role.${token.role}`)}</span>
            </td>
            <td>{token.createdBy ?? '—'}</td>
            <td>{format.dateTime(token.createdAt)}</td>
            <td>{token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('tokens.never')}</td>
            <td>
              <span className={`badge ${token.revoked ? 'danger' : 'ok'}`}>
                {t(token.revoked ? 'tokens.revoked' : 'tokens.active')}
              </span>
            </td>
            <td className="row-actions">
              {!token.revoked && (
                <button
                  type="button"
                  className="button small"
                  aria-label={t('tokens.revokeNamed', { name: token.name })}
                  onClick={() => {
                    setNotice('');
                    setDialog(token);
                  }}
                >
                  {t('tokens.revoke')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {dialog === 'create' && (
        <CreateTokenDialog onClose={() => setDialog(null)} onCreated={refresh} />
      )}
      {dialog !== null && dialog !== 'create' && (
        <RevokeDialog
          token={dialog}
          onClose={() => setDialog(null)}
          onDone={(revoked) => {
            setDialog(null);
            setNotice(t('tokens.revokedNotice', { name: revoked.name }));
            refresh();
          }}
        />
      )}
    </section>
  );
}

/** Name and role, then the token itself, shown this once (only its hash is stored). */
function CreateTokenDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('admin');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => call(opsRoutes.opsTokenCreate, { body: { name: name.trim(), role } }),
    onSuccess: onCreated,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = tokenName.test(name.trim()) ? null : t('tokens.nameRule');
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  const created = mutation.data;
  if (created) {
    const usage = `OPS_API_TOKEN=${created.token} npm run admin -- --url ${window.location.origin} maintenance on`;
    return (
      <Dialog title={t('tokens.createdTitle', { name: created.item.name })} onClose={onClose}>
        <div className="form">
          <p className="notice" role="note">
            {t('tokens.once')}
          </p>
          <div className="field">
            <span className="field-label">{t('tokens.token')}</span>
            <code className="secret-box">{created.token}</code>
            <CopyButton text={created.token} label={t('tokens.copy')} />
          </div>
          <div className="field">
            <span className="field-label">{t('tokens.usage')}</span>
            <code className="secret-box">{usage}</code>
            <CopyButton text={usage} label={t('tokens.copyUsage')} />
          </div>
          <div className="dialog-actions">
            <button type="button" className="button primary" onClick={onClose} autoFocus>
              {t('tokens.done')}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('tokens.newTitle')} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <ErrorAlert error={invalid ?? mutation.error} />
        <Field label={t('tokens.name')} hint={t('tokens.nameHint')}>
          <input
            name="name"
            value={name}
            maxLength={40}
            required
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <RoleSelect value={role} onChange={setRole} hint={t('tokens.roleHint')} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {t('tokens.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RevokeDialog({
  token,
  onClose,
  onDone,
}: {
  token: OpsToken;
  onClose: () => void;
  onDone: (token: OpsToken) => void;
}) {
  const { t } = useI18n();
  const mutation = useMutation({
    mutationFn: () => call(opsRoutes.opsTokenRevoke, { params: { id: token.id } }),
    onSuccess: onDone,
  });
  return (
    <Dialog title={t('tokens.revokeTitle', { name: token.name })} onClose={onClose}>
      <div className="form">
        <p className="hint">{t('tokens.revokeExplain')}</p>
        <ErrorAlert error={mutation.error} />
        <div className="dialog-actions">
          {/* Focus on Cancel: a stray Enter must not revoke. */}
          <button type="button" className="button" onClick={onClose} autoFocus>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button danger"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {t('tokens.revokeConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
