import { useState, type FormEvent } from 'react';
import type { KycStatePayload } from '@app/contracts/kyc';
import type { KycState } from '@app/contracts/kyc-constants';
import { MAX_IMAGES_PER_FORM, MAX_UPLOAD_BYTES } from '@app/contracts/upload-constants';
import { errorMessageKey } from '@/shared/api/error-messages';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { isTrial } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert } from '@/shared/ui/form-field';
import { IdCardIcon } from '@/shared/ui/icons/id-card';
import { RetryButton } from '@/shared/ui/list-state';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { AttachmentThumbs } from '@/shared/uploads/attachment-thumbs';
import { useMemberFileUrl } from '@/shared/uploads/member-files';
import { useKycState, useSubmitKyc } from '../../api/kyc';
import { memberErrorMessage } from '../account/member-error';
import { useKycDocuments, type KycDocuments } from './use-kyc-documents';
import styles from './kyc.module.css';

const THUMB = 88;

/** The label of each state (spec section 4's KYC labels: upload, under review, verified). */
const tone: Record<KycState, string | undefined> = {
  NONE: undefined,
  REVIEW: styles.review,
  VERIFIED: styles.verified,
  REJECTED: styles.rejected,
};

function formatDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/**
 * Identity verification in the security centre (issue 14): the state's label (upload, under
 * review, verified, or rejected with support's reason); while documents may be sent, up to 3
 * pickers with thumbnails and remove, then submit; under review and verified show the documents
 * sent. Support reviews them in the console.
 */
export function IdentityVerificationSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const session = useSessionStore((s) => s.session);
  // Trial accounts have no identity to verify (the calls are real-money ones).
  if (isTrial(session)) return null;
  return <IdentityVerification headingLevel={headingLevel} />;
}

function IdentityVerification({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const query = useKycState();
  const Heading = `h${headingLevel}` as const;
  const state = query.data?.state;
  return (
    <section className={styles.section} aria-labelledby="kyc-title" data-testid="kyc-section">
      <div className={styles.head}>
        <span className={styles.icon}>
          <IdCardIcon size={22} />
        </span>
        <Heading id="kyc-title" className={styles.title}>
          {t('kyc.title')}
        </Heading>
        {state && (
          <span className={cx(styles.badge, tone[state])} data-testid="kyc-status">
            {t(`kyc.status.${state}`)}
          </span>
        )}
      </div>
      {query.data ? (
        <KycBody data={query.data} />
      ) : query.isError ? (
        <div role="alert" className={styles.failed}>
          <p>
            {t('kyc.loadFailed')}{' '}
            {t(errorMessageKey(isApiError(query.error) ? query.error.errorCode : null))}
          </p>
          <RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />
        </div>
      ) : (
        <p className={styles.loading} aria-busy="true">
          <span className={spinnerStyles.spinner} aria-hidden="true" />
          {t('common.loading')}
        </p>
      )}
    </section>
  );
}

function KycBody({ data }: { data: KycStatePayload }) {
  const { t } = useTranslation();
  const { submission } = data;
  return (
    <>
      <p className={styles.text} data-testid="kyc-text">
        {t(`kyc.text.${data.state}`)}
      </p>
      {data.state === 'REJECTED' && submission?.reason && (
        <div className={styles.reason} data-testid="kyc-reason">
          <span className={styles.reasonLabel}>{t('kyc.reason')}</span>
          <span className={styles.reasonText}>{submission.reason}</span>
        </div>
      )}
      {submission && (data.state === 'REVIEW' || data.state === 'VERIFIED') && (
        <>
          <ul className={styles.thumbs} aria-label={t('kyc.sentDocuments')}>
            {submission.fileIds.map((fileId, index) => (
              <SentDocument key={fileId} fileId={fileId} n={index + 1} />
            ))}
          </ul>
          <p className={styles.meta}>
            {data.state === 'VERIFIED' && submission.reviewedAt
              ? t('kyc.verifiedOn', { date: formatDay(submission.reviewedAt) })
              : t('kyc.sentOn', { date: formatDay(submission.submittedAt) })}
          </p>
        </>
      )}
      {data.canSubmit && <KycForm rejected={data.state === 'REJECTED'} />}
    </>
  );
}

/** A document already sent: the member's own file, read with the session. */
function SentDocument({ fileId, n }: { fileId: string; n: number }) {
  const { t } = useTranslation();
  const url = useMemberFileUrl(fileId);
  return (
    <li className={styles.thumb} aria-busy={!url}>
      {url ? (
        <img
          src={url}
          alt={t('kyc.documentAlt', { n })}
          width={THUMB}
          height={THUMB}
          className={styles.thumbImage}
        />
      ) : (
        <span className={styles.thumbBusy}>
          <span className={spinnerStyles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('kyc.documentAlt', { n })}</span>
        </span>
      )}
    </li>
  );
}

function KycForm({ rejected }: { rejected: boolean }) {
  const { t } = useTranslation();
  const documents = useKycDocuments();
  const submit = useSubmitKyc();
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setProblem(null);
    if (documents.items.length === 0) return setProblem(t('kyc.needOne'));
    if (documents.uploading) return setProblem(t('kyc.waitUploads'));
    try {
      await submit.mutateAsync(documents.fileIds);
      documents.clear();
      showToast({ message: t('kyc.submitted'), kind: 'success', durationMs: toastDurations.short });
    } catch (error) {
      setProblem(memberErrorMessage(error));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {rejected && <p className={styles.text}>{t('kyc.resubmit')}</p>}
      <DocumentPicker documents={documents} disabled={submit.isPending} />
      {documents.problems.length > 0 && (
        <ul className={styles.problems} role="alert" data-testid="kyc-problems">
          {documents.problems.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      <FormAlert text={problem} testId="kyc-error" />
      <SubmitButton
        busy={submit.isPending}
        busyLabel={t('kyc.submitting')}
        disabled={documents.uploading}
      >
        {t('kyc.submit')}
      </SubmitButton>
    </form>
  );
}

/** Up to 3 thumbnails with remove, and an "Add a photo" tile while there is room. */
function DocumentPicker({ documents, disabled }: { documents: KycDocuments; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.picker} aria-describedby="kyc-documents-hint">
      <legend className={styles.legend}>{t('kyc.documents')}</legend>
      <p id="kyc-documents-hint" className={styles.hint}>
        {t('kyc.documentsHint', {
          max: MAX_IMAGES_PER_FORM,
          mb: MAX_UPLOAD_BYTES / 1024 / 1024,
        })}
      </p>
      <AttachmentThumbs
        attachments={documents}
        disabled={disabled}
        testId="kyc"
        size={THUMB}
        labels={{
          alt: (n) => t('kyc.documentAlt', { n }),
          uploading: t('kyc.uploading'),
          remove: (n) => t('kyc.remove', { n }),
          add: t('kyc.add'),
        }}
      />
    </fieldset>
  );
}
