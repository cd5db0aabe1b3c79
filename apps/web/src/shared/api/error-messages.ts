import type { ParseKeys } from 'i18next';
import type { ErrorCode } from '@app/contracts/error-codes';
import type { ApiErrorCode } from './client';

/**
 * Error code -> dictionary message (spec section 8). `satisfies` makes a new contract code a
 * compile error here until it has a message.
 */
export const errorMessageKeys = {
  VALIDATION_ERROR: 'errors.invalidInput',
  NOT_FOUND: 'errors.requestedUrlEmpty',
  METHOD_NOT_ALLOWED: 'errors.unknown',
  PAYLOAD_TOO_LARGE: 'errors.uploadLimit',
  UNSUPPORTED_MEDIA_TYPE: 'errors.uploadLimit',
  RATE_LIMITED: 'errors.systemBusy',
  NOT_LOGGED_IN: 'errors.notLoggedIn',
  SESSION_EXPIRED: 'errors.sessionExpired',
  NO_PERMISSION: 'errors.noPermission',
  MAINTENANCE: 'errors.maintenance',
  REGION_RESTRICTED: 'errors.regionRestricted',
  SYSTEM_ERROR: 'errors.systemError',
} as const satisfies Record<ErrorCode, ParseKeys>;

export function errorMessageKey(code: ApiErrorCode | null | undefined): ParseKeys {
  if (code === 'NETWORK') return 'errors.network';
  if (code === 'BAD_RESPONSE' || !code) return 'errors.loadFailed';
  return errorMessageKeys[code] ?? 'errors.unknown';
}
