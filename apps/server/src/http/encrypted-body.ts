import { encryptedBodySchema } from '@app/contracts/account';
import {
  decryptPayload,
  encryptionHeader,
  parseEncryptionHeader,
} from '@app/contracts/encrypted-envelope';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../services/domain-error';
import type { ServerKeyService } from '../services/server-key-service';
import { assertNoNul } from './request-validation';

const invalid = () => new DomainError('ENCRYPTION_INVALID', 'Encrypted payload is invalid');

/** The request path without its query string: the path the client bound into the envelope. */
function boundPath(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export type DecryptedRequest<T> = { payload: T; moduleId: string | undefined };

/**
 * Opens the encrypted envelope of a credential call (docs/decisions/0005) and parses the
 * plaintext with the contract schema. Anything wrong with the envelope (no header, another key,
 * tampering, another path, not JSON) is 400 ENCRYPTION_INVALID, never a 500. A payload that
 * opens but fails the schema is VALIDATION_ERROR (WEAK_PASSWORD for a new password outside the
 * length rules).
 */
export async function readEncrypted<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  serverKeys: Pick<ServerKeyService, 'active'>,
): Promise<DecryptedRequest<z.infer<T>>> {
  const header = request.headers[encryptionHeader.toLowerCase()];
  const parsedHeader = parseEncryptionHeader(typeof header === 'string' ? header : undefined);
  const body = encryptedBodySchema.safeParse(request.body);
  if (!parsedHeader || !body.success) throw invalid();
  const key = await serverKeys.active();
  if (parsedHeader.keyId !== key.keyId) throw invalid();
  let plaintext: unknown;
  try {
    plaintext = await decryptPayload(
      key.privateKey,
      parsedHeader.wrappedKey,
      body.data.data,
      boundPath(request),
    );
  } catch {
    throw invalid();
  }
  assertNoNul(plaintext);
  const payload = schema.safeParse(plaintext);
  if (!payload.success) {
    // Opened fine but the fields are wrong: a client mistake, not a broken envelope.
    const weak = payload.error.issues.some((i) => i.path[0] === 'newPassword');
    throw weak
      ? new DomainError('WEAK_PASSWORD', 'Password does not meet the policy')
      : new DomainError('VALIDATION_ERROR', z.prettifyError(payload.error));
  }
  return { payload: payload.data, moduleId: body.data.moduleId };
}

/** The Device header (H5, PWA, WEBCLIP, APP, OTHERS), or null. */
export function deviceOf(request: FastifyRequest): string | null {
  const value = request.headers.device;
  return typeof value === 'string' && /^[A-Z][A-Z0-9]{1,11}$/.test(value) ? value : null;
}
