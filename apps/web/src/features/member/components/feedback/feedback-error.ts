import { isApiError } from '@/shared/api/client';
import { errorText } from '@/shared/api/error-text';
import { i18n } from '@/shared/i18n/i18n';

/**
 * The translated message of a failed feedback or upload call, with what it names filled in
 * (the word bounds, the most images); too much feedback today has words of its own.
 */
export function feedbackErrorMessage(error: unknown): string {
  if (isApiError(error) && error.errorCode === 'RATE_LIMITED') {
    const max = (error.details as { max?: unknown } | null)?.max;
    return i18n.t('feedback.tooMuchToday', { max: typeof max === 'number' ? max : '' });
  }
  return errorText(error);
}
