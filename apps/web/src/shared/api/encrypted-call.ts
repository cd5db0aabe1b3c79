import type { DeviceValue, PublicKeyInfo } from '@app/contracts/encrypted-envelope';
import { routes, type HttpMethod } from '@app/contracts/routes';
import { readPlatformEnv } from '@/shared/lib/platform';
import { apiRequest } from './client';
import { checkInDevelopment } from './dev-check';

/**
 * Bodies that travel in the encrypted envelope (spec section 7: login, register and password
 * calls; docs/decisions/0005). `call` seals the body of every row whose encoding is 'encrypted'
 * here; this module and the crypto module it imports are loaded on first use, so both stay out
 * of the home page's bundle.
 */
let publicKey: Promise<{ keyId: string; key: CryptoKey }> | null = null;

function loadPublicKey() {
  publicKey ??= (async () => {
    const [{ importPublicKey }, info] = await Promise.all([
      import('@app/contracts/encrypted-envelope'),
      // Through the transport, not `call`: `call` loads this module for its encrypted rows.
      apiRequest<PublicKeyInfo>(routes.systemPublicKey.method, routes.systemPublicKey.path),
    ]);
    if (import.meta.env.DEV) await checkInDevelopment(routes.systemPublicKey.name, info);
    return { keyId: info.keyId, key: await importPublicKey(info.publicKey) };
  })();
  // A failed fetch must not be cached forever; the next call tries again.
  publicKey.catch(() => {
    publicKey = null;
  });
  return publicKey;
}

/** Device header: how the app runs (spec: 'OTHERS' standalone; we name PWA and web clip). */
export function deviceValue(): DeviceValue {
  const env = readPlatformEnv();
  if (env.webClip) return 'WEBCLIP';
  if (env.standalone) return 'PWA';
  return 'H5';
}

/** Seals `payload` for `path` and sends it, with `moduleId` in clear beside it. */
export async function encryptedRequest<T>(
  method: HttpMethod,
  path: string,
  payload: unknown,
  moduleId?: string,
  signal?: AbortSignal,
): Promise<T> {
  const [{ encryptPayload, encryptionHeader, deviceHeader }, { keyId, key }] = await Promise.all([
    import('@app/contracts/encrypted-envelope'),
    loadPublicKey(),
  ]);
  const sealed = await encryptPayload(key, keyId, payload, path);
  return apiRequest<T>(method, path, {
    body: moduleId ? { data: sealed.data, moduleId } : { data: sealed.data },
    headers: { [encryptionHeader]: sealed.header, [deviceHeader]: deviceValue() },
    signal,
  });
}
