/**
 * Referral constants the web app needs at run time (zod-free, like cashier-constants.ts).
 */

/** The most friends one page of GET /wps/member/referral/friends holds. */
export const REFERRAL_FRIENDS_PAGE_MAX = 50;

/**
 * Referral codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), upper case.
 * Agents' affiliate codes (members.affiliate_code) may look otherwise; both register a friend.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/** The register page reads the code from either query parameter (the link uses the first). */
export const REFERRAL_LINK_PARAMS = ['affiliateCode', 'code'] as const;

/**
 * A referred friend's reward for the member (issue 16): NONE (not earned: no qualifying first
 * deposit yet, or the promotion ended before it was claimed), TO_CLAIM (ready in the reward
 * centre), CLAIMED (paid).
 */
export const referralRewardStates = ['NONE', 'TO_CLAIM', 'CLAIMED'] as const;
export type ReferralRewardState = (typeof referralRewardStates)[number];
