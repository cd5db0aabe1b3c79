/**
 * Local-storage keys (spec section 3 "Local storage keys", plus `systemStatus` for the status
 * cache of spec section 4) and safe accessors: storage can throw (Safari private mode, quota),
 * and a broken value must never break the app, so every read falls back.
 */
export const storageKeys = {
  session: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'WEBCLIP',
  theme: 'theme',
  autoLogin: 'autoLogin',
  language: 'language',
  systemStatus: 'systemStatus',
  /** Login "remember": method, username/mobile and dialing code, never a password (decision 0014). */
  rememberedLogin: 'rememberedLogin',
  /** The wallet widget's hide/show choice (spec section 2, Wallet balance widget). */
  balanceHidden: 'balanceHidden',
  /**
   * The announcement popup's per-kind records (spec section 3): `{ show, list }`, the show flag
   * and the "title,content" strings last shown (features/announcements/lib/popup-machine.ts).
   */
  popupMember: 'popupMember',
  popupVisitor: 'popupVisitor',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore, as above
  }
}

/** Parses JSON and keeps it only if `guard` accepts it; anything else reads as null. */
export function readJson<T>(key: StorageKey, guard: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Legacy truthiness of flags such as WEBCLIP and hideDownloadBar ('1', 'true', 'yes'). */
export function readFlag(key: StorageKey): boolean {
  const raw = readString(key);
  return raw !== null && raw !== '' && raw !== '0' && raw !== 'false' && raw !== 'null';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
