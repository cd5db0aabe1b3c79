import type { FeedbackStatus } from '@app/contracts/feedback-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import type { FeedbackKey } from '../i18n/feedback-en';
import { useI18n } from '../i18n/i18n';

export { feedbackCategories } from '@app/contracts/feedback-constants';

/** A member's image as operators read it (GET /ops/api/files/:fileId, the session's cookie). */
export const feedbackImageUrl = (fileId: string) =>
  opsRoutes.opsFile.path.replace(':fileId', encodeURIComponent(fileId));

/** New: waiting for support (the warning tone); handled: done. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${status === 'NEW' ? 'feedback-new' : 'ok'}`}>
      {t(`feedback.status.${status}` satisfies FeedbackKey)}
    </span>
  );
}
