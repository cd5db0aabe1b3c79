import type { PublicKeyInfo, DeviceValue } from '@app/contracts/encrypted-envelope';
import { apiPaths } from '@app/contracts/api-paths';
import { readPlatformEnv } from '@/shared/lib/platform';
import { apiGet, apiRequest } from './client';

/**
 * Calls whose payload travels in the encrypted envelope (spec section 7: login, register and
 * password calls; docs/decisions/0005). The crypto module is imported on first use so it stays
 * out of the home page's bundle.
 */
let publicKey: Promise<{ keyId: string; key: CryptoKey }> | null = null;

function loadPublicKey() {
  publicKey ??= (async () => {
    const [{ importPublicKey }, info] = await Promise.all([
      import('@app/contracts/encrypted-envelope'),
      apiGet<PublicKeyInfo>(apiPaths.systemPublicKey),
    ]);
    return { keyId: info.keyId, key: await importPublicKey(info.publicKey) };
  })();
  // A failed fetch must not be cached forever; the next call tries again.
  publicKey.catch(() => {
    publicKey = null;
  });
  return publicKey;
}

/** Forget the cached key (the server rotated it and answered ENCRYPTION_INVALID). */
export function resetPublicKey(): void {
  publicKey = null;
}

/** Device header: how the app runs (spec: 'OTHERS' standalone; we name PWA and web clip). */
export function deviceValue(): DeviceValue {
  const env = readPlatformEnv();
  if (env.webClip) return 'WEBCLIP';
  if (env.standalone) return 'PWA';
  return 'H5';
}

export async function encryptedRequest<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  moduleId?: string,
): Promise<T> {
  const [{ encryptPayload, encryptionHeader, deviceHeader }, { keyId, key }] = await Promise.all([
    import('@app/contracts/encrypted-envelope'),
    loadPublicKey(),
  ]);
  const sealed = await encryptPayload(key, keyId, payload, path);
  return apiRequest<T>(method, path, {
    body: moduleId ? { data: sealed.data, moduleId } : { data: sealed.data },
    headers: { [encryptionHeader]: sealed.header, [deviceHeader]: deviceValue() },
  });
}
