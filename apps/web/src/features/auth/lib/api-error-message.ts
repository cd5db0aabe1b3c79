import { errorMessageKey } from '@/shared/api/error-messages';
import { isApiError } from '@/shared/api/client';
import { retryAfterSeconds } from './login-captcha';
import type { RuleMessage } from './rules';

/**
 * The translated message of a failed call (spec section 8, through the one error table);
 * RATE_LIMITED names the wait when the server gives one.
 */
export function apiErrorMessage(error: unknown): RuleMessage {
  if (!isApiError(error)) return { key: 'errors.unknown' };
  if (error.errorCode === 'RATE_LIMITED') {
    const seconds = retryAfterSeconds(error.details);
    if (seconds !== null) return { key: 'errors.tooManyAttempts', values: { seconds } };
  }
  return { key: errorMessageKey(error.errorCode) };
}
