import { useI18n } from '../i18n/i18n';
import { isApiError } from '../api/client';

/** The server's message (it says what was wrong); our own words only when there was no answer. */
export function errorText(error: unknown, t: ReturnType<typeof useI18n>['t']): string {
  if (isApiError(error)) {
    if (error.errorCode === 'NETWORK') return t('error.network');
    if (error.errorCode === 'BAD_RESPONSE') return t('error.badResponse');
    return error.message;
  }
  return t('error.unknown');
}

/** An error in a role=alert region, so assistive technology reads it as it appears. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <div role="alert" className="alert">
      <span>{typeof error === 'string' ? error : errorText(error, t)}</span>
      {onRetry && (
        <button type="button" className="button small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <p role="status" className="state">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

export function Empty({ children }: { children: string }) {
  return <p className="state empty">{children}</p>;
}
