import type { ErrorCode } from '@app/contracts/error-codes';

/**
 * A rule of the platform said no (wrong password, username taken, trial account...). Services
 * throw it without knowing HTTP; the error handler maps the code to a status in one table
 * (http/error-status.ts) and answers with the contract envelope, details included.
 */
export class DomainError<D = unknown> extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: D | null = null,
  ) {
    super(message);
  }
}
