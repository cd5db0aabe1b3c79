import { catalogueComplete, i18n } from '@/shared/i18n/i18n';
import type { TranslationKey } from '@/shared/i18n/translator';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { isApiError } from './client';

/**
 * The error toast of a failed action (a launch, a favourite): the translated message of the
 * platform's error code, or `fallbackKey`'s for anything else (no network, a bad answer). The
 * table of codes loads with the first failure: it is not part of the home page's first load.
 */
export async function showErrorToast(error: unknown, fallbackKey: TranslationKey): Promise<void> {
  let key: TranslationKey = fallbackKey;
  let values: Record<string, string> = {};
  if (isApiError(error)) {
    // The table, and the deferred part of the catalogue some of its messages live in (a
    // time-out refusing a launch from home: issue 18).
    const [{ errorMessageKey }, { protectionErrorValues }] = await Promise.all([
      import('./error-messages'),
      import('./protection-error'),
      // Without it (offline) the message still shows, as its key at worst.
      catalogueComplete().catch(() => undefined),
    ]);
    key = errorMessageKey(error.errorCode, error.details);
    values = protectionErrorValues(error.errorCode, error.details);
  }
  showToast({ message: i18n.t(key, values), kind: 'error', durationMs: toastDurations.short });
}
