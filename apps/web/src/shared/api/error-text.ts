import { isApiError } from './client';
import { errorMessageKey } from './error-messages';
import { protectionErrorValues } from './protection-error';
import { i18n } from '@/shared/i18n/i18n';

/** A number the server named in a refusal (`{ min, max }`), or '' when it named none. */
function detail(details: unknown, key: string): number | '' {
  if (typeof details !== 'object' || details === null) return '';
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : '';
}

/**
 * The translated message of a failed call, with the plain numbers it names filled in (the word
 * bounds, the most images). Forms show it beside what the member typed, which
 * stays. Money amounts need formatting: the cashier has its own (wallet/lib/cashier-error.ts).
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.network');
  return i18n.t(errorMessageKey(error.errorCode, error.details), {
    min: detail(error.details, 'min'),
    max: detail(error.details, 'max'),
    // Safer gambling's refusals (issue 18): the amount left, the period, until when.
    ...protectionErrorValues(error.errorCode, error.details),
  });
}
