import { z } from 'zod';
import { isoDateTimeSchema, memberIdSchema, pageNoSchema } from './agent-common';
import {
  contractKinds,
  contractStatuses,
  dividendPeriods,
  MAX_CONTRACT_TIERS,
} from './agent-constants';
import {
  hasTwoDecimals,
  MAX_TIER_ACTIVE,
  MAX_TIER_MONEY,
  tierOrderProblem,
} from './agent-contract-rules';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/**
 * Contracts (issue 17; spec sections 3 Contract offer, 7 Agent: CurrentDailySalary,
 * QueryDailySalary, CurrentDividend, QueryDividend, PayoutDividend): daily salary, dividend and
 * hourly salary contracts between an agent and its upline (or the operator). The upline offers
 * terms (tiers), the agent signs or declines, and a job pays every ended period once (ledger
 * kinds SALARY and DIVIDEND, the transaction record's type AGENT). The tier maths are in
 * agent-contract-rules.ts. Money is major units with 2 decimals; shares are percent with 2
 * decimals.
 */

type Rows = Pick<
  typeof agentRoutes,
  | 'agentContracts'
  | 'agentContractRespond'
  | 'agentContractCurrent'
  | 'agentContractPayouts'
  | 'agentContractOffer'
  | 'agentContractsOffered'
>;

const twoDecimals = (schema: z.ZodNumber) =>
  schema.refine(hasTwoDecimals, { message: 'At most 2 decimals' });
/** A threshold in major units: 0 .. MAX_TIER_MONEY, 2 decimals. */
const thresholdMoney = twoDecimals(z.number().min(0).max(MAX_TIER_MONEY));
const activeCount = z.number().int().min(0).max(MAX_TIER_ACTIVE);
const money = z.number();

export const contractKindSchema = z.enum(contractKinds);

export const salaryTierSchema = z.object({
  /** The team's valid turnover in the period, at least (major units). */
  minTurnover: thresholdMoney,
  /** Members of the team who bet in the period, at least. */
  minActive: activeCount,
  /** What the period pays when this is the highest tier met (major units, above 0). */
  amount: twoDecimals(z.number().min(0.01).max(MAX_TIER_MONEY)),
});

export const dividendTierSchema = z.object({
  /** The team's net loss in the period, at least (major units). */
  minNetLoss: thresholdMoney,
  minActive: activeCount,
  /** The share of the team's net loss paid, percent with 2 decimals (0.01 .. 100). */
  sharePercent: twoDecimals(z.number().min(0.01).max(100)),
});

/** Tiers must each ask more than the one before (see agent-contract-rules.ts). */
function orderedTiers<T>(thresholds: (tier: T) => readonly [number, number]) {
  return (tiers: readonly T[], ctx: z.RefinementCtx) => {
    const bad = tierOrderProblem(tiers.map(thresholds));
    if (bad !== null)
      ctx.addIssue({
        code: 'custom',
        path: [bad],
        message: 'Each tier must ask more than the tier before it',
      });
  };
}

export const salaryTermsSchema = z.object({
  tiers: z
    .array(salaryTierSchema)
    .min(1)
    .max(MAX_CONTRACT_TIERS)
    .superRefine(orderedTiers((t) => [t.minTurnover, t.minActive])),
});

export const dividendTermsSchema = z.object({
  /** HALF_MONTH: the 1st-15th and the 16th-end of the operator's month; MONTH: the month. */
  period: z.enum(dividendPeriods),
  tiers: z
    .array(dividendTierSchema)
    .min(1)
    .max(MAX_CONTRACT_TIERS)
    .superRefine(orderedTiers((t) => [t.minNetLoss, t.minActive])),
});

const salaryKinds = ['DAILY_SALARY', 'HOURLY_SALARY'] as const;

const contractFields = {
  id: z.number().int(),
  status: z.enum(contractStatuses),
  /** The upline's username; null when the operator offered it (paid by the house). */
  upline: z.string().nullable(),
  offeredAt: isoDateTimeSchema,
  /** When the agent signed or declined. */
  respondedAt: isoDateTimeSchema.nullable(),
  /** Periods are paid from this time on (the signature); null until signed. */
  startsAt: isoDateTimeSchema.nullable(),
};

export const contractSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(salaryKinds), terms: salaryTermsSchema, ...contractFields }),
  z.object({ kind: z.literal('DIVIDEND'), terms: dividendTermsSchema, ...contractFields }),
]);
export type AgentContract = z.infer<typeof contractSchema>;

export const contractKindQuerySchema = z.object({ kind: contractKindSchema });

export const agentContractsSchema = z.object({
  currency: z.string(),
  /**
   * The member's contract of the kind: the one offered or signed, else the latest declined or
   * ended one; null when it never had one.
   */
  contract: contractSchema.nullable(),
});
export type AgentContracts = z.infer<typeof agentContractsSchema>;

export const contractIdParamsSchema = z.object({ id: memberIdSchema });
export const contractRespondBodySchema = z.object({
  /** True signs (periods are paid from now on), false declines. */
  accept: z.boolean(),
});

/** What a period's tier was read from: the team's figures (everyone below the agent). */
export const contractBasisSchema = z.object({
  /** Valid turnover (major units). */
  turnover: money,
  /** Members of the team who bet in the period. */
  active: z.number().int(),
  /**
   * The team's net loss (turnover - wins - bonuses - rebates; negative: the team won); null for
   * an hour (wins are not kept per hour, and no hourly contract reads them).
   */
  netLoss: money.nullable(),
  /** The 1-based tier met, or null. */
  tier: z.number().int().nullable(),
});
export type ContractBasis = z.infer<typeof contractBasisSchema>;

