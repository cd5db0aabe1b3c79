import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import type { referralRoutes } from './referral-routes';
import { REFERRAL_FRIENDS_PAGE_MAX, referralRewardStates } from './referral-constants';

export * from './referral-constants';

export const referralSummarySchema = z.object({
  /** The member's code: what a friend types, or what the invite link carries. */
  code: z.string(),
  /** Friends who registered with the code. */
  friends: z.number().int(),
  /** Of those, friends who made a first deposit. */
  depositedFriends: z.number().int(),
  /** What the member earned from referrals, in major units (rewards are paid by the ledger). */
  earned: z.number(),
  /**
   * Referral rewards earned and not claimed yet, in major units: claim them in the reward
   * centre (issue 16). Made when a friend's first deposit qualifies, on this read at the latest.
   */
  toClaim: z.number(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralFriendsQuerySchema = z.object({
  pageNo: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(REFERRAL_FRIENDS_PAGE_MAX).default(20),
});

export const referralFriendSchema = z.object({
  /** Masked: "ne***r1". */
  username: z.string(),
  registeredAt: z.string(),
  /** The friend has made a first (successful) deposit. */
  deposited: z.boolean(),
  /** What this friend earned the member, in major units. */
  earned: z.number(),
  /** The member's reward for this friend: none (yet), ready to claim, or claimed. */
  reward: z.enum(referralRewardStates),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

export const referralFriendsPageSchema = z.object({
  list: z.array(referralFriendSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ReferralFriendsPage = z.infer<typeof referralFriendsPageSchema>;

export const referralSchemas = {
  referralSummary: {
    area: 'referral',
    summary:
      "The member's referral code (made once, on first read), how many friends registered with it, how many made a first deposit, what the member earned from them, and the referral rewards ready to claim in the reward centre (made first where missing, as the reward centre does).",
    response: referralSummarySchema,
  },
  referralFriends: {
    area: 'referral',
    summary:
      "The friends who registered with the code, newest first: masked username, registration time, first deposit yes or no, what each earned the member, and the state of the member's reward for each (none, to claim, claimed).",
    query: referralFriendsQuerySchema,
    response: referralFriendsPageSchema,
  },
} as const satisfies { [K in keyof typeof referralRoutes]: EndpointSchemas };
