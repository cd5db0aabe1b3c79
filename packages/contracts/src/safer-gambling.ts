import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import { apiLanguageSchema } from './languages';
import type { opsRoutes } from './ops-routes';
import {
  exclusionPeriods,
  historyKinds,
  limitPeriods,
  playBlockKinds,
  protectionEvents,
  realityCheckChoices,
  saferGamblingFeatures,
  sessionLimitChoices,
  timeOutPeriods,
} from './safer-gambling-constants';
import type { saferGamblingRoutes } from './safer-gambling-routes';

export * from './safer-gambling-constants';

/**
 * Safer gambling (issue 18, decision 0042): deposit, loss and session limits, reality checks,
 * time-out, self-exclusion, the net position and the account history. Amounts in answers are
 * major units with 2 decimals; typed amounts travel as strings (money.ts parses them once).
 * Every rule is the server's: the screens only show what it answers.
 */

const isoDateTime = z.iso.datetime({ offset: true });
/** A typed amount: the service parses it and answers AMOUNT_INVALID when it is not a positive one. */
const typedAmount = z.string().max(32);
const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(20);
const id = z.coerce.number<number>().int().min(1).max(2_147_483_647);
/** One of a few whole numbers: literals, so a generator of valid inputs can build one. */
const oneOf = <T extends readonly [number, ...number[]]>(choices: T) =>
  z.union(
    choices.map((c) => z.literal(c)) as unknown as [
      z.ZodLiteral<T[number]>,
      ...z.ZodLiteral<T[number]>[],
    ],
  );

// ---------------------------------------------------------------- error details

/** The envelope's `value` when a protection says no (DEPOSIT_LIMIT_EXCEEDED, TIMED_OUT...). */
export const saferGamblingErrorDetailsSchema = z.object({
  /** Deposit limits: what may still be deposited in the period's window. */
  remaining: z.number().optional(),
  period: z.enum(limitPeriods).optional(),
  /** When play or deposits open again (absent: never, a permanent self-exclusion). */
  until: isoDateTime.optional(),
  kind: z.enum(playBlockKinds).optional(),
});
export type SaferGamblingErrorDetails = z.infer<typeof saferGamblingErrorDetailsSchema>;

// ---------------------------------------------------------------- what the operator offers

export const saferGamblingFeaturesSchema = z.object(
  Object.fromEntries(saferGamblingFeatures.map((f) => [f, z.boolean()])) as Record<
    (typeof saferGamblingFeatures)[number],
    z.ZodBoolean
  >,
);
export type SaferGamblingFeatures = z.infer<typeof saferGamblingFeaturesSchema>;

export const supportLinkSchema = z.object({ name: z.string(), url: z.string() });
export type SupportLink = z.infer<typeof supportLinkSchema>;

/** GET .../saferGambling/info (guests too). */
export const saferGamblingInfoSchema = z.object({
  features: saferGamblingFeaturesSchema,
  /** Organisations that help, configured by the operator. */
  supportLinks: z.array(supportLinkSchema),
  /** The 18+ sign. */
  minimumAge: z.number().int(),
});
export type SaferGamblingInfo = z.infer<typeof saferGamblingInfoSchema>;

// ---------------------------------------------------------------- the member's state

export const limitStateSchema = z.object({
  period: z.enum(limitPeriods),
  /** In force now; null: no limit. */
  amount: z.number().nullable(),
  /** A raise or a removal waiting out its cooling-off: the new amount (null: removal) and when. */
  pending: z.object({ amount: z.number().nullable(), effectiveAt: isoDateTime }).nullable(),
  /** Deposited (deposit limits: the rolling window) or lost (loss limits: this day, week, month). */
  used: z.number(),
  /** amount - used, never below 0; null without a limit. */
  remaining: z.number().nullable(),
  /** Loss limits: when this window ends; deposit limits (rolling): null. */
  resetsAt: isoDateTime.nullable(),
});
export type LimitState = z.infer<typeof limitStateSchema>;

/** What stops play now (or deposits too: time-out and self-exclusion). */
export const playBlockSchema = z.object({
  kind: z.enum(playBlockKinds),
  since: isoDateTime,
  /** null: for good (a permanent self-exclusion). */
  until: isoDateTime.nullable(),
});
export type PlayBlock = z.infer<typeof playBlockSchema>;

