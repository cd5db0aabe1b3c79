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
