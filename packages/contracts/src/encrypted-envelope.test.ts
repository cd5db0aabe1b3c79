import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  encryptPayload,
  fromBase64,
  importPublicKey,
  parseEncryptionHeader,
  toBase64,
} from './encrypted-envelope';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: await importPublicKey(toBase64(spki)) };
}

describe('encrypted envelope', () => {
  it('round-trips a payload bound to its path', async () => {
    const { privateKey, publicKey } = await keyPair();
    const payload = { username: 'demo01', password: 'Demo@2026 ខ្មែរ' };
    const sealed = await encryptPayload(publicKey, 'k1', payload, '/wps/session/login');
    const header = parseEncryptionHeader(sealed.header);
    expect(header?.keyId).toBe('k1');
    expect(sealed.data).not.toContain('demo01');
    const opened = await decryptPayload(
      privateKey,
      header!.wrappedKey,
      sealed.data,
      '/wps/session/login',
    );
    expect(opened).toEqual(payload);
  });

  it('refuses another path, a tampered body and a foreign key', async () => {
    const { privateKey, publicKey } = await keyPair();
    const other = await keyPair();
    const sealed = await encryptPayload(publicKey, 'k1', { a: 1 }, '/wps/session/login');
    const wrapped = parseEncryptionHeader(sealed.header)!.wrappedKey;
    await expect(
      decryptPayload(privateKey, wrapped, sealed.data, '/wps/member/password'),
    ).rejects.toThrow();
    const bytes = fromBase64(sealed.data);
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await expect(
      decryptPayload(privateKey, wrapped, toBase64(bytes), '/wps/session/login'),
    ).rejects.toThrow();
    await expect(
      decryptPayload(other.privateKey, wrapped, sealed.data, '/wps/session/login'),
    ).rejects.toThrow();
  });

  it('parses only well-formed headers', () => {
    expect(parseEncryptionHeader(undefined)).toBeNull();
    expect(parseEncryptionHeader('nodot')).toBeNull();
    expect(parseEncryptionHeader('.abc')).toBeNull();
    expect(parseEncryptionHeader('k.abc')).toEqual({ keyId: 'k', wrappedKey: 'abc' });
  });
});
