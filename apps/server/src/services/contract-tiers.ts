import type { ContractKind } from '@app/contracts/agent-constants';
import {
  dividendAboveOwn,
  dividendPay,
  fromHundredths,
  salaryAboveOwn,
  salaryPay,
  type AboveOwn,
  type ContractTerms,
  type DividendTerms,
  type SalaryTerms,
} from '@app/contracts/agent-contract-rules';
import { dividendTermsSchema, salaryTermsSchema } from '@app/contracts/agent-contracts';
import { DomainError } from './domain-error';

/**
 * The contract tiers on the server (issue 17): which tier a period's figures meet, what it pays
 * in minor units, and the "within its own terms" check of an offer. The maths are shared with the
 * offer form (contracts/agent-contract-rules.ts); this adds the stored terms' parsing and the
 * errors.
 */

/** A team's figures for one period, in minor units. */
export type TeamFigures = {
  turnoverMinor: number;
  /** Members of the team who bet in the period. */
  active: number;
  /** Valid turnover - wins - bonuses - rebates: positive when the team lost. */
  netLossMinor: number;
};

/** What a period pays: the 1-based tier met (or null) and the amount in minor units. */
export type PeriodPay = { tier: number | null; amountMinor: number };

/** Stored terms (jsonb) read back with the kind's schema: a corrupt row fails loudly. */
export function termsOf(kind: ContractKind, stored: unknown): ContractTerms {
  return kind === 'DIVIDEND' ? dividendTermsSchema.parse(stored) : salaryTermsSchema.parse(stored);
}

export function payFor(kind: ContractKind, terms: ContractTerms, figures: TeamFigures): PeriodPay {
  const result =
    kind === 'DIVIDEND'
      ? dividendPay(terms as DividendTerms, figures.netLossMinor, figures.active)
      : salaryPay(terms as SalaryTerms, figures.turnoverMinor, figures.active);
  return { tier: result.tier === null ? null : result.tier + 1, amountMinor: result.amountMinor };
}

/** The next tier above `tier` (1-based; null: none met yet) and its thresholds, or null. */
export function nextTierOf(
  kind: ContractKind,
  terms: ContractTerms,
  tier: number | null,
): { tier: number; minMoney: number; minActive: number } | null {
  const index = tier ?? 0;
  if (kind === 'DIVIDEND') {
    const next = (terms as DividendTerms).tiers[index];
    return next ? { tier: index + 1, minMoney: next.minNetLoss, minActive: next.minActive } : null;
  }
  const next = (terms as SalaryTerms).tiers[index];
  return next ? { tier: index + 1, minMoney: next.minTurnover, minActive: next.minActive } : null;
}

/** Why `offered` is above `own`, or null when it is within (same kind assumed). */
export function aboveOwn(
  kind: ContractKind,
  offered: ContractTerms,
  own: ContractTerms,
): AboveOwn | null {
  return kind === 'DIVIDEND'
    ? dividendAboveOwn(offered as DividendTerms, own as DividendTerms)
    : salaryAboveOwn(offered as SalaryTerms, own as SalaryTerms);
}

/**
 * Refuses an offer that is not within the agent's own terms: none signed of the kind
 * (`{ reason: 'NOT_SIGNED' }`), or a tier paying more than its own at the same thresholds.
 */
export function assertWithinOwn(
  kind: ContractKind,
  offered: ContractTerms,
  own: ContractTerms | null,
): void {
  if (!own)
    throw new DomainError('CONTRACT_ABOVE_OWN', 'You have no signed contract of this kind', {
      reason: 'NOT_SIGNED',
    });
  const problem = aboveOwn(kind, offered, own);
  if (problem) throw new DomainError('CONTRACT_ABOVE_OWN', 'Terms above your own', problem);
}

/** Minor units to the wire's major units. */
export const major = (minor: number): number => fromHundredths(minor);
