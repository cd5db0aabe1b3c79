import { describe, expect, it } from 'vitest';
import {
  affiliateClickTarget,
  allowsContractPrompts,
  canUseRealMoneyFeature,
  fetchesUnreadCounts,
  isAgent,
  isGuest,
  isMember,
  isTrial,
  showsReferralEntry,
  showsRegisterPrompt,
  showsVipEntry,
} from './roles';

const s = (type: number) => ({ type });
const allTypes = [0, 1, 2, 4, 40, 41, 42];

describe('roles (spec section 6)', () => {
  it('tells guests, trial accounts, members and agents apart', () => {
    expect(isGuest(null)).toBe(true);
    expect(isGuest(undefined)).toBe(true);
    expect(isGuest(s(0))).toBe(false);
    expect(allTypes.filter((t) => isTrial(s(t)))).toEqual([4]);
    expect(isTrial(null)).toBe(false);
    expect(allTypes.filter((t) => isMember(s(t)))).toEqual([0, 1, 2, 40, 41, 42]);
    expect(isMember(null)).toBe(false);
    // An agent is a type not in 0, 4, 40.
    expect(allTypes.filter((t) => isAgent(s(t)))).toEqual([1, 2, 41, 42]);
    expect(isAgent(null)).toBe(false);
  });

  it('real-money features: guests log in, real accounts pass, trial gets free_reject', () => {
    expect(canUseRealMoneyFeature(null)).toBe('login');
    for (const t of [0, 1, 2, 40, 41, 42]) expect(canUseRealMoneyFeature(s(t))).toBe('allowed');
    expect(canUseRealMoneyFeature(s(4))).toBe('freeReject');
  });

  it('only logged-in non-trial accounts fetch unread counts', () => {
    expect(fetchesUnreadCounts(null)).toBe(false);
    expect(fetchesUnreadCounts(s(4))).toBe(false);
    for (const t of [0, 1, 2, 40, 41, 42]) expect(fetchesUnreadCounts(s(t))).toBe(true);
  });

  it('contract prompts only for types not in 4, 40, 41, 42', () => {
    expect(allTypes.filter((t) => allowsContractPrompts(s(t)))).toEqual([0, 1, 2]);
    expect(allowsContractPrompts(null)).toBe(false);
  });

  it('VIP entry when logged out or the member has VIP; referral when logged out or enabled', () => {
    expect(showsVipEntry(false, false)).toBe(true);
    expect(showsVipEntry(true, false)).toBe(false);
    expect(showsVipEntry(true, true)).toBe(true);
    expect(showsReferralEntry(false, false)).toBe(true);
    expect(showsReferralEntry(true, false)).toBe(false);
    expect(showsReferralEntry(true, true)).toBe(true);
  });

  it('shows the register prompt to trial accounts only', () => {
    expect(showsRegisterPrompt(s(4))).toBe(true);
    expect(showsRegisterPrompt(s(0))).toBe(false);
    expect(showsRegisterPrompt(null)).toBe(false);
  });
});

describe('affiliate click (spec section 4, primary reading)', () => {
  it('sends guests to login whatever the promo', () => {
    expect(affiliateClickTarget(null, true)).toEqual({ kind: 'navigate', to: '/login' });
    expect(affiliateClickTarget(null, false)).toEqual({ kind: 'navigate', to: '/login' });
  });
  it('sends types not in 0, 4, 40 to agent registration', () => {
    for (const t of [1, 2, 41, 42])
      expect(affiliateClickTarget(s(t), false)).toEqual({ kind: 'navigate', to: '/agentRegister' });
  });
  it('sends 0, 4, 40 to invite friends when REFERRAL is on, else coming soon', () => {
    for (const t of [0, 4, 40]) {
      expect(affiliateClickTarget(s(t), true)).toEqual({ kind: 'navigate', to: '/inviteFriends' });
      expect(affiliateClickTarget(s(t), false)).toEqual({ kind: 'comingSoon' });
    }
  });
});
