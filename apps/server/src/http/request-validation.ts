import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A request that fails its contract schema; the error handler turns it into 400 VALIDATION_ERROR. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
}

/** Parses query, params or body with the contract schema (design: routes parse, services trust). */
export function parseRequest<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(z.prettifyError(result.error));
  return result.data;
}

/** True when a string anywhere in the value (keys included) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Rejects a decoded value (e.g. a decrypted payload) holding U+0000, like the hook below. */
export function assertNoNul(value: unknown): void {
  if (containsNul(value)) throw new RequestValidationError(NUL_MESSAGE);
}

/**
 * PostgreSQL text cannot hold U+0000: a query or insert with one fails in the database (a 500).
 * No field of this API takes one, so any query, path parameter or body carrying it is refused
 * up front with 400 VALIDATION_ERROR, for every route at once.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.query);
    assertNoNul(request.params);
    assertNoNul(request.body);
  });
}
