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
  /**
   * '1' while a session is stored (never the token): mirrored as a cookie so a server-rendered
   * page shows the account's placeholders instead of Log in and Register (decision 0048).
   */
  signedIn: 'signedIn',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Keys mirrored into cookies, so a server rendering the first screen (entry-server.tsx) knows
 * the player's language, theme and closed download bar before any script runs (decision 0048).
 */
export const cookieMirroredKeys = [
  storageKeys.language,
  storageKeys.theme,
  storageKeys.hideDownloadBar,
  storageKeys.webClip,
  storageKeys.signedIn,
] as const satisfies readonly StorageKey[];
const mirrored = new Set<StorageKey>(cookieMirroredKeys);
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

function mirrorCookie(key: StorageKey, value: string | null): void {
  if (!mirrored.has(key) || typeof document === 'undefined') return;
  try {
    document.cookie =
      value === null
        ? `${key}=; path=/; max-age=0; samesite=lax`
        : `${key}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  } catch {
    // Cookies blocked: the server renders the defaults and the client renders on its own.
  }
}

/** The mirrored keys as the cookie header has them (read on the client to check the mirror). */
export function readMirroredCookies(cookieHeader: string): Partial<Record<StorageKey, string>> {
  const out: Partial<Record<StorageKey, string>> = {};
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim() as StorageKey;
    if (!mirrored.has(name)) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A mangled cookie is as good as none.
    }
  }
  return out;
}

/** Writes the mirrored keys' cookies from storage (an older visit stored them before cookies). */
export function syncMirroredCookies(): void {
  for (const key of cookieMirroredKeys) mirrorCookie(key, readString(key));
}

/**
 * The server renders with a storage of its own per page (the mirrored cookies of the request):
 * set before a render, cleared after (entry-server.tsx renders one page at a time).
 */
let renderStorage: Storage | null = null;
export function setRenderStorage(value: Storage | null): void {
  renderStorage = value;
}

function storage(): Storage | null {
  if (renderStorage) return renderStorage;
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
    mirrorCookie(key, value);
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
    mirrorCookie(key, null);
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
