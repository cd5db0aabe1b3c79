import { i18n } from '@/shared/i18n/i18n';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';

/** Where the running version is remembered between visits (the entry file's hashed URL). */
export const appVersionKey = 'appVersion';

/** Marked once the version has been compared (the e2e suite waits for it). */
export const versionCheckedMark = 'app:version-checked';

type Env = {
  /** The entry module's URL: its content hash changes with every release that changes code. */
  version: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  online: boolean;
};

/**
 * "Updated": says so once when this visit runs another version than the last one did (the
 * page's HTML always comes from the network when there is one, so a release is picked up at the
 * next visit; the service worker's new precache follows: sw/sw.ts). Not while offline: the
 * precached shell may then be an older version than the last visit's. Returns whether it showed.
 */
export function announceUpdate({ version, storage, online }: Env): boolean {
  if (!online) return false;
  let last: string | null;
  try {
    last = storage.getItem(appVersionKey);
    if (last !== version) storage.setItem(appVersionKey, version);
  } catch {
    return false; // storage refused (private mode quota): nothing to compare with
  }
  if (last === null || last === version) return false;
  showToast({ message: i18n.t('system.updated'), durationMs: toastDurations.short });
  return true;
}

/**
 * Registers the service worker (production builds only: the dev server has none) and says
 * when a new version is running. Loaded once the page is idle (main.tsx), never with the first
 * screen. A browser without service workers, or one that refuses (a test run blocking them), runs
 * the app as before.
 */
export async function registerServiceWorker(version: string): Promise<void> {
  announceUpdate({ version, storage: window.localStorage, online: navigator.onLine });
  performance.mark(versionCheckedMark);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  try {
    await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
  } catch {
    // No worker (insecure origin, storage off): the app works without it.
  }
}
