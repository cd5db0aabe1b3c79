import { rebateGameTypes, type RebateGameType } from '@app/contracts/agent-constants';
import { isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';
import { i18n } from '@/shared/i18n/i18n';
import type { ParseKeys } from '@/shared/i18n/translator';

/** A field of a refusal's details, read without a schema (no zod at run time). */
function detail(details: unknown, key: string): unknown {
  return typeof details === 'object' && details !== null
    ? (details as Record<string, unknown>)[key]
    : undefined;
}
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The translated message of a failed team call, with what it names filled in: the rate's game
 * type and its bound (REBATE_ABOVE_OWN `{ gameType, max }`, REBATE_BELOW_DOWNLINE `{ gameType,
 * min }`, percent), the payment password's tries left or when it opens again.
 */
export function teamErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.network');
  const details = error.details;
  const max = num(detail(details, 'max'));
  const min = num(detail(details, 'min'));
  const until = detail(details, 'until');
  const text = i18n.t(errorMessageKey(error.errorCode), {
    max: max === undefined ? '' : max.toFixed(2),
    min: min === undefined ? '' : min.toFixed(2),
    attemptsLeft: num(detail(details, 'attemptsLeft')) ?? '',
    until: typeof until === 'string' ? new Date(until).toLocaleTimeString(i18n.language) : '',
  });
  const gameType = detail(details, 'gameType');
  if (typeof gameType === 'string' && (rebateGameTypes as readonly string[]).includes(gameType))
    return `${i18n.t(`categories.${gameType as RebateGameType}` as ParseKeys)}: ${text}`;
  return text;
}

/** The error's code, or null for a network failure. */
export const teamErrorCode = (error: unknown): string | null =>
  isApiError(error) ? error.errorCode : null;
