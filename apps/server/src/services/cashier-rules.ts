import { randomInt } from 'node:crypto';
import { parseAmountMinor } from '@app/contracts/money';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';

/**
 * Rules every cashier service shares (issue 13): what a typed amount is, the limits' errors with
 * what they name, references people can read out, and where "today" starts.
 */

/** Minor units of a typed amount, or AMOUNT_INVALID (zero, negative, over-precise, not a number). */
export function amountMinorOf(text: string): number {
  const minor = parseAmountMinor(text);
  if (minor === null)
    throw new DomainError('AMOUNT_INVALID', 'Not a positive amount with at most 2 decimals');
  return minor;
}

/** AMOUNT_BELOW_MIN / AMOUNT_ABOVE_MAX, naming the limit. */
export function checkWithin(amountMinor: number, minMinor: number, maxMinor: number): void {
  if (amountMinor < minMinor)
    throw new DomainError('AMOUNT_BELOW_MIN', 'Below the minimum', {
      min: toMajorUnits(minMinor),
    });
  if (amountMinor > maxMinor)
    throw new DomainError('AMOUNT_ABOVE_MAX', 'Above the maximum', {
      max: toMajorUnits(maxMinor),
    });
}

// Crockford's base 32 without I, L, O, U: nothing to misread when typed into a bank's memo field.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `D` or `W` and 9 random characters (45 bits): unique in practice, and the column checks it. */
export function newReference(prefix: 'D' | 'W'): string {
  let out: string = prefix;
  for (let i = 0; i < 9; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The start of `now`'s day in the cashier's time zone (daily limits count from there). */
export function startOfCashierDay(now: Date, utcOffsetMinutes: number): Date {
  const dayMs = 86_400_000;
  const offsetMs = utcOffsetMinutes * 60_000;
  return new Date(Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs - offsetMs);
}

/** Basis points as a percent for answers (150 -> 1.5). */
export const percentOf = (bps: number) => bps / 100;