export const netPositionSchema = z.object({
  /** Payouts minus stakes in the running play session (0 when none runs). */
  session: z.number(),
  /** Payouts minus stakes today (the operator's day). */
  today: z.number(),
});
export type NetPosition = z.infer<typeof netPositionSchema>;

/** GET .../saferGambling. */
export const saferGamblingStateSchema = z.object({
  features: saferGamblingFeaturesSchema,
  /** One per period, in limitPeriods order. */
  depositLimits: z.array(limitStateSchema),
  lossLimits: z.array(limitStateSchema),
  sessionLimit: z.object({
    minutes: z.number().int().nullable(),
    pending: z
      .object({ minutes: z.number().int().nullable(), effectiveAt: isoDateTime })
      .nullable(),
  }),
  realityCheckMinutes: z.number().int(),
  /** A time-out or self-exclusion first, else a loss or session limit reached; null: play is open. */
  block: playBlockSchema.nullable(),
  net: netPositionSchema,
  /** The tools were shown after registration. */
  introSeen: z.boolean(),
});
export type SaferGamblingState = z.infer<typeof saferGamblingStateSchema>;

export const limitBodySchema = z.object({
  period: z.enum(limitPeriods),
  /** null removes the limit (after the cooling-off). */
  amount: typedAmount.nullable(),
});
export type LimitBody = z.infer<typeof limitBodySchema>;
export const sessionLimitBodySchema = z.object({ minutes: oneOf(sessionLimitChoices).nullable() });
export const realityCheckBodySchema = z.object({ minutes: oneOf(realityCheckChoices) });
export const timeOutBodySchema = z.object({
  period: z.enum(timeOutPeriods),
  password: z.string().min(1).max(128),
});
export type TimeOutBody = z.infer<typeof timeOutBodySchema>;
export const selfExclusionBodySchema = z.object({
  period: z.enum(exclusionPeriods),
  password: z.string().min(1).max(128),
});
export type SelfExclusionBody = z.infer<typeof selfExclusionBodySchema>;

// ---------------------------------------------------------------- the play session

