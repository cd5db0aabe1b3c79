import type { OpsKycRow } from '@app/contracts/kyc';
import type { KycSubmissionStatus } from '@app/contracts/kyc-constants';
import { useI18n } from '../i18n/i18n';
import type { KycKey } from '../i18n/kyc-en';
import { useFormat } from '../lib/format';

/** Waiting for support: the warning tone; settled: ok or danger. */
const tone: Record<KycSubmissionStatus, string> = {
  REVIEW: 'warn',
  VERIFIED: 'ok',
  REJECTED: 'danger',
};

export function KycStatusBadge({ status }: { status: KycSubmissionStatus }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${tone[status]}`}>{t(`kyc.state.${status}` satisfies KycKey)}</span>
  );
}

/** When and by whom a submission was settled ("—" while under review). */
export function ReviewedCell({ row }: { row: Pick<OpsKycRow, 'reviewedAt' | 'reviewedBy'> }) {
  const { t } = useI18n();
  const format = useFormat();
  if (!row.reviewedAt) return <>—</>;
  return (
    <>
      {format.dateTime(row.reviewedAt)}
      {row.reviewedBy && (
        <span className="muted kyc-by">{t('kyc.reviewedBy', { operator: row.reviewedBy })}</span>
      )}
    </>
  );
}

/** The bytes of a member's file, for operators (GET /ops/api/files/:fileId; the session cookie rides along). */
export const opsFileUrl = (fileId: string) => `/ops/api/files/${encodeURIComponent(fileId)}`;
