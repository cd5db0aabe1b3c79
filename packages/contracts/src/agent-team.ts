import { z } from 'zod';
import {
  isoDateTimeSchema,
  memberIdSchema,
  pageNoSchema,
  rebateRatesPatchSchema,
  rebateRatesSchema,
} from './agent-common';
import { downlineKinds, MAX_MULTI_TRANSFER, TEAM_PAGE_SIZE_MAX } from './agent-constants';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/**
 * Team management and opening accounts (issue 17; spec 2 Agent routes, 4 Affiliate click,
 * 7 Agent: /downline, /downlines, /updateDownlineRebates, /transferDownline,
 * /transferMultipleDownline, /affiliate). Every row that names another account checks it is in
 * the agent's team (team_paths; NOT_IN_TEAM otherwise, the agent itself and another agent's
 * downlines included). Money in answers is major units with 2 decimals; amounts a person types
 * travel as text and are parsed once (money.ts `parseAmountMinor`: AMOUNT_INVALID when not a
 * positive amount with at most 2 decimals); rates are integer basis points (100 = 1.00%).
 *
 * Rate rules: a downline's rate per game type is at most its upline's own (REBATE_ABOVE_OWN
 * `{ gameType, max }`, max in percent), and an agent changing a direct downline's rates may not
 * take one below the highest rate that downline already gives one of its own direct downlines
 * (REBATE_BELOW_DOWNLINE `{ gameType, min }`, min in percent), so along every path a child's
 * rate never exceeds its parent's and no upline's team rebate turns negative.
 */
type Rows = Pick<
  typeof agentRoutes,
  | 'agentDownlines'
  | 'agentDownline'
  | 'agentOpenAccount'
  | 'agentUpdateDownlineRebates'
  | 'agentTransferDownline'
  | 'agentTransferMultipleDownline'
  | 'agentAffiliateLinks'
  | 'agentAffiliateLinkCreate'
  | 'agentAffiliateLinkRemove'
>;

export const downlineKindSchema = z.enum(downlineKinds);

/** A typed amount ("100", "100.5"): positive, at most 2 decimals (AMOUNT_INVALID otherwise). */
const typedAmount = z.string().max(32);
/**
 * The client's id of one transfer attempt (a UUID): a retried or double-clicked submit carries
 * the same id and moves money once. The same id with other amounts: REQUEST_SETTLED.
 */
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const paymentPassword = z.string().max(64);

// ---------------------------------------------------------------- the team

/**
 * GET /wps/agent/downlines: the direct downlines of `parentId` (the agent itself by default, or
 * any member of its team: drilling down), newest first; or, with `username`, every member of
 * the whole team whose username contains the text (those starting with it first). Paged.
 */
export const agentDownlinesQuerySchema = z.object({
  parentId: memberIdSchema.optional(),
  username: z.string().trim().max(20).optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number<number>().int().min(1).max(TEAM_PAGE_SIZE_MAX).default(20),
});
export type AgentDownlinesQuery = z.input<typeof agentDownlinesQuerySchema>;

/** One member of the agent's team as the list and the detail show it. */
export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** The member type (0 member, 1 agent, ...). */
  type: z.number().int(),
  /** MEMBER for the non-agent types (0, 4, 40), AGENT otherwise (spec 6). */
  kind: downlineKindSchema,
  /** Levels below the agent: 1 for a direct downline. */
  depth: z.number().int().min(1),
  parentId: z.number().int().nullable(),
  /** The REAL wallet's balance (0 without one). */
  balance: z.number(),
  registeredAt: isoDateTimeSchema,
  /** The latest login (session start); null when it never logged in. */
  lastLoginAt: isoDateTimeSchema.nullable(),
  /** A live session seen within the last TEAM_ONLINE_WINDOW_MINUTES. */
  online: z.boolean(),
  /** How many direct downlines it has itself. */
  directCount: z.number().int().min(0),
  rates: rebateRatesSchema,
});
export type Downline = z.infer<typeof downlineSchema>;

