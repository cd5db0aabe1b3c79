import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes';

/**
 * Every response of the platform API uses this envelope (spec section 7: the shared client reads
 * `success`, `value`, `errorCode` and `message`). Errors carry `value: null`, except where a
 * contract names error details (login failures carry `{ captcha, retryAfterSeconds }`).
 */
export type Envelope<T> = {
  success: boolean;
  value: T | null;
  errorCode: ErrorCode | null;
  message: string | null;
};

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    errorCode: z.enum(errorCodes).nullable(),
    message: z.string().nullable(),
  });
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, errorCode: null, message: null };
}

export function fail<D = never>(
  errorCode: ErrorCode,
  message: string,
  details: D | null = null,
): Envelope<D> {
  return { success: false, value: details, errorCode, message };
}
