import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import type { referralRoutes } from './referral-routes';
import { REFERRAL_FRIENDS_PAGE_MAX } from './referral-constants';

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
      "The member's referral code (made once, on first read), how many friends registered with it, how many made a first deposit, and what the member earned from them.",
    response: referralSummarySchema,
  },
  referralFriends: {
    area: 'referral',
    summary:
      'The friends who registered with the code, newest first: masked username, registration time, first deposit yes or no, and what each earned the member.',
    query: referralFriendsQuerySchema,
    response: referralFriendsPageSchema,
  },
} as const satisfies { [K in keyof typeof referralRoutes]: EndpointSchemas };
