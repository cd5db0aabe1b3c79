import { randomBytes, webcrypto } from 'node:crypto';
import { toBase64, fromBase64 } from '@app/contracts/encrypted-envelope';
import type { ServerKeyRepository, ServerKeyRow } from '../repositories/server-key-repository';

const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export type ActiveKey = { keyId: string; publicKey: string; privateKey: webcrypto.CryptoKey };

async function generate(): Promise<ServerKeyRow> {
  const pair = await webcrypto.subtle.generateKey(
    { ...rsaParams, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await webcrypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey));
  return {
    keyId: randomBytes(8).toString('hex'),
    publicKey: toBase64(spki),
    privateKey: toBase64(pkcs8),
  };
}

/**
 * The RSA-OAEP 2048 key pair of the encrypted envelope (docs/decisions/0005): generated once,
 * stored in the database so every instance uses the same one, cached per process after the
 * first read (the key only changes by an operator's rotation, which restarts instances).
 */
export function createServerKeyService(repo: ServerKeyRepository) {
  let cached: Promise<ActiveKey> | null = null;

  async function load(): Promise<ActiveKey> {
    let row = await repo.findActive();
    if (!row) {
      await repo.insertIfNoneActive(await generate());
      row = await repo.findActive();
      if (!row) throw new Error('no active server key after generating one');
    }
    const privateKey = await webcrypto.subtle.importKey(
      'pkcs8',
      fromBase64(row.privateKey),
      rsaParams,
      false,
      ['decrypt'],
    );
    return { keyId: row.keyId, publicKey: row.publicKey, privateKey };
  }

  return {
    active(): Promise<ActiveKey> {
      cached ??= load();
      cached.catch(() => {
        cached = null;
      });
      return cached;
    },
  };
}
export type ServerKeyService = ReturnType<typeof createServerKeyService>;
