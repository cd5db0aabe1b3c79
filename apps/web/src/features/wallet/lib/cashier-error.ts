import { cashierErrorDetailsSchema } from '@app/contracts/cashier';
import { errorMessageKey } from '@/shared/api/error-messages';
import { isApiError } from '@/shared/api/client';
import { i18n } from '@/shared/i18n/i18n';
import { formatBalance } from './balance-display';

/**
 * The translated message of a failed cashier call, with what it names filled in (the minimum,
 * what is left today, when a locked payment password opens again...). Forms show it beside the
 * fields they keep (issue 13: "every form keeps what was typed and shows the server's reason").
 */
export function cashierErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.network');
  const parsed = cashierErrorDetailsSchema.safeParse(error.details ?? {});
  const details = parsed.success ? parsed.data : {};
  return i18n.t(errorMessageKey(error.errorCode), {
    min: details.min !== undefined ? formatBalance(details.min) : '',
    max: details.max !== undefined ? formatBalance(details.max) : '',
    remaining: details.remaining !== undefined ? formatBalance(details.remaining) : '',
    ...(details.count !== undefined ? { count: details.count } : {}),
    attemptsLeft: details.attemptsLeft ?? '',
    until: details.until ? new Date(details.until).toLocaleTimeString(i18n.language) : '',
  });
}