/** A step of the breadcrumb from the agent (depth 0) down to the listed parent. */
export const teamTrailStepSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  depth: z.number().int().min(0),
});
export type TeamTrailStep = z.infer<typeof teamTrailStepSchema>;

export const downlinePageSchema = z.object({
  list: z.array(downlineSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /**
   * Whose direct downlines these are, from the agent down (the breadcrumb); the agent alone for
   * its own directs; empty for a search (the rows are from every level).
   */
  trail: z.array(teamTrailStepSchema),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

/**
 * GET /wps/agent/downline/:id: one member of the team with its rates, the agent's own rates (a
 * direct downline's ceilings) and the floors (the highest rate it gives a direct downline of
 * its own, per game type). `editable`: a direct downline, whose rates the agent may change.
 */
export const downlineDetailSchema = z.object({
  member: downlineSchema,
  agentRates: rebateRatesSchema,
  minRates: rebateRatesSchema,
  editable: z.boolean(),
  /** The agent's own REAL balance (what a transfer may move). */
  agentBalance: z.number(),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

// ---------------------------------------------------------------- opening accounts

/**
 * POST /wps/agent/downline (encrypted: it carries a password): a member (type 0) or sub-agent
 * (type 1) under the agent. The username and password follow registration's rules (4-20
 * letters, digits or underscore, stored lower case: FIELD_FORMAT; USERNAME_TAKEN; the password
 * policy: WEAK_PASSWORD; PASSWORD_MISMATCH). Rates left out are 0; none above the agent's own.
 */
export const agentOpenAccountBodySchema = z.object({
  kind: downlineKindSchema,
  username: z.string().trim().min(1).max(20),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  rates: rebateRatesPatchSchema.default({}),
});
export type AgentOpenAccountBody = z.input<typeof agentOpenAccountBodySchema>;

// ---------------------------------------------------------------- rebates

/**
 * POST /wps/agent/updateDownlineRebates: a DIRECT downline's rates (others of the team:
 * NO_PERMISSION; outside it: NOT_IN_TEAM). Types left out keep their rate. Each at most the
 * agent's own (REBATE_ABOVE_OWN) and at least what the downline gives its own directs
 * (REBATE_BELOW_DOWNLINE).
 */
export const agentUpdateRebatesBodySchema = z.object({
  memberId: memberIdSchema,
  rates: rebateRatesPatchSchema,
});
export type AgentUpdateRebatesBody = z.input<typeof agentUpdateRebatesBodySchema>;
export const agentUpdateRebatesResultSchema = z.object({
  memberId: z.number().int(),
  rates: rebateRatesSchema,
});

// ---------------------------------------------------------------- transfers

/**
 * POST /wps/agent/transferDownline (encrypted: the payment password): money from the agent's
 * REAL balance to one member of its team, through the ledger (AGENT_TRANSFER). The payment
 * password first (PAYMENT_PASSWORD_REQUIRED, _WRONG, _LOCKED); a short balance is
 * INSUFFICIENT_BALANCE and nothing moves.
 */
export const agentTransferBodySchema = z.object({
  memberId: memberIdSchema,
  amount: typedAmount,
  paymentPassword,
  requestId,
});
export type AgentTransferBody = z.input<typeof agentTransferBodySchema>;

/** One transfer as done (or, `applied` false, as first done by this request id). */
export const agentTransferItemResultSchema = z.object({
  memberId: z.number().int(),
  amount: z.number(),
  /** The member's balance right after the transfer. */
  memberBalance: z.number(),
  applied: z.boolean(),
});
export const agentTransferResultSchema = agentTransferItemResultSchema.extend({
  requestId: z.string(),
  /** The agent's balance now. */
  balance: z.number(),
});
export type AgentTransferResult = z.infer<typeof agentTransferResultSchema>;

/**
 * POST /wps/agent/transferMultipleDownline (encrypted): the same to up to MAX_MULTI_TRANSFER
 * members at once, each once (a member twice: VALIDATION_ERROR), all or nothing: one failure
 * (not in the team, the balance short for the total) moves nothing.
 */
export const agentTransferMultipleBodySchema = z.object({
  items: z
    .array(z.object({ memberId: memberIdSchema, amount: typedAmount }))
    .min(1)
    .max(MAX_MULTI_TRANSFER),
  paymentPassword,
  requestId,
});
export type AgentTransferMultipleBody = z.input<typeof agentTransferMultipleBodySchema>;
export const agentTransferMultipleResultSchema = z.object({
  requestId: z.string(),
  items: z.array(agentTransferItemResultSchema),
  /** The sum of the items. */
  total: z.number(),
  /** The agent's balance now. */
  balance: z.number(),
});
export type AgentTransferMultipleResult = z.infer<typeof agentTransferMultipleResultSchema>;

// ---------------------------------------------------------------- affiliate links

/**
 * An agent's affiliate link: registrations through `url` (the register screen with the code in
 * `?affiliateCode=`, the parameter invite links use) become the agent's downlines of `kind` with
 * `rates` preset (each capped at the agent's rate at the time of the registration).
 */
export const affiliateLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: downlineKindSchema,
  rates: rebateRatesSchema,
  registrations: z.number().int().min(0),
  createdAt: isoDateTimeSchema,
  url: z.string(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

export const affiliateLinkListSchema = z.object({
  /** The agent's links that still register, newest first (at most MAX_AFFILIATE_LINKS). */
  list: z.array(affiliateLinkSchema),
  /** The agent's own rates: each link rate's ceiling. */
  agentRates: rebateRatesSchema,
});
export type AffiliateLinkList = z.infer<typeof affiliateLinkListSchema>;

/**
 * POST /wps/agent/affiliate: a new link; rates left out are 0, none above the agent's own. An
 * agent holding MAX_AFFILIATE_LINKS links already: VALIDATION_ERROR (remove one first).
 */
export const affiliateLinkCreateBodySchema = z.object({
  kind: downlineKindSchema,
  rates: rebateRatesPatchSchema.default({}),
});
export type AffiliateLinkCreateBody = z.input<typeof affiliateLinkCreateBodySchema>;

const linkId = z.object({ id: z.coerce.number<number>().int().min(1).max(2_147_483_647) });

export const agentTeamSchemas = {
  agentDownlines: {
    area: 'agents',
    summary:
      'Direct downlines of the agent or of one of its team (drill down), or a username search over the whole team; paged, with the breadcrumb.',
    query: agentDownlinesQuerySchema,
    response: downlinePageSchema,
  },
  agentDownline: {
    area: 'agents',
    summary:
      "One member of the agent's team: type, balance, rates, registration, last login, online; the agent's rates as ceilings.",
    params: z.object({ id: memberIdSchema }),
    response: downlineDetailSchema,
  },
  agentOpenAccount: {
    area: 'agents',
    summary: 'Open a member or sub-agent account under the agent, with its rebate rates.',
    body: agentOpenAccountBodySchema,
    response: downlineSchema,
  },
  agentUpdateDownlineRebates: {
    area: 'agents',
    summary: "Change a direct downline's rebate rates (never above the agent's own).",
    body: agentUpdateRebatesBodySchema,
    response: agentUpdateRebatesResultSchema,
  },
  agentTransferDownline: {
    area: 'agents',
    summary: 'Move money from the agent to a team member (payment password; idempotent).',
    body: agentTransferBodySchema,
    response: agentTransferResultSchema,
  },
  agentTransferMultipleDownline: {
    area: 'agents',
    summary: 'Move money to several team members at once: all or nothing.',
    body: agentTransferMultipleBodySchema,
    response: agentTransferMultipleResultSchema,
  },
  agentAffiliateLinks: {
    area: 'agents',
    summary: "The agent's affiliate links with their URLs and registrations.",
    response: affiliateLinkListSchema,
  },
  agentAffiliateLinkCreate: {
    area: 'agents',
    summary: 'Make an affiliate link that registers downlines of a kind with preset rates.',
    body: affiliateLinkCreateBodySchema,
    response: affiliateLinkSchema,
  },
  agentAffiliateLinkRemove: {
    area: 'agents',
    summary: 'Retire an affiliate link: registrations through it are refused from now on.',
    params: linkId,
    response: z.object({ id: z.number().int() }),
  },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