export const currentPeriodSchema = z.object({
  contractId: z.number().int(),
  periodKey: z.string(),
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  /** The team's figures so far and the tier they meet now. */
  basis: contractBasisSchema,
  /** What the period would pay if it ended now. */
  projected: money,
  /** The next tier up (1-based) and what it asks, or null at the top tier. */
  nextTier: z
    .object({
      tier: z.number().int(),
      /** Salary: turnover; dividend: net loss (major units). */
      minMoney: money,
      minActive: z.number().int(),
    })
    .nullable(),
});
export type CurrentPeriod = z.infer<typeof currentPeriodSchema>;

export const agentContractCurrentSchema = z.object({
  currency: z.string(),
  /** Null when the member has no signed contract of the kind. */
  current: currentPeriodSchema.nullable(),
});
export type AgentContractCurrent = z.infer<typeof agentContractCurrentSchema>;

export const contractPayoutStatuses = ['PAID', 'NOTHING', 'UNPAID'] as const;
export type ContractPayoutStatus = (typeof contractPayoutStatuses)[number];

const pageSizeSchema = z.coerce.number<number>().int().min(1).max(50).default(10);

export const agentContractPayoutsQuerySchema = z.object({
  kind: contractKindSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema,
});
export type AgentContractPayoutsQuery = z.input<typeof agentContractPayoutsQuerySchema>;

export const contractPayoutSchema = z.object({
  contractId: z.number().int(),
  periodKey: z.string(),
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
  basis: contractBasisSchema,
  amount: money,
  /** PAID; NOTHING (no tier met); UNPAID (the upline's balance was short: paid on a later run). */
  status: z.enum(contractPayoutStatuses),
  paidAt: isoDateTimeSchema.nullable(),
});
export type ContractPayout = z.infer<typeof contractPayoutSchema>;

export const agentContractPayoutsSchema = z.object({
  currency: z.string(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int().min(0),
  /** Every PAID period added up (not only this page). */
  totalPaid: money,
  /** Every UNPAID period added up: what the upline still owes. */
  totalUnpaid: money,
  list: z.array(contractPayoutSchema),
});
export type AgentContractPayouts = z.infer<typeof agentContractPayoutsSchema>;

export const agentContractOfferBodySchema = z.discriminatedUnion('kind', [
  z.object({ memberId: memberIdSchema, kind: z.enum(salaryKinds), terms: salaryTermsSchema }),
  z.object({ memberId: memberIdSchema, kind: z.literal('DIVIDEND'), terms: dividendTermsSchema }),
]);
export type AgentContractOfferBody = z.infer<typeof agentContractOfferBodySchema>;

export const agentContractsOfferedQuerySchema = z.object({
  kind: contractKindSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema,
});
export type AgentContractsOfferedQuery = z.input<typeof agentContractsOfferedQuerySchema>;

export const offeredRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** The sub-agent's contract of the kind from this agent (open one, else the latest); null: none. */
  contract: contractSchema.nullable(),
  /** Everything this agent paid the sub-agent under contracts of the kind. */
  paid: money,
  /** UNPAID periods: what this agent owes the sub-agent (paid when its balance allows). */
  owed: money,
  unpaidPeriods: z.number().int().min(0),
});
export type OfferedRow = z.infer<typeof offeredRowSchema>;

export const agentContractsOfferedSchema = z.object({
  currency: z.string(),
  /** The agent's own signed terms of the kind (the ceiling of any offer); null: none signed. */
  own: contractSchema.nullable(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Direct sub-agents. */
  totalCount: z.number().int().min(0),
  /** Over every direct sub-agent (not only this page). */
  totalPaid: money,
  totalOwed: money,
  list: z.array(offeredRowSchema),
});
export type AgentContractsOffered = z.infer<typeof agentContractsOfferedSchema>;

export const agentContractsSchemas = {
  agentContracts: {
    area: 'agents',
    summary:
      "The member's contract of one kind from its upline or the operator (offered, signed, or the latest declined or ended one), with its terms.",
    query: contractKindQuerySchema,
    response: agentContractsSchema,
  },
  agentContractRespond: {
    area: 'agents',
    summary:
      'Signs (periods are paid from now on) or declines a contract offered to the member (CONTRACT_NOT_FOUND, CONTRACT_NOT_OFFERED).',
    params: contractIdParamsSchema,
    body: contractRespondBodySchema,
    response: contractSchema,
  },
  agentContractCurrent: {
    area: 'agents',
    summary:
      "The current period of the member's signed contract of one kind (CurrentDailySalary, CurrentDividend): its bounds, the team's turnover, active members and net loss so far, the tier met and the projected amount.",
    query: contractKindQuerySchema,
    response: agentContractCurrentSchema,
  },
  agentContractPayouts: {
    area: 'agents',
    summary:
      "The settled periods of the member's contracts of one kind, newest first (QueryDailySalary, QueryDividend): basis, amount and status (PAID, NOTHING, UNPAID).",
    query: agentContractPayoutsQuerySchema,
    response: agentContractPayoutsSchema,
  },
  agentContractOffer: {
    area: 'agents',
    summary:
      'Offers a direct sub-agent a contract of one kind within the agent’s own signed terms (NOT_IN_TEAM, CONTRACT_EXISTS, CONTRACT_ABOVE_OWN with `{ reason, tier, max }` or `{ reason, period }`).',
    body: agentContractOfferBodySchema,
    response: contractSchema,
  },
  agentContractsOffered: {
    area: 'agents',
    summary:
      "Every direct sub-agent with its contract of one kind from this agent and what it was paid and is owed (PayoutDividend), with the agent's own signed terms.",
    query: agentContractsOfferedQuerySchema,
    response: agentContractsOfferedSchema,
  },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
