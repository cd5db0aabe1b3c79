import { MINOR_PER_MAJOR } from './money';
import type { DividendPeriod } from './agent-constants';

/**
 * The contract tier maths (issue 17), zod-free so the server's payout job, the contract schemas
 * and the offer form all apply the same rules. Terms travel and are stored in major units
 * (amounts, turnover and net loss with 2 decimals; shares in percent with 2 decimals); every
 * comparison and amount here is done in integer minor units and basis points.
 *
 * - A salary pays, per period, the amount of the highest tier whose two thresholds (team valid
 *   turnover, active members) the team meets; nothing when none is met.
 * - A dividend pays the share of the highest tier met (team net loss, active members) of the
 *   team's net loss, rounded down to a cent; nothing when the team won or broke even.
 * - Tiers are ordered: each one asks at least what the one before asks, and more of one of the
 *   two thresholds ("strictly increasing"), so "the highest tier met" is the last one met.
 * - An agent offers a sub-agent terms "within its own": every offered tier pays at most what its
 *   own signed terms pay at the same thresholds (a dividend also keeps its own period).
 */

export type SalaryTier = { minTurnover: number; minActive: number; amount: number };
export type SalaryTerms = { tiers: SalaryTier[] };
export type DividendTier = { minNetLoss: number; minActive: number; sharePercent: number };
export type DividendTerms = { period: DividendPeriod; tiers: DividendTier[] };
export type ContractTerms = SalaryTerms | DividendTerms;

/** Share percentages are held as basis points: 100.00% = 10,000. */
export const FULL_SHARE_BP = 10_000;
/** The largest threshold or amount a tier may name (major units). */
export const MAX_TIER_MONEY = 1_000_000_000;
/** The largest active-member threshold. */
export const MAX_TIER_ACTIVE = 1_000_000;

/** Major units (or percent) with at most 2 decimals to integer minor units (or bp). */
export const hundredths = (value: number): number => Math.round(value * MINOR_PER_MAJOR);

/** True when `value` is a finite number with at most 2 decimals. */
export function hasTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * MINOR_PER_MAJOR;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Integer minor units to major units (2 decimals, exact in JSON). */
export const fromHundredths = (minor: number): number => minor / MINOR_PER_MAJOR;

/**
 * The 0-based index of the first tier that is not above the one before it (thresholds
 * `[money, active]` in the tiers' order), or null when the order is right.
 */
export function tierOrderProblem(
  thresholds: readonly (readonly [number, number])[],
): number | null {
  for (let i = 1; i < thresholds.length; i += 1) {
    const [money, active] = thresholds[i]!;
    const [prevMoney, prevActive] = thresholds[i - 1]!;
    const m = hundredths(money);
    const pm = hundredths(prevMoney);
    if (m < pm || active < prevActive || (m === pm && active === prevActive)) return i;
  }
  return null;
}

/** The 0-based index of the highest salary tier met, or -1. */
export function salaryTierMet(terms: SalaryTerms, turnoverMinor: number, active: number): number {
  let met = -1;
  terms.tiers.forEach((tier, i) => {
    if (turnoverMinor >= hundredths(tier.minTurnover) && active >= tier.minActive) met = i;
  });
  return met;
}

/** The 0-based index of the highest dividend tier met, or -1 (always -1 unless the team lost). */
export function dividendTierMet(
  terms: DividendTerms,
  netLossMinor: number,
  active: number,
): number {
  if (netLossMinor <= 0) return -1;
  let met = -1;
  terms.tiers.forEach((tier, i) => {
    if (netLossMinor >= hundredths(tier.minNetLoss) && active >= tier.minActive) met = i;
  });
  return met;
}

export type TierResult = {
  /** 0-based index of the tier met, or null. */
  tier: number | null;
  /** What the period pays, in minor units (0 when no tier is met). */
  amountMinor: number;
};

export function salaryPay(terms: SalaryTerms, turnoverMinor: number, active: number): TierResult {
  const i = salaryTierMet(terms, turnoverMinor, active);
  return i < 0
    ? { tier: null, amountMinor: 0 }
    : { tier: i, amountMinor: hundredths(terms.tiers[i]!.amount) };
}

/** The tier's share of the team's net loss, rounded down to a cent. */
export function dividendPay(
  terms: DividendTerms,
  netLossMinor: number,
  active: number,
): TierResult {
  const i = dividendTierMet(terms, netLossMinor, active);
  if (i < 0) return { tier: null, amountMinor: 0 };
  const shareBp = hundredths(terms.tiers[i]!.sharePercent);
  return { tier: i, amountMinor: Math.floor((netLossMinor * shareBp) / FULL_SHARE_BP) };
}

/** Why offered terms are not within the agent's own: the tier (1-based) and the most it may pay. */
export type AboveOwn =
  { reason: 'TIER'; tier: number; max: number } | { reason: 'PERIOD'; period: DividendPeriod };

/** Each offered salary tier pays at most what `own` pays at the same thresholds. */
export function salaryAboveOwn(offered: SalaryTerms, own: SalaryTerms): AboveOwn | null {
  for (const [i, tier] of offered.tiers.entries()) {
    const { amountMinor } = salaryPay(own, hundredths(tier.minTurnover), tier.minActive);
    if (hundredths(tier.amount) > amountMinor)
      return { reason: 'TIER', tier: i + 1, max: fromHundredths(amountMinor) };
  }
  return null;
}

/** Same period as `own`, and each offered share at most `own`'s at the same thresholds. */
export function dividendAboveOwn(offered: DividendTerms, own: DividendTerms): AboveOwn | null {
  if (offered.period !== own.period) return { reason: 'PERIOD', period: own.period };
  for (const [i, tier] of offered.tiers.entries()) {
    // At a threshold of 0 net loss the own tiers would answer nothing; ask them at one cent.
    const at = Math.max(hundredths(tier.minNetLoss), 1);
    const ownTier = dividendTierMet(own, at, tier.minActive);
    const maxBp = ownTier < 0 ? 0 : hundredths(own.tiers[ownTier]!.sharePercent);
    if (hundredths(tier.sharePercent) > maxBp)
      return { reason: 'TIER', tier: i + 1, max: fromHundredths(maxBp) };
  }
  return null;
}

export const isDividendTerms = (terms: ContractTerms): terms is DividendTerms => 'period' in terms;
