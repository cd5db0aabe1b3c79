import type { CashierErrorDetails } from '@app/contracts/cashier-constants';
import { errorMessageKey } from '@/shared/api/error-messages';
import { protectionErrorValues } from '@/shared/api/protection-error';
import { isApiError } from '@/shared/api/client';
import { i18n } from '@/shared/i18n/i18n';
import { formatBalance } from './balance-display';

/**
 * What a cashier refusal names, read field by field (no zod here: the player app builds no
 * schema at run time, its CSP forbids zod's eval probe; the server's answers are checked against
 * the contract in development by `call`).
 */
function detailsOf(value: unknown): CashierErrorDetails {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
  const out: CashierErrorDetails = {};
  for (const key of ['min', 'max', 'remaining', 'count', 'attemptsLeft'] as const) {
    const n = num(v[key]);
    if (n !== undefined) out[key] = n;
  }
  if (typeof v.until === 'string') out.until = v.until;
  return out;
}

/** BONUS_LOCKED (issue 16) names the bonus money locked and what may be withdrawn. */
function lockDetailsOf(value: unknown): { locked?: number; withdrawable?: number } {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
  return { locked: num(v.locked), withdrawable: num(v.withdrawable) };
}

/**
 * The translated message of a failed cashier call, with what it names filled in (the minimum,
 * what is left today, when a locked payment password opens again...). Forms show it beside the
 * fields they keep (issue 13: "every form keeps what was typed and shows the server's reason").
 */
export function cashierErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.network');
  const details = detailsOf(error.details);
  const lock = lockDetailsOf(error.details);
  return i18n.t(errorMessageKey(error.errorCode, error.details), {
    locked: lock.locked !== undefined ? formatBalance(lock.locked) : '',
    withdrawable: lock.withdrawable !== undefined ? formatBalance(lock.withdrawable) : '',
    min: details.min !== undefined ? formatBalance(details.min) : '',
    max: details.max !== undefined ? formatBalance(details.max) : '',
    remaining: details.remaining !== undefined ? formatBalance(details.remaining) : '',
    ...(details.count !== undefined ? { count: details.count } : {}),
    attemptsLeft: details.attemptsLeft ?? '',
    until: details.until ? new Date(details.until).toLocaleTimeString(i18n.language) : '',
    // A deposit limit, a time-out or a self-exclusion (issue 18) names its own amount and date.
    ...protectionErrorValues(error.errorCode, error.details),
  });
}
