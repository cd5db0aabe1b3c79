/**
 * The one rule for an amount a person types (issue 13, Ledger and limits: "positive, at most 2
 * decimals"), zod-free so the forms, the server and the tests share it. Money travels as
 * integer minor units; this turns "1,000.5" into 100050 exactly (no float parsing) or says no.
 */
export const MINOR_PER_MAJOR = 100;

/** The largest amount anyone may type: 10^13 major units stays a safe integer in minor units. */
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Minor units of a typed amount; null when it is not a positive number with at most 2 decimals.
 * Thousands separators (commas) and spaces around are ignored; a leading + or - is refused.
 */
export function parseAmountMinor(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Major units with exactly 2 decimals, for form fields and messages ("1000.50"). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/** Percentages are held as basis points: the fee of an amount, rounded half up to a cent. */
export function feeOfMinor(amountMinor: number, feeBps: number): number {
  return Math.floor((amountMinor * feeBps + 5_000) / 10_000);
}
