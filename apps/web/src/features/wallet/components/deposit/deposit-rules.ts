import type { DepositMethod, DepositPromo } from '@app/contracts/cashier';
import { MINOR_PER_MAJOR, parseAmountMinor } from '@app/contracts/money';
import { formatBalance } from '../../lib/balance-display';
import type { Message } from '../cashier-ui/field-messages';

/**
 * The deposit form's own rules, pure: the amount a member typed against the chosen method's
 * limits (money.ts `parseAmountMinor`, the server's one amount rule), a promotion's minimum, and
 * the attempt id that makes a retried submit move money once.
 */

/** Major units from the server (2 decimals) as exact minor units. */
export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** Why the typed amount cannot be paid by this method, or null when it can. */
export function amountProblem(text: string, method: DepositMethod | undefined): Message | null {
  if (text.trim() === '') return { key: 'deposit.amountRequired' };
  const minor = parseAmountMinor(text);
  if (minor === null) return { key: 'cashierErrors.amountInvalid' };
  if (!method) return null;
  if (minor < toMinor(method.min))
    return { key: 'cashierErrors.amountBelowMin', values: { min: formatBalance(method.min) } };
  if (minor > toMinor(method.max))
    return { key: 'cashierErrors.amountAboveMax', values: { max: formatBalance(method.max) } };
  return null;
}

/** The typed amount in minor units when the method takes it, else null. */
export function validAmountMinor(text: string, method: DepositMethod | undefined): number | null {
  return amountProblem(text, method) === null ? parseAmountMinor(text) : null;
}

/** A promotion whose minimum deposit the amount does not reach is not worth asking the server. */
export function reachesPromoMinimum(promo: DepositPromo, amountMinor: number): boolean {
  return amountMinor >= toMinor(promo.minDeposit);
}

/** Up to 2 decimals, none when whole. */
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Percentages (fee, bonus) as people write them: "1.5", "10". */
export const formatPercent = (percent: number): string => plainNumber.format(percent);

/** Short amounts for chips and limits: "100", "1,000", "50.5". */
export const formatShortAmount = (amount: number): string => plainNumber.format(amount);

/** The expected time of a method, as a message ("Instant", "About 5 min", "About 2 h"). */
export function etaMessage(minutes: number): Message {
  if (minutes <= 0) return { key: 'deposit.eta.instant' };
  if (minutes < 60) return { key: 'deposit.eta.minutes', values: { count: minutes } };
  return { key: 'deposit.eta.hours', values: { count: Math.round(minutes / 60) } };
}

/** A UUID for one attempt; crypto.randomUUID needs a secure context, so fall back to random bytes. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` input's value for a moment, in the device's time zone ("2026-05-01T14:30"). */
export function localDateTimeValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a Date in the device's time zone, or null when it is not one. */
export function parseLocalDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** ISO 8601 with the device's offset ("2026-05-01T14:30:00+07:00"), as the contract asks. */
export function toIsoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${localDateTimeValue(date)}:${pad(date.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
