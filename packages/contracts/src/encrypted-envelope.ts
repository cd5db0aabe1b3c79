/**
 * The encrypted request envelope for credentials (spec section 7: login, register and password
 * calls send encrypted data with the key in an `Encryption` header and a `Device` header).
 * The spec's DES is replaced on purpose (docs/decisions/0005): the JSON is sealed with a fresh
 * AES-256-GCM key, and that key travels wrapped with the server's RSA-OAEP (SHA-256) public key.
 * The API path is bound as additional data, so an envelope cannot be replayed on another call.
 *
 * WebCrypto only, no zod: the browser (login chunk) and the server (Node 20+) share this file.
 */

export const encryptionHeader = 'Encryption';
export const deviceHeader = 'Device';
/** Device header values; the spec sends 'OTHERS' when running standalone (PWA/web clip). */
export const deviceValues = ['H5', 'PWA', 'WEBCLIP', 'APP', 'OTHERS'] as const;
export type DeviceValue = (typeof deviceValues)[number];

/** Body of an encrypted call. `moduleId` (spec section 3, module ids) stays in clear text. */
export type EncryptedBody = { data: string; moduleId?: string };

/** GET /wps/system/publicKey */
export type PublicKeyInfo = { keyId: string; publicKey: string; algorithm: 'RSA-OAEP-256' };

const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), rsaParams, false, ['encrypt']);
}

/** Seals `payload` for the call at `path` (e.g. '/wps/session/login'). */
export async function encryptPayload(
  publicKey: CryptoKey,
  keyId: string,
  payload: unknown,
  path: string,
): Promise<{ header: string; data: string }> {
  const rawKey = crypto.getRandomValues(new Uint8Array(32));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(path) },
      aesKey,
      plaintext,
    ),
  );
  const wrapped = new Uint8Array(await crypto.subtle.encrypt(rsaParams, publicKey, rawKey));
  const data = new Uint8Array(IV_BYTES + sealed.length);
  data.set(iv, 0);
  data.set(sealed, IV_BYTES);
  return { header: `${keyId}.${toBase64(wrapped)}`, data: toBase64(data) };
}

/** Splits an `Encryption` header into key id and wrapped key; null when malformed. */
export function parseEncryptionHeader(
  header: string | undefined,
): { keyId: string; wrappedKey: string } | null {
  if (typeof header !== 'string' || header.length > 2048) return null;
  const dot = header.indexOf('.');
  if (dot < 1) return null;
  return { keyId: header.slice(0, dot), wrappedKey: header.slice(dot + 1) };
}

/**
 * Opens an envelope with the server's private key. Throws on any tampering, a wrong key, a
 * wrong path or malformed input; callers answer ENCRYPTION_INVALID.
 */
export async function decryptPayload(
  privateKey: CryptoKey,
  wrappedKey: string,
  data: string,
  path: string,
): Promise<unknown> {
  const rawKey = new Uint8Array(
    await crypto.subtle.decrypt(rsaParams, privateKey, fromBase64(wrappedKey)),
  );
  if (rawKey.length !== 32) throw new Error('bad key length');
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const bytes = fromBase64(data);
  if (bytes.length <= IV_BYTES + 16) throw new Error('envelope too short');
  const plaintext = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes.subarray(0, IV_BYTES),
      additionalData: new TextEncoder().encode(path),
    },
    aesKey,
    bytes.subarray(IV_BYTES),
  );
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}