/** GET .../playSession: what the reality check and the game frame's bar show. */
export const playSessionSchema = z.object({
  /** null: no session runs (none yet, or it lapsed after PLAY_SESSION_IDLE_MINUTES idle). */
  startedAt: isoDateTime.nullable(),
  /** Whole minutes played in this session. */
  minutes: z.number().int(),
  rounds: z.number().int(),
  stakes: z.number(),
  net: netPositionSchema,
  realityCheckMinutes: z.number().int(),
  /** When the next reality check is due (null when no session runs). */
  nextCheckAt: isoDateTime.nullable(),
  block: playBlockSchema.nullable(),
  /** The server's clock, so the client schedules against it. */
  now: isoDateTime,
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const realityCheckAnswerBodySchema = z.object({ choice: z.enum(['CONTINUE', 'STOP']) });

// ---------------------------------------------------------------- account history

export const accountHistoryQuerySchema = z.object({
  /**
   * Dates (YYYY-MM-DD), inclusive, at most ACCOUNT_HISTORY_DAYS back: the member's own calendar
   * days when `utcOffsetMinutes` says where the member is, else the operator's.
   */
  from: z.iso.date(),
  to: z.iso.date(),
  /** The member's offset from UTC in minutes east (Cambodia: 420), as the member's device has it. */
  utcOffsetMinutes: z.coerce.number<number>().int().min(-840).max(840).optional(),
  kind: z.enum(historyKinds).optional(),
  pageNo,
  pageSize,
  language: apiLanguageSchema.optional(),
});
export type AccountHistoryQuery = z.input<typeof accountHistoryQuerySchema>;
export const accountHistoryCsvQuerySchema = accountHistoryQuerySchema.omit({
  pageNo: true,
  pageSize: true,
});

export const accountHistoryRowSchema = z.object({
  at: isoDateTime,
  kind: z.enum(historyKinds),
  reference: z.string(),
  /** The game's name, the method, or the bonus. */
  description: z.string(),
  /** Money in (+) or out (-) of the member's balance, as it moved (pending withdrawals are held). */
  amount: z.number(),
  status: z.string(),
});
export type AccountHistoryRow = z.infer<typeof accountHistoryRowSchema>;
export const accountHistoryPageSchema = z.object({
  list: z.array(accountHistoryRowSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AccountHistoryPage = z.infer<typeof accountHistoryPageSchema>;

// ---------------------------------------------------------------- the console (read-only)

export const protectionHistoryEntrySchema = z.object({
  at: isoDateTime,
  event: z.enum(protectionEvents),
  /** What changed, in words for the console (e.g. "DAY 50.00 -> 100.00 from 2026-11-30T10:00Z"). */
  detail: z.string(),
});
export const opsMemberProtectionsSchema = z.object({
  state: saferGamblingStateSchema,
  history: z.array(protectionHistoryEntrySchema),
});
export type OpsMemberProtections = z.infer<typeof opsMemberProtectionsSchema>;

// ---------------------------------------------------------------- rows

const done = z.object({ done: z.literal(true) });

export const saferGamblingSchemas = {
  saferGamblingInfo: {
    area: 'saferGambling',
    summary:
      'Which safer-gambling tools the operator offers, support organisations, the minimum age.',
    response: saferGamblingInfoSchema,
  },
  saferGambling: {
    area: 'saferGambling',
    summary:
      "The member's limits (in force, pending, used), reality check, break or block, net position.",
    response: saferGamblingStateSchema,
  },
  saferGamblingDepositLimit: {
    area: 'saferGambling',
    summary:
      'Set a deposit limit: lower at once; a raise or removal after 24 hours of cooling-off.',
    body: limitBodySchema,
    response: saferGamblingStateSchema,
  },
  saferGamblingLossLimit: {
    area: 'saferGambling',
    summary: 'Set a loss limit: lower at once; a raise or removal after 24 hours of cooling-off.',
    body: limitBodySchema,
    response: saferGamblingStateSchema,
  },
  saferGamblingSessionLimit: {
    area: 'saferGambling',
    summary:
      'Set the session limit: shorter at once; longer or none after 24 hours of cooling-off.',
    body: sessionLimitBodySchema,
    response: saferGamblingStateSchema,
  },
  saferGamblingRealityCheck: {
    area: 'saferGambling',
    summary: 'Choose the reality check interval (15, 30 or 60 minutes).',
    body: realityCheckBodySchema,
    response: saferGamblingStateSchema,
  },
  saferGamblingTimeOut: {
    area: 'saferGambling',
    summary:
      'Take a break of 24 hours, 7 or 30 days at once (login password, encrypted); not undone early.',
    body: timeOutBodySchema,
    response: saferGamblingStateSchema,
  },
  saferGamblingSelfExclusion: {
    area: 'saferGambling',
    summary:
      'Self-exclude for 6 months, 1 or 5 years or for good (login password, encrypted); not undone early.',
    body: selfExclusionBodySchema,
    response: saferGamblingStateSchema,
  },
  saferGamblingIntroSeen: {
    area: 'saferGambling',
    summary: 'The tools were shown after registration.',
    response: done,
  },
  playSession: {
    area: 'saferGambling',
    summary: 'The running play session: minutes, rounds, net win or loss, the next reality check.',
    response: playSessionSchema,
  },
  realityCheckAnswer: {
    area: 'saferGambling',
    summary: 'Answer a reality check: continue (the next is scheduled) or stop.',
    body: realityCheckAnswerBodySchema,
    response: playSessionSchema,
  },
  accountHistory: {
    area: 'saferGambling',
    summary: 'Deposits, withdrawals, rounds and bonuses in a date range, newest first, paged.',
    query: accountHistoryQuerySchema,
    response: accountHistoryPageSchema,
  },
  accountHistoryCsv: {
    area: 'saferGambling',
    summary: 'The account history of a date range as a CSV file (text/csv, not the envelope).',
    query: accountHistoryCsvQuerySchema,
    response: z.string(),
  },
} as const satisfies { [K in keyof typeof saferGamblingRoutes]: EndpointSchemas };

export const opsSaferGamblingSchemas = {
  opsMemberProtections: {
    area: 'saferGambling',
    summary:
      "A member's protections and their history (read-only: no one lifts an exclusion early).",
    params: z.object({ id }),
    response: opsMemberProtectionsSchema,
  },
} as const satisfies { [K in keyof typeof opsRoutes & 'opsMemberProtections']: EndpointSchemas };
