/**
 * Money is integer minor units everywhere (2 decimals). Operators type decimal amounts, so the
 * conversion works on the digits of the string, never through floating point: '0.1' is 10 and
 * '0.2' is 20, so their sum is exactly '0.3' (30), whatever 0.1 + 0.2 is in binary.
 *
 * Accepted: digits with at most two decimals after a point ('12', '12.5', '12.50', '0.07'), and
 * thousands separated by commas only in groups of three ('1,000.50', '12,345,678'). Anything
 * else is refused rather than guessed: '12,5' (a decimal comma; reading it as 125 would be a
 * costly surprise), '1,00', '.5', '5.', '-5' and '+5' (the sign is the form's credit/debit
 * choice), and more than two decimals ('12.345': the server would not round, so neither do we).
 */
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** The server refuses more than 100,000,000.00 in one adjustment (contracts/operator.ts). */
export const MAX_ADJUSTMENT_MINOR = 100_000_000_00;

export type AmountResult =
  { ok: true; minor: number } | { ok: false; error: 'format' | 'decimals' | 'zero' | 'tooLarge' };

export function parseAmountToMinor(input: string): AmountResult {
  const text = input.trim();
  if (/^\d[\d,]*\.\d{3,}$/.test(text)) return { ok: false, error: 'decimals' };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, error: 'format' };
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.');
  // Leading zeros do not count; past 9 significant digits it is over the limit anyway, and
  // checking length first keeps Number() within its exact integer range.
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 9) return { ok: false, error: 'tooLarge' };
  const minor = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor === 0) return { ok: false, error: 'zero' };
  if (minor > MAX_ADJUSTMENT_MINOR) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor };
}

/** A minor-unit amount in the currency, always two decimals ('USD' 123456 -> '$1,234.56'). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, { ...options, style: 'currency', currency }).format(
      minor / 100,
    );
  } catch {
    // An unknown currency code: the number and the code rather than nothing.
    return `${new Intl.NumberFormat(locale, options).format(minor / 100)} ${currency}`;
  }
}
