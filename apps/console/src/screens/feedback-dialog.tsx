import type { OpsFeedback } from '@app/contracts/feedback';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call, isApiError } from '../api/client';
import { useOperator } from '../api/session';
import type { FeedbackKey } from '../i18n/feedback-en';
import { useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { useFormat } from '../lib/format';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ErrorAlert, Loading } from '../ui/states';
import { FeedbackStatusBadge, feedbackImageUrl } from './feedback-parts';

/** The server's limit on the note (feedback.ts opsFeedbackHandleBodySchema). */
const NOTE_MAX = 500;
/** Images show at most this wide in the dialog; the link opens the full one. */
const IMAGE_MAX_WIDTH = 140;

/**
 * One feedback item: who sent it, its topic, text, remark and images, and for a new one the
 * "Mark handled" form (an optional note goes to the audit log). One click is one call; when
 * someone else handled it first (REQUEST_SETTLED) the parent closes this and refreshes.
 */
export function FeedbackDialog({
  id,
  onClose,
  onHandled,
  onAlreadyHandled,
}: {
  id: number;
  onClose: () => void;
  onHandled: (id: number) => void;
  onAlreadyHandled: (id: number) => void;
}) {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ['feedback', 'item', id],
    queryFn: ({ signal }) => call(opsRoutes.opsFeedback, { params: { id } }, { signal }),
  });
  return (
    <Dialog title={t('feedback.dialog', { id })} onClose={onClose}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <FeedbackDetail
          item={query.data}
          onClose={onClose}
          onHandled={onHandled}
          onAlreadyHandled={onAlreadyHandled}
        />
      )}
    </Dialog>
  );
}

function FeedbackDetail({
  item,
  onClose,
  onHandled,
  onAlreadyHandled,
}: {
  item: OpsFeedback;
  onClose: () => void;
  onHandled: (id: number) => void;
  onAlreadyHandled: (id: number) => void;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const operator = useOperator();
  const [note, setNote] = useState('');
  const [noteTooLong, setNoteTooLong] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      call(opsRoutes.opsFeedbackHandle, {
        params: { id: item.id },
        body: note.trim() ? { note: note.trim() } : {},
      }),
    onSuccess: () => onHandled(item.id),
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'REQUEST_SETTLED') onAlreadyHandled(item.id);
    },
  });
  const canHandle = item.status === 'NEW' && mayCall('opsFeedbackHandle', operator.role);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooLong = note.trim().length > NOTE_MAX;
    setNoteTooLong(tooLong);
    if (!tooLong) mutation.mutate();
  };
  return (
    <div className="form feedback-detail">
      <dl className="facts">
        <dt>{t('feedback.col.member')}</dt>
        <dd>
          {item.username}{' '}
          <span className="muted">{t('feedback.memberId', { id: item.memberId })}</span>
        </dd>
        <dt>{t('feedback.col.category')}</dt>
        <dd>{t(`feedback.category.${item.category}` satisfies FeedbackKey)}</dd>
        <dt>{t('feedback.col.status')}</dt>
        <dd>
          <FeedbackStatusBadge status={item.status} />
        </dd>
        <dt>{t('feedback.sent')}</dt>
        <dd>{format.dateTime(item.createdAt)}</dd>
        {item.handledAt && (
          <>
            <dt>{t('feedback.handledAt')}</dt>
            <dd>{format.dateTime(item.handledAt)}</dd>
            <dt>{t('feedback.handledBy')}</dt>
            <dd>{item.handledBy ?? t('feedback.handledByToken')}</dd>
          </>
        )}
        <dt>{t('feedback.remark')}</dt>
        <dd>{item.remark ?? <span className="muted">{t('feedback.noRemark')}</span>}</dd>
      </dl>
      <blockquote className="feedback-text" data-testid="feedback-text">
        {item.text}
      </blockquote>
      <div>
        <h3 className="feedback-subtitle">{t('feedback.images')}</h3>
        {item.images.length === 0 ? (
          <p className="hint">{t('feedback.noImages')}</p>
        ) : (
          <ul className="feedback-images">
            {item.images.map((image, index) => {
              const scale = Math.min(1, IMAGE_MAX_WIDTH / image.width);
              return (
                <li key={image.fileId}>
                  <a
                    href={feedbackImageUrl(image.fileId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('feedback.openImage', { n: index + 1 })}
                  >
                    <img
                      src={feedbackImageUrl(image.fileId)}
                      alt={t('feedback.image', { n: index + 1, id: item.id })}
                      width={Math.round(image.width * scale)}
                      height={Math.round(image.height * scale)}
                      data-testid="feedback-image"
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {canHandle ? (
        <form className="form" onSubmit={submit} noValidate>
          <Field label={t('feedback.note')} hint={t('feedback.noteHint')}>
            <textarea
              name="note"
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              aria-invalid={noteTooLong}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          {noteTooLong && <ErrorAlert error={t('feedback.noteLong')} />}
          {mutation.isError &&
            !(isApiError(mutation.error) && mutation.error.errorCode === 'REQUEST_SETTLED') && (
              <ErrorAlert error={mutation.error} />
            )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.close')}
            </button>
            <button type="submit" className="button primary" disabled={mutation.isPending}>
              {mutation.isPending ? t('feedback.marking') : t('feedback.markHandled')}
            </button>
          </div>
        </form>
      ) : (
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      )}
    </div>
  );
}
