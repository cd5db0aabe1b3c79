import { errorMessageKey } from '@/shared/api/error-messages';
import { isApiError } from '@/shared/api/client';
import type { FormMessage } from './form-message';
import { retryAfterSeconds } from './login-captcha';

/**
 * The translated message of a failed call (spec section 8, through the one error table);
 * RATE_LIMITED names the wait when the server gives one.
 */
export function apiErrorMessage(error: unknown): FormMessage {
  if (!isApiError(error)) return { key: 'errors.unknown' };
  if (error.errorCode === 'RATE_LIMITED') {
    const seconds = retryAfterSeconds(error.details);
    if (seconds !== null) return { key: 'errors.tooManyAttempts', values: { seconds } };
  }
  return { key: errorMessageKey(error.errorCode) };
}

/**
 * Where a failed call's message shows: next to a field of the form when the error code belongs
 * to one (`byCode`) or the server named the field (FIELD_FORMAT's `details.field`), as long as
 * the form shows that field; otherwise null, and the message shows above the button.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
  byCode: Partial<Record<string, F>> = {},
): { field: F; message: FormMessage } | null {
  if (!isApiError(error)) return null;
  const shown = (name: unknown): name is F => fields.includes(name as F);
  const coded = byCode[error.errorCode];
  if (shown(coded)) return { field: coded, message: apiErrorMessage(error) };
  const named =
    error.errorCode === 'FIELD_FORMAT' && typeof error.details === 'object' && error.details
      ? (error.details as { field?: unknown }).field
      : undefined;
  return shown(named) ? { field: named, message: { key: 'auth.validation.format' } } : null;
}
