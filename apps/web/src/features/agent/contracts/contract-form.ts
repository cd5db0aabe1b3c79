import type { ContractKind, DividendPeriod } from '@app/contracts/agent-constants';
import { MAX_CONTRACT_TIERS } from '@app/contracts/agent-constants';
import {
  dividendAboveOwn,
  FULL_SHARE_BP,
  MAX_TIER_ACTIVE,
  MAX_TIER_MONEY,
  salaryAboveOwn,
  tierOrderProblem,
  type ContractTerms,
  type DividendTerms,
  type SalaryTerms,
} from '@app/contracts/agent-contract-rules';

/**
 * The offer form's rules (pure): the tiers as typed (text), read into terms and checked like the
 * server will (order, 2 decimals, ranges, and "within the agent's own terms" with the shared
 * maths of contracts/agent-contract-rules.ts), each problem as a catalogue key with its values.
 */

/** One tier as typed: `money` is the turnover (salary) or net loss (dividend) threshold. */
export type TierDraft = { money: string; active: string; pay: string };
export type OfferDraft = { period: DividendPeriod; tiers: TierDraft[] };

export type FormProblem = {
  key:
    | 'agentContracts.offer.errors.required'
    | 'agentContracts.offer.errors.money'
    | 'agentContracts.offer.errors.active'
    | 'agentContracts.offer.errors.amount'
    | 'agentContracts.offer.errors.share'
    | 'agentContracts.offer.errors.order'
    | 'agentContracts.offer.errors.aboveOwn'
    | 'agentContracts.offer.errors.period'
    | 'agentContracts.offer.errors.notSigned'
    | 'agentContracts.offer.errors.tooMany';
  values?: Record<string, string | number>;
};

export type OfferCheck =
  | { ok: true; terms: ContractTerms }
  | { ok: false; tiers: (FormProblem | null)[]; form: FormProblem | null };

const MONEY = /^\d{1,10}(?:\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;

/** A typed amount (commas and spaces ignored) with at most 2 decimals, or null. */
export function parseMoneyText(text: string): number | null {
  const clean = text.trim().replace(/[,\s]/g, '');
  if (!MONEY.test(clean)) return null;
  const value = Number(clean);
  return value <= MAX_TIER_MONEY ? value : null;
}

function parseWhole(text: string): number | null {
  const clean = text.trim();
  if (!WHOLE.test(clean)) return null;
  const value = Number(clean);
  return value <= MAX_TIER_ACTIVE ? value : null;
}

const twoDecimals = (n: number) => n.toFixed(2);

/** The tiers of `terms` as form text (the starting point of an offer: the agent's own). */
export function draftOf(terms: ContractTerms | null): OfferDraft {
  if (!terms)
    return {
      period: 'HALF_MONTH',
      tiers: [{ money: '0.00', active: '0', pay: '' }],
    };
  if ('period' in terms)
    return {
      period: terms.period,
      tiers: terms.tiers.map((t) => ({
        money: twoDecimals(t.minNetLoss),
        active: String(t.minActive),
        pay: twoDecimals(t.sharePercent),
      })),
    };
  return {
    period: 'HALF_MONTH',
    tiers: terms.tiers.map((t) => ({
      money: twoDecimals(t.minTurnover),
      active: String(t.minActive),
      pay: twoDecimals(t.amount),
    })),
  };
}

/** A tier's own problem (fields), or null with its parsed numbers. */
function readTier(
  tier: TierDraft,
  dividend: boolean,
): { problem: FormProblem } | { money: number; active: number; pay: number } {
  if (tier.money.trim() === '' || tier.active.trim() === '' || tier.pay.trim() === '')
    return { problem: { key: 'agentContracts.offer.errors.required' } };
  const money = parseMoneyText(tier.money);
  if (money === null) return { problem: { key: 'agentContracts.offer.errors.money' } };
  const active = parseWhole(tier.active);
  if (active === null) return { problem: { key: 'agentContracts.offer.errors.active' } };
  const pay = parseMoneyText(tier.pay);
  if (dividend) {
    if (pay === null || pay <= 0 || pay * 100 > FULL_SHARE_BP)
      return { problem: { key: 'agentContracts.offer.errors.share' } };
  } else if (pay === null || pay <= 0) {
    return { problem: { key: 'agentContracts.offer.errors.amount' } };
  }
  return { money, active, pay };
}

/**
 * Reads and checks an offer: every tier filled and in range, each asking more than the one
 * before, and within `own` (the agent's signed terms of the kind; null: none signed).
 * `format` writes a ceiling (money, or a percent for a dividend) and a period for the messages.
 */
export function checkOffer(
  kind: ContractKind,
  draft: OfferDraft,
  own: ContractTerms | null,
  format: { max: (max: number) => string; period: (period: DividendPeriod) => string },
): OfferCheck {
  const dividend = kind === 'DIVIDEND';
  if (!own) return { ok: false, tiers: [], form: { key: 'agentContracts.offer.errors.notSigned' } };
  if (draft.tiers.length === 0 || draft.tiers.length > MAX_CONTRACT_TIERS)
    return {
      ok: false,
      tiers: [],
      form: { key: 'agentContracts.offer.errors.tooMany', values: { max: MAX_CONTRACT_TIERS } },
    };
  const read = draft.tiers.map((t) => readTier(t, dividend));
  const problems = read.map((r) => ('problem' in r ? r.problem : null));
  if (problems.some((p) => p !== null)) return { ok: false, tiers: problems, form: null };
  const values = read as { money: number; active: number; pay: number }[];
  const order = tierOrderProblem(values.map((v) => [v.money, v.active] as const));
  if (order !== null) {
    const tiers = values.map(() => null as FormProblem | null);
    tiers[order] = {
      key: 'agentContracts.offer.errors.order',
      values: { n: order + 1, prev: order },
    };
    return { ok: false, tiers, form: null };
  }
  const terms: ContractTerms = dividend
    ? ({
        period: draft.period,
        tiers: values.map((v) => ({
          minNetLoss: v.money,
          minActive: v.active,
          sharePercent: v.pay,
        })),
      } satisfies DividendTerms)
    : ({
        tiers: values.map((v) => ({ minTurnover: v.money, minActive: v.active, amount: v.pay })),
      } satisfies SalaryTerms);
  const above = dividend
    ? dividendAboveOwn(terms as DividendTerms, own as DividendTerms)
    : salaryAboveOwn(terms as SalaryTerms, own as SalaryTerms);
  if (above?.reason === 'PERIOD')
    return {
      ok: false,
      tiers: [],
      form: {
        key: 'agentContracts.offer.errors.period',
        values: { period: format.period(above.period) },
      },
    };
  if (above?.reason === 'TIER') {
    const tiers = values.map(() => null as FormProblem | null);
    tiers[above.tier - 1] = {
      key: 'agentContracts.offer.errors.aboveOwn',
      values: { max: format.max(above.max) },
    };
    return { ok: false, tiers, form: null };
  }
  return { ok: true, terms };
}
