import { i18n } from '@/shared/i18n/i18n';
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
  if (isApiError(error)) {
    const { errorMessageKey } = await import('./error-messages');
    key = errorMessageKey(error.errorCode);
  }
  showToast({ message: i18n.t(key), kind: 'error', durationMs: toastDurations.short });
}
