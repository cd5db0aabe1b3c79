import { randomBytes } from 'node:crypto';
import { sha256Hex } from './tokens';

/**
 * One-time recovery codes of two-factor sign-in (operators, decision 0035; members, issue 14):
 * ten random Crockford base-32 characters shown as xxxxx-xxxxx (50 bits). Only a SHA-256 of the
 * normalised code is stored: the codes are random, so no slow hash is needed.
 */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => CROCKFORD[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is hashed: case and the dash do not matter, and Crockford's look-alikes are folded. */
export function normaliseRecoveryCode(code: string): string {
  return code
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/[io]/g, (c) => (c === 'i' ? '1' : '0'))
    .replace(/l/g, '1');
}

export const hashRecoveryCode = (code: string): string => sha256Hex(normaliseRecoveryCode(code));
