import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import { apiLanguageSchema } from './languages';
import type { opsRoutes } from './ops-routes';
import {
  claimStatuses,
  RED_RAIN_TAP_ID_PATTERN,
  REWARD_REASON_MAX,
  rewardActions,
  rewardKinds,
  rewardStatuses,
} from './reward-constants';
import type { rewardRoutes } from './reward-routes';

export * from './reward-constants';

/**
 * Rewards (issue 16): the member's rows (reward-routes.ts) and the console's (ops-routes.ts, the
 * rewards block; joined in endpoints.ts). Amounts are major units with 2 decimals; the server
 * keeps integer minor units and moves money only through the ledger.
 */

const isoDate = z.string().datetime({ offset: true });
const id = z.coerce.number<number>().int().min(1).max(2_147_483_647);
const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);

/** Wagering: valid turnover needed and done so far. */
export const wageringSchema = z.object({
  required: z.number(),
  done: z.number(),
});
export type Wagering = z.infer<typeof wageringSchema>;

export const rewardItemSchema = z.object({
  /**
   * Stable per item: `deposit:<promoId>`, `bonus:<bonusId>`, `check-in`, `red-rain`,
   * `event:<code>`, `claim:<claimId>`. rewardClaim takes it back.
   */
  key: z.string(),
  kind: z.enum(rewardKinds),
  status: z.enum(rewardStatuses),
  /** The button's action, or null when the state allows none. */
  action: z.enum(rewardActions).nullable(),
  title: z.string(),
  /** The conditions, in the member's language (plain text). */
  summary: z.string(),
  /** The reward: a fixed amount, the bonus credited, or null when it depends (a percentage). */
  amount: z.number().nullable(),
  startsAt: isoDate.nullable(),
  /** The deadline: claim or wager before it. Null: no end. */
  endsAt: isoDate.nullable(),
  /** The promotion (content type PR) this item belongs to, for the promotion detail's buttons. */
  announcementId: z.number().int().nullable(),
  /** DEPOSIT: the deposit promotion to choose on the deposit screen. */
  depositPromoId: z.number().int().nullable(),
  /** FORFEIT and PROCESSING: the bonus under wagering. */
  bonusId: z.number().int().nullable(),
  /** PROCESSING: the wagering requirement and progress. */
  wagering: wageringSchema.nullable(),
  /** REJECTED: the operator's reason, shown to the member. */
  reason: z.string().nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const checkInDaySchema = z.object({
  /** 1..7, the day of the cycle. */
  day: z.number().int(),
  amount: z.number(),
  signed: z.boolean(),
  /** The day a check-in now would be. */
  today: z.boolean(),
});

export const checkInCalendarSchema = z.object({
  /** Consecutive days checked in, up to today (or yesterday when today is still open). */
  streak: z.number().int(),
  checkedInToday: z.boolean(),
  /** Today in the operator's time zone, YYYY-MM-DD. */
  today: z.string(),
  days: z.array(checkInDaySchema),
});
export type CheckInCalendar = z.infer<typeof checkInCalendarSchema>;

export const rewardCentreQuerySchema = z.object({ language: apiLanguageSchema.optional() });

export const rewardCentreSchema = z.object({
  currency: z.string(),
  /** Claimable items first, then running, then the rest; each by its promotion's order. */
  items: z.array(rewardItemSchema),
  /** Items whose status is CLAIM. */
  claimable: z.number().int(),
  checkIn: checkInCalendarSchema,
  /** Bonus money locked by wagering: not withdrawable yet. */
  locked: z.number(),
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

export const rewardSummarySchema = z.object({ claimable: z.number().int() });
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

export const rewardClaimBodySchema = z.object({
  key: z.string().min(1).max(80),
  language: apiLanguageSchema.optional(),
});

export const checkInResultSchema = z.object({
  /** What today's check-in paid. */
  amount: z.number(),
  calendar: checkInCalendarSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const bonusForfeitResultSchema = z.object({
  /** The bonus money removed (what was left of it). */
  removed: z.number(),
});

export const redRainSessionSchema = z.object({
  id: z.number().int(),
  startsAt: isoDate,
  endsAt: isoDate,
});
export type RedRainSession = z.infer<typeof redRainSessionSchema>;

export const redRainStateQuerySchema = z.object({ language: apiLanguageSchema.optional() });

export const redRainStateSchema = z.object({
  /** The server's time, so the countdown does not trust the phone's clock. */
  serverTime: isoDate,
  title: z.string(),
  summary: z.string(),
  /** The running session, or null. */
  current: redRainSessionSchema.nullable(),
  /** The next session after the running one (or from now). */
  next: redRainSessionSchema.nullable(),
  /** Envelopes a member may open per session. */
  maxPerMember: z.number().int(),
  /**
   * What the member opened in the running session, or when none runs in the last ended session
   * (so the results of the last rain survive a reload; empty when the member opened none there).
   */
  opened: z.array(z.object({ amount: z.number(), openedAt: isoDate })),
  /** The running session's pool is used up: no envelope has money left. */
  poolEmpty: z.boolean(),
});
export type RedRainState = z.infer<typeof redRainStateSchema>;

export const redRainOpenParamsSchema = z.object({ sessionId: id });
export const redRainOpenBodySchema = z.object({
  /** The tap's id: a retried tap answers the same envelope and pays nothing twice. */
  tapId: z.string().regex(RED_RAIN_TAP_ID_PATTERN),
});
export const redRainOpenResultSchema = z.object({
  amount: z.number(),
  /** Envelopes opened in this session, this one included. */
  opened: z.number().int(),
  left: z.number().int(),
});
export type RedRainOpenResult = z.infer<typeof redRainOpenResultSchema>;

export const rewardSchemas = {
  rewardCentre: {
    area: 'rewards',
    summary:
      'Every reward the member can take part in (deposit bonuses, bonuses under wagering, the daily check-in, the red envelope rain, referral rewards and events), each with its status label of spec section 4, its action, amount, conditions and deadline; the check-in calendar and the locked bonus money.',
    query: rewardCentreQuerySchema,
    response: rewardCentreSchema,
  },
  rewardSummary: {
    area: 'rewards',
    summary: "How many rewards can be claimed now (the footer's promotion dot).",
    response: rewardSummarySchema,
  },
  rewardClaim: {
    area: 'rewards',
    summary:
      'Claims an item by its key: paid through the ledger once (CLAIMED), or APPLYING when the promotion needs the console’s approval. Answers the item as it is now.',
    body: rewardClaimBodySchema,
    response: rewardItemSchema,
  },
  rewardCheckIn: {
    area: 'rewards',
    summary:
      "Today's check-in (the operator's day): pays the day's reward of the seven-day cycle once; a missed day starts the streak again.",
    response: checkInResultSchema,
  },
  bonusForfeit: {
    area: 'rewards',
    summary:
      'Gives up a bonus under wagering: what is left of the bonus money (at most the balance) leaves the wallet and the lock ends.',
    params: z.object({ id }),
    response: bonusForfeitResultSchema,
  },
  redRainState: {
    area: 'rewards',
    summary:
      'The red envelope rain: the running and the next session, the server time, how many envelopes a member may open and what this member opened (in the running session, or when none runs in the last ended one).',
    query: redRainStateQuerySchema,
    response: redRainStateSchema,
  },
  redRainOpen: {
    area: 'rewards',
    summary:
      "Opens one envelope of the running session: the amount is drawn on the server from the session's pool (never beyond it) and paid through the ledger; the same tap id answers the same envelope.",
    params: redRainOpenParamsSchema,
    body: redRainOpenBodySchema,
    response: redRainOpenResultSchema,
  },
} as const satisfies { [K in keyof typeof rewardRoutes]: EndpointSchemas };

// ---------------------------------------------------------------- the console (finance)

export const opsRewardClaimsQuerySchema = z.object({
  status: z.enum(claimStatuses).optional(),
  pageNo,
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
});

export const opsRewardClaimSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  /** The promotion's code and its English title. */
  code: z.string(),
  title: z.string(),
  amount: z.number(),
  status: z.enum(claimStatuses),
  reason: z.string().nullable(),
  handledBy: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type OpsRewardClaim = z.infer<typeof opsRewardClaimSchema>;

export const opsRewardClaimsPageSchema = z.object({
  list: z.array(opsRewardClaimSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const opsRewardRejectBodySchema = z.object({
  reason: z.string().trim().min(1).max(REWARD_REASON_MAX),
});

export const opsDepositPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['WELCOME', 'RELOAD']),
  title: z.string(),
  bonusPercent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  /** Valid turnover needed: this many times (bonus + deposit). */
  wagerMultiplier: z.number().int(),
  /** Days to meet it before the bonus expires. */
  wagerDays: z.number().int(),
  enabled: z.boolean(),
  /** Bonuses of this promotion under wagering now. */
  activeBonuses: z.number().int(),
});
export type OpsDepositPromotion = z.infer<typeof opsDepositPromotionSchema>;

export const opsDepositPromotionUpdateSchema = z
  .object({
    wagerMultiplier: z.number().int().min(0).max(100),
    wagerDays: z.number().int().min(1).max(365),
    enabled: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });

export const opsRedRainStartBodySchema = z.object({
  /** Minutes the session runs. */
  minutes: z.number().int().min(1).max(60),
});

export const opsRewardSchemas = {
  opsRewardClaims: {
    area: 'rewards',
    summary: 'Claims of event and referral rewards, newest first, by status (APPLYING: to decide).',
    query: opsRewardClaimsQuerySchema,
    response: opsRewardClaimsPageSchema,
  },
  opsRewardClaimApprove: {
    area: 'rewards',
    summary: 'Approves an APPLYING claim: paid through the ledger once, ISSUED.',
    params: z.object({ id }),
    response: opsRewardClaimSchema,
  },
  opsRewardClaimReject: {
    area: 'rewards',
    summary: 'Rejects an APPLYING claim with a reason the member reads: REJECTED, nothing paid.',
    params: z.object({ id }),
    body: opsRewardRejectBodySchema,
    response: opsRewardClaimSchema,
  },
  opsDepositPromotions: {
    area: 'rewards',
    summary: 'The deposit bonuses with their wagering rules.',
    response: z.object({ list: z.array(opsDepositPromotionSchema) }),
  },
  opsDepositPromotionUpdate: {
    area: 'rewards',
    summary:
      'Changes a deposit bonus: its wagering multiple, its days, on or off. Bonuses already credited keep their rules.',
    params: z.object({ id }),
    body: opsDepositPromotionUpdateSchema,
    response: opsDepositPromotionSchema,
  },
  opsRedRainStart: {
    area: 'rewards',
    summary:
      'Starts a red envelope rain session now (with the scheduled sessions’ pool and limits). While a session is running no other starts: the answer is the running session.',
    body: opsRedRainStartBodySchema,
    response: redRainSessionSchema,
  },
} as const satisfies {
  [
    K in
      | 'opsRewardClaims'
      | 'opsRewardClaimApprove'
      | 'opsRewardClaimReject'
      | 'opsDepositPromotions'
      | 'opsDepositPromotionUpdate'
      | 'opsRedRainStart'
  ]: EndpointSchemas;
};
export type OpsRewardRouteName = keyof typeof opsRewardSchemas & keyof typeof opsRoutes;
