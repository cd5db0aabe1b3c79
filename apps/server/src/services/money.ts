import { MINOR_PER_MAJOR } from '@app/contracts/money';

/**
 * Money is stored and added as integer minor units (cents); major units appear only at the edge
 * (JSON answers). Every currency offered has 2 decimals. Dividing an integer by 100 gives the
 * double nearest to the 2-decimal value, which JSON prints exactly ("1234.56"): no float drift,
 * because no arithmetic ever happens on the major-unit number.
 */
export function toMajorUnits(minor: number): number {
  if (!Number.isSafeInteger(minor))
    throw new Error(`not an integer amount of minor units: ${minor}`);
  return minor / MINOR_PER_MAJOR;
}

/** "1000", "1000.5", "1000.50" -> 100050-style minor units; exact, no float parsing. */
export function parseMajorUnits(text: string): number {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount with at most 2 decimals: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}
