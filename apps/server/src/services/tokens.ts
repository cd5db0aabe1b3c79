import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) from the OS generator, base64url: session and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table grants nothing. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
