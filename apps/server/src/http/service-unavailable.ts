import { fail } from '@app/contracts/envelope';
import type { FastifyReply } from 'fastify';

/**
 * The one "come back shortly" answer (issue 20): 503 SYSTEM_ERROR in the envelope with the wait
 * in `retryAfterSeconds` and Retry-After, never cached. Used while the database cannot be reached
 * (error-handler.ts) and while the event loop lags (under-pressure.ts).
 */
export function sendServiceUnavailable(
  reply: FastifyReply,
  message: string,
  retryAfterSeconds: number,
): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(fail('SYSTEM_ERROR', message, { retryAfterSeconds }));
}
