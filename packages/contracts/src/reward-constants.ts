/**
 * Rewards (issue 16): the reward centre's states and kinds, the check-in cycle and the red
 * envelope rain's rules, shared by the player app, the console and the server. Zod-free so the
 * player app can use them at run time; rewards.ts builds the schemas from them.
 */

/**
 * Spec section 4, "Activity or promotion status labels", in the spec's order:
 * - JOIN: the member may take part and has not (deposit with the bonus, open the rain, apply);
 * - CLAIM: a reward is ready to take (a check-in today, a referral reward, a gift);
 * - APPLYING: a claim that waits for the operator's approval;
 * - CLOSED: over (deadline passed, bonus expired or forfeited, welcome bonus no longer open);
 * - REJECTED: the operator refused the claim (with a reason);
 * - ISSUED: the operator approved the claim and it was paid;
 * - CLAIMED: the member took it and it was paid;
 * - PROCESSING: bonus money under a wagering requirement;
 * - SIGNED: checked in today;
 * - COMING_SOON: starts later (the next rain, an event not started).
 */
export const rewardStatuses = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESSING',
  'SIGNED',
  'COMING_SOON',
] as const;
export type RewardStatus = (typeof rewardStatuses)[number];

/** Where a reward centre item comes from. */
export const rewardKinds = ['DEPOSIT_BONUS', 'CHECK_IN', 'RED_RAIN', 'REFERRAL', 'EVENT'] as const;
export type RewardKind = (typeof rewardKinds)[number];

/**
 * What the item's button does:
 * - DEPOSIT: open the deposit screen with this bonus chosen (`depositPromoId`);
 * - CLAIM: POST rewardClaim with the item's key (paid at once, or APPLYING when it needs approval);
 * - CHECK_IN: POST rewardCheckIn;
 * - RED_RAIN: open /m/redRain;
 * - FORFEIT: give up a bonus under wagering (POST bonusForfeit with `bonusId`), after a confirm.
 */
export const rewardActions = ['DEPOSIT', 'CLAIM', 'CHECK_IN', 'RED_RAIN', 'FORFEIT'] as const;
export type RewardAction = (typeof rewardActions)[number];

/** Statuses that put the footer's promotion dot on (spec 2: "A dot marks unclaimed promotions"). */
export const claimableStatuses: readonly RewardStatus[] = ['CLAIM'];

/** Bonus money under a wagering requirement, and what happened to it. */
export const bonusStatuses = ['ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** Claims of event and referral rewards. */
export const claimStatuses = ['CLAIMABLE', 'APPLYING', 'ISSUED', 'REJECTED', 'CLAIMED'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** The daily check-in runs in cycles of seven days; a missed day starts the streak again. */
export const CHECK_IN_CYCLE_DAYS = 7;

/** A console's rejection reason, and what the member reads. */
export const REWARD_REASON_MAX = 200;

/** A tap's id: retrying the same tap never opens a second envelope. */
export const RED_RAIN_TAP_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
