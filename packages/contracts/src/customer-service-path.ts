/**
 * Customer-service entries carry their URL obfuscated (spec section 3: "path (obfuscated, decoded
 * client-side, with an 8-character trailing key)"). The format we fixed: base64url of the UTF-8
 * URL XOR-ed with the key, repeated, followed by the 8-character key. This hides links from naive
 * scrapers; it is not a secret.
 */
export const CS_PATH_KEY_LENGTH = 8;

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    out[i] = bytes[i]! ^ key.charCodeAt(i % CS_PATH_KEY_LENGTH);
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `key` must be exactly 8 ASCII characters. */
export function encodeCustomerServicePath(url: string, key: string): string {
  if (key.length !== CS_PATH_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new Error('customer-service key must be 8 printable ASCII characters');
  }
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

/** Returns null for a path that is not in the expected format. */
export function decodeCustomerServicePath(path: string): string | null {
  if (path.length <= CS_PATH_KEY_LENGTH) return null;
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  const body = path.slice(0, -CS_PATH_KEY_LENGTH);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(fromBase64Url(body), key));
  } catch {
    return null;
  }
}
