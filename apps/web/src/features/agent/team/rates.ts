import {
  MAX_REBATE_BP,
  rebateGameTypes,
  type RebateGameType,
} from '@app/contracts/agent-constants';

/**
 * Rebate rates in forms (issue 17): typed as percent with at most 2 decimals ("0.8", "1.00"),
 * sent as integer basis points (80, 100). A rate is checked before sending: a number, at most
 * the ceiling (the agent's own rate; the server says REBATE_ABOVE_OWN otherwise) and, when
 * changing a downline's rates, at least the floor (what that downline already gives its own
 * downlines: REBATE_BELOW_DOWNLINE).
 */

export type Rates = Record<RebateGameType, number>;
/** What each rate field holds: percent as typed. */
export type RateValues = Record<RebateGameType, string>;

export type RateProblem =
  { kind: 'invalid' } | { kind: 'above'; max: number } | { kind: 'below'; min: number };
export type RateProblems = Partial<Record<RebateGameType, RateProblem>>;

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** 80 -> "0.80". */
export const percentText = (bp: number): string => (bp / 100).toFixed(2);

/** "0.8" -> 80, "" -> 0; null when it is not a percent with at most 2 decimals. */
export function bpOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const match = PERCENT.exec(trimmed);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_REBATE_BP ? bp : null;
}

/** Every rate as form text. */
export function rateValues(rates: Partial<Rates> = {}): RateValues {
  return Object.fromEntries(
    rebateGameTypes.map((type) => [type, percentText(rates[type] ?? 0)]),
  ) as RateValues;
}

/** What is wrong with each field, checked against the ceilings (and floors); {} when nothing. */
export function rateProblems(values: RateValues, ceilings: Rates, floors?: Rates): RateProblems {
  const problems: RateProblems = {};
  for (const type of rebateGameTypes) {
    const bp = bpOf(values[type]);
    if (bp === null) problems[type] = { kind: 'invalid' };
    else if (bp > ceilings[type]) problems[type] = { kind: 'above', max: ceilings[type] };
    else if (floors && bp < floors[type]) problems[type] = { kind: 'below', min: floors[type] };
  }
  return problems;
}

/** Every rate in basis points (valid values only: check `rateProblems` first). */
export function ratesOf(values: RateValues): Rates {
  return Object.fromEntries(
    rebateGameTypes.map((type) => [type, bpOf(values[type]) ?? 0]),
  ) as Rates;
}

/** Only the rates that differ from `before` (what an update sends). */
export function changedRates(values: RateValues, before: Rates): Partial<Rates> {
  const after = ratesOf(values);
  const patch: Partial<Rates> = {};
  for (const type of rebateGameTypes) if (after[type] !== before[type]) patch[type] = after[type];
  return patch;
}
