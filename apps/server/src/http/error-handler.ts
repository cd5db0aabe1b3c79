import { fail } from '@app/contracts/envelope';
import type { ErrorCode } from '@app/contracts/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../services/domain-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { sendServiceUnavailable } from './service-unavailable';
import { statusByErrorCode } from './error-status';
import { RequestValidationError } from './request-validation';

export const codeByStatus: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A database outage: clients are asked to come back after this many seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function clientStatus(error: unknown): number | null {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * The one error handler: client mistakes (bad JSON, wrong content type, body too large, schema
 * failures) become a 4xx envelope with the framework's short message; a database that cannot be
 * reached is 503 with Retry-After (issue 20); anything else is logged with its details and
 * answered with a generic 500 SYSTEM_ERROR, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof DomainError) {
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | null)
        ?.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
      return reply
        .code(statusByErrorCode[error.code])
        .send(fail(error.code, error.message, error.details));
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(fail('VALIDATION_ERROR', error.message));
    }
    const status = clientStatus(error);
    if (status !== null) {
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send(fail(codeByStatus[status] ?? 'VALIDATION_ERROR', message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendServiceUnavailable(
        reply,
        'Service temporarily unavailable; try again shortly',
        DATABASE_RETRY_AFTER_SECONDS,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('SYSTEM_ERROR', 'Internal server error'));
  });
}

/**
 * The router's own errors, raised before any route or error handler runs: a path that is not
 * valid percent-encoding (FST_ERR_BAD_URL) or a path parameter over the router's length limit
 * (FST_ERR_MAX_PARAM_LENGTH). Without this Fastify answers them in its own JSON shape; these
 * are client mistakes, so 400 VALIDATION_ERROR in the envelope. Passed as `frameworkErrors`.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL parameter too long' : 'Malformed URL';
  void reply.code(400).send(fail('VALIDATION_ERROR', message));
}
