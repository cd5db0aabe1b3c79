/**
 * Error codes the server puts in `errorCode`. The web app maps each to a dictionary message
 * (spec section 8) in one table; a code missing there falls back to the unknown-error message.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'NOT_LOGGED_IN',
  'SESSION_EXPIRED',
  'NO_PERMISSION',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'SYSTEM_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
