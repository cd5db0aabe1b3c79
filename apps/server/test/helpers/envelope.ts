import { envelopeSchema, type Envelope } from '@app/contracts/envelope';
import type { ErrorCode } from '@app/contracts/error-codes';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** Parses a success envelope with the contract's response schema and returns its value. */
export function expectOk<T extends z.ZodType>(res: LightMyRequestResponse, schema: T): z.infer<T> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  // The generic schema's inferred type loses `value`; the contract's Envelope type restores it.
  const envelope = envelopeSchema(schema).parse(res.json()) as Envelope<z.infer<T>>;
  expect(envelope.success).toBe(true);
  expect(envelope.errorCode).toBeNull();
  return envelope.value as z.infer<T>; // success implies a value
}

/**
 * Asserts an error envelope with the given status and code; no stack traces leak. `value` is
 * null unless the contract names details for the failure (login: captcha and wait); read them
 * with `failDetails`.
 */
export function expectFail(
  res: LightMyRequestResponse,
  status: number,
  errorCode: ErrorCode,
): string {
  expect(res.statusCode, res.body).toBe(status);
  const envelope = envelopeSchema(z.unknown()).parse(res.json());
  expect(envelope.success).toBe(false);
  if (envelope.value !== null) expect(typeof envelope.value).toBe('object');
  expect(envelope.errorCode).toBe(errorCode);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return envelope.message ?? '';
}

/** The details (`value`) of an error envelope, parsed with the contract's schema. */
export function failDetails<T extends z.ZodType>(
  res: LightMyRequestResponse,
  schema: T,
): z.infer<T> {
  const envelope = envelopeSchema(schema).parse(res.json()) as Envelope<z.infer<T>>;
  expect(envelope.success).toBe(false);
  return envelope.value as z.infer<T>;
}
