import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A captcha's answer and expiry sealed in its id with AES-256-GCM (issue 20): showing a captcha
 * writes nothing to the database, and any instance holding the shared key (server_secrets) can
 * check it. The id is base64url of iv (12) | ciphertext (6: expiry in unix seconds, answer) |
 * tag (16): 46 characters, inside the contract's 64. The random iv makes each id unique, which
 * is what the single-use record keys on; a changed byte fails the tag.
 */
const IV_BYTES = 12;
const PLAIN_BYTES = 6;
const TAG_BYTES = 16;
const SEALED_BYTES = IV_BYTES + PLAIN_BYTES + TAG_BYTES;
/** Binds the key's use to captchas, should the same key ever seal anything else. */
const PURPOSE = Buffer.from('captcha-v1');

export type CaptchaSecret = { answer: number; expiresAt: Date };

export function sealCaptcha(key: Buffer, { answer, expiresAt }: CaptchaSecret): string {
  if (!Number.isInteger(answer) || answer < 0 || answer > 0xffff)
    throw new RangeError('captcha answer out of range');
  const plain = Buffer.alloc(PLAIN_BYTES);
  plain.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 0);
  plain.writeUInt16BE(answer, 4);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(PURPOSE);
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/** The sealed answer and expiry, or null for an id this key did not seal (or a changed one). */
export function openCaptcha(key: Buffer, captchaId: string): CaptchaSecret | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(captchaId)) return null;
  const bytes = Buffer.from(captchaId, 'base64url');
  // Only the canonical spelling: base64's spare low bits would otherwise give one captcha
  // several ids, each passing the single-use record once.
  if (bytes.length !== SEALED_BYTES || bytes.toString('base64url') !== captchaId) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const body = bytes.subarray(IV_BYTES, IV_BYTES + PLAIN_BYTES);
  const tag = bytes.subarray(IV_BYTES + PLAIN_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(PURPOSE);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]);
    return {
      expiresAt: new Date(plain.readUInt32BE(0) * 1000),
      answer: plain.readUInt16BE(4),
    };
  } catch {
    return null;
  }
}
