import {
  allowsContractPrompts as contractPromptType,
  isAgentType,
  isTrialType,
} from '@app/contracts/member-types';
import { paths } from './paths';

/**
 * THE role module (spec sections 4 and 6). Screens ask it; no other file compares member types.
 * Built on the contract's type rules (`@app/contracts/member-types`); a session is what the
 * session store holds, or null for a guest.
 */
export type RoleSession = { type: number } | null | undefined;

export const isGuest = (session: RoleSession): boolean => !session;
/** Trial (free play) accounts, type 4. */
export const isTrial = (session: RoleSession): boolean => !!session && isTrialType(session.type);
/** Any logged-in account that is not a trial account. */
export const isMember = (session: RoleSession): boolean => !!session && !isTrialType(session.type);
/** Spec section 6: an agent is a type not in 0, 4, 40. */
export const isAgent = (session: RoleSession): boolean => !!session && isAgentType(session.type);

export type FeatureDecision = 'allowed' | 'login' | 'freeReject';

/**
 * Real-money features: deposit, withdraw, inbox and live chat (spec section 6). Guests log in
 * first; trial accounts (type 4) get free_reject. Spec 6 also says types 0, 1, 2 "pass the
 * free-play block"; we do not read that as shutting the real member variants 40, 41 and 42 out
 * of their own money (docs/decisions/0018): only play-money accounts are blocked.
 */
export function canUseRealMoneyFeature(session: RoleSession): FeatureDecision {
  if (!session) return 'login';
  return isTrialType(session.type) ? 'freeReject' : 'allowed';
}

/** Spec section 6: trial accounts (and guests) fetch no unread counts. The gate for every
 * unread-count call (announcements, inbox, chat). */
export const fetchesUnreadCounts = (session: RoleSession): boolean =>
  !!session && !isTrialType(session.type);

/** Spec section 6: contract prompts (daily salary, dividend, hourly) only for types not in
 * 4, 40, 41, 42; never for guests. */
export const allowsContractPrompts = (session: RoleSession): boolean =>
  !!session && contractPromptType(session.type);

/** Spec section 2, Side menu: VIP bonus when logged out or the member has VIP. */
export const showsVipEntry = (loggedIn: boolean, vip: boolean): boolean => !loggedIn || vip;

/** Spec section 2, Side menu: refer and earn when logged out or REFERRAL is enabled. */
export const showsReferralEntry = (loggedIn: boolean, referralEnabled: boolean): boolean =>
  !loggedIn || referralEnabled;

/** The member-centre prompt to register (spec section 6, trial). */
export const showsRegisterPrompt = (session: RoleSession): boolean => isTrial(session);

export type AffiliateTarget = { kind: 'navigate'; to: string } | { kind: 'comingSoon' };

/**
 * Affiliate click (spec section 4): no session -> /m/login; a type not in 0, 4, 40 (an agent) ->
 * /m/agentRegister; REFERRAL enabled -> /m/inviteFriends; otherwise a 1 s coming-soon notice.
 * We follow this primary reading, not the "one source" that skips the agent step.
 */
export function affiliateClickTarget(
  session: RoleSession,
  referralEnabled: boolean,
): AffiliateTarget {
  if (!session) return { kind: 'navigate', to: paths.login() };
  if (isAgentType(session.type)) return { kind: 'navigate', to: paths.agentRegister() };
  if (referralEnabled) return { kind: 'navigate', to: paths.inviteFriends() };
  return { kind: 'comingSoon' };
}
