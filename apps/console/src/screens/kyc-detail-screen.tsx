import type { OpsKycDetail } from '@app/contracts/kyc';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { call, isApiError } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { useFormat } from '../lib/format';
import { Dialog } from '../ui/dialog';
import { ReasonField, reasonError } from '../ui/reason';
import { ErrorAlert, Loading } from '../ui/states';
import { memberTypeLabel } from './member-parts';
import { KycStatusBadge, ReviewedCell, opsFileUrl } from './kyc-parts';
import './kyc.css';

type Action = 'approve' | 'reject';
type Notice = { tone: 'success' | 'warn'; text: string };

/** One submission: the member's profile beside their documents, and verify or reject. */
export function KycDetailScreen() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
  const query = useQuery({
    queryKey: ['kyc', 'detail', id],
    queryFn: ({ signal }) => call(opsRoutes.opsKyc, { params: { id } }, { signal }),
    enabled: valid,
  });
  return (
    <section aria-labelledby="kyc-detail-title">
      <Link to="/kyc" className="back-link">
        ← {t('kyc.back')}
      </Link>
      {!valid && <p className="state">{t('error.notFound')}</p>}
      {valid && query.isPending && <Loading />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <KycDetail submission={query.data} />}
    </section>
  );
}

function KycDetail({ submission }: { submission: OpsKycDetail }) {
  const { t } = useI18n();
  const format = useFormat();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { member } = submission;
  const dash = (value: string | null) => (value === null || value === '' ? '—' : value);
  const settle = (next: OpsKycDetail | null, tone: Notice['tone'], text: string) => {
    setOpen(null);
    setNotice({ tone, text });
    if (next) queryClient.setQueryData(['kyc', 'detail', submission.id], next);
    else void queryClient.invalidateQueries({ queryKey: ['kyc', 'detail', submission.id] });
    void queryClient.invalidateQueries({ queryKey: ['kyc'] });
  };
  const underReview = submission.status === 'REVIEW';
  const canApprove = underReview && mayCall('opsKycApprove', operator.role);
  const canReject = underReview && mayCall('opsKycReject', operator.role);

  return (
    <>
      <div className="page-head">
        <h1 id="kyc-detail-title">
          {t('kyc.heading', { id: submission.id })} · {member.username}{' '}
          <KycStatusBadge status={submission.status} />
        </h1>
        <div className="actions">
          {canReject && (
            <button
              type="button"
              className="button danger"
              onClick={() => {
                setNotice(null);
                setOpen('reject');
              }}
            >
              {t('kyc.reject')}
            </button>
          )}
          {canApprove && (
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setNotice(null);
                setOpen('approve');
              }}
            >
              {t('kyc.approve')}
            </button>
          )}
        </div>
      </div>
      <p role="status" className={notice ? `notice ${notice.tone}` : 'visually-hidden'}>
        {notice?.text}
      </p>
      <div className="detail-grid kyc-detail-grid">
        <div className="card">
          <h2>{t('kyc.memberTitle')}</h2>
          <dl className="facts kyc-facts-narrow">
            <dt>{t('kyc.member.id')}</dt>
            <dd>{member.id}</dd>
            <dt>{t('kyc.member.username')}</dt>
            <dd>
              <Link to={`/members/${member.id}`}>{member.username}</Link>{' '}
              <span className="muted">· {memberTypeLabel(member.type, t)}</span>
            </dd>
            <dt>{t('kyc.member.nickname')}</dt>
            <dd>{dash(member.nickname)}</dd>
            <dt>{t('kyc.member.payeeName')}</dt>
            <dd>{dash(member.payeeName)}</dd>
            <dt>{t('kyc.member.birthday')}</dt>
            <dd>{dash(member.birthday)}</dd>
            <dt>{t('kyc.member.registered')}</dt>
            <dd>{format.dateTime(member.registeredAt)}</dd>
          </dl>
        </div>
        <div className="card">
          <h2>{t('kyc.submissionTitle')}</h2>
          <dl className="facts kyc-facts-narrow">
            <dt>{t('kyc.col.status')}</dt>
            <dd>
              <KycStatusBadge status={submission.status} />
            </dd>
            <dt>{t('kyc.submittedAt')}</dt>
            <dd>{format.dateTime(submission.submittedAt)}</dd>
            <dt>{t('kyc.col.reviewed')}</dt>
            <dd>
              <ReviewedCell row={submission} />
            </dd>
            {submission.reason && (
              <>
                <dt>{t('kyc.reason')}</dt>
                <dd className="kyc-reason">{submission.reason}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <div className="card kyc-documents-card">
        <h2>{t('kyc.documents')}</h2>
        <ul className="kyc-documents">
          {submission.fileIds.map((fileId, index) => {
            const file = submission.files.find((f) => f.fileId === fileId);
            const n = index + 1;
            return (
              <li key={fileId}>
                {file ? (
                  <figure>
                    <a
                      href={opsFileUrl(fileId)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('kyc.documentOpen', { n })}
                    >
                      <img
                        src={opsFileUrl(fileId)}
                        alt={t('kyc.documentAlt', {
                          n,
                          total: submission.fileIds.length,
                          username: member.username,
                        })}
                        width={file.width}
                        height={file.height}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                    <figcaption className="muted">
                      {n}. {t('kyc.documentSize', { width: file.width, height: file.height })}
                    </figcaption>
                  </figure>
                ) : (
                  <p className="state">{t('kyc.documentMissing')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="card">
        <h2>{t('kyc.history')}</h2>
        {submission.history.length === 0 ? (
          <p className="muted">{t('kyc.historyNone')}</p>
        ) : (
          <ul className="kyc-history">
            {submission.history.map((item) => (
              <li key={item.id}>
                <Link to={`/kyc/${item.id}`}>#{item.id}</Link>{' '}
                <KycStatusBadge status={item.status} />{' '}
                <span className="muted">{format.dateTime(item.submittedAt)}</span>
                {item.reason && <span className="kyc-reason"> — {item.reason}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {open && (
        <ReviewDialog
          submission={submission}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(next) =>
            settle(
              next,
              'success',
              t(next.status === 'VERIFIED' ? 'kyc.done.VERIFIED' : 'kyc.done.REJECTED', {
                username: member.username,
              }),
            )
          }
          onAlreadySettled={() => settle(null, 'warn', t('kyc.alreadySettled'))}
        />
      )}
    </>
  );
}

/**
 * Verify or reject (with the reason the member reads). One click is one call; when someone else
 * settled the submission first (KYC_STATE) the screen shows it as it is now.
 */
function ReviewDialog({
  submission,
  action,
  onClose,
  onDone,
  onAlreadySettled,
}: {
  submission: OpsKycDetail;
  action: Action;
  onClose: () => void;
  onDone: (next: OpsKycDetail) => void;
  onAlreadySettled: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const params = { id: submission.id };
  const mutation = useMutation({
    mutationFn: () =>
      action === 'approve'
        ? call(opsRoutes.opsKycApprove, { params, body: {} })
        : call(opsRoutes.opsKycReject, { params, body: { reason: reason.trim() } }),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'KYC_STATE') onAlreadySettled();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = action === 'reject' ? reasonError(reason) : null;
    setInvalid(problem);
    if (!problem) mutation.mutate();
  };
  const rejecting = action === 'reject';
  const username = submission.member.username;
  return (
    <Dialog
      title={t(rejecting ? 'kyc.rejectTitle' : 'kyc.approveTitle', { username })}
      onClose={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t(rejecting ? 'kyc.rejectExplain' : 'kyc.approveExplain')}</p>
        <ErrorAlert error={invalid ? t(invalid) : mutation.error} />
        {rejecting && <ReasonField value={reason} onChange={setReason} />}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`button ${rejecting ? 'danger' : 'primary'}`}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? t('kyc.working') : t(rejecting ? 'kyc.reject' : 'kyc.approve')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
