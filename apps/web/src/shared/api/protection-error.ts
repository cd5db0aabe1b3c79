import type { LimitPeriod } from '@app/contracts/safer-gambling-constants';
import { i18n } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';
import type { ApiErrorCode } from './client';

const periods: readonly string[] = ['DAY', 'WEEK', 'MONTH'];

/** The refusals whose details these words are (others, like a locked PIN's `until`, are not). */
const protectionCodes: ReadonlySet<string> = new Set([
  'DEPOSIT_LIMIT_EXCEEDED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'LOSS_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
]);

/**
 * What a safer-gambling refusal names (issue 18: DEPOSIT_LIMIT_EXCEEDED `{ remaining, period }`,
 * TIMED_OUT and SELF_EXCLUDED `{ until }`, LOSS_LIMIT_REACHED `{ period, until }`,
 * SESSION_LIMIT_REACHED `{ until }`), as the message's words: the amount left to 2 decimals,
 * the limit's period ("24-hour" for a rolling deposit window, "daily" for a loss limit's
 * calendar day) and the moment play or deposits open again. Read field by field: the player app
 * builds no zod schema at run time. Other codes name nothing here.
 */
export function protectionErrorValues(
  code: ApiErrorCode | null | undefined,
  details: unknown,
): Record<string, string> {
  if (!code || !protectionCodes.has(code)) return {};
  if (typeof details !== 'object' || details === null) return {};
  const d = details as Record<string, unknown>;
  const out: Record<string, string> = {};
  if (typeof d.remaining === 'number' && Number.isFinite(d.remaining))
    out.remaining = formatMoney(d.remaining);
  if (typeof d.until === 'string') out.until = formatDateTime(d.until);
  if (typeof d.period === 'string' && periods.includes(d.period)) {
    const period = d.period as LimitPeriod;
    out.period =
      code === 'LOSS_LIMIT_REACHED'
        ? i18n.t(`saferGamblingErrors.lossPeriod.${period}`)
        : i18n.t(`saferGamblingErrors.depositPeriod.${period}`);
  }
  return out;
}
