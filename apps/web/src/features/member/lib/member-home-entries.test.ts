import { describe, expect, it } from 'vitest';
import { memberHomeEntries, type MemberHomeContext } from './member-home-entries';

const member = { type: 0 };
const base: MemberHomeContext = {
  session: member,
  whitelabel: {},
  vip: false,
  referralEnabled: false,
  installed: false,
};
const keys = (ctx: Partial<MemberHomeContext>) =>
  memberHomeEntries({ ...base, ...ctx }).map((e) => e.key);

describe('memberHomeEntries', () => {
  it('a plain member: the always-on entries, in order', () => {
    expect(keys({})).toEqual([
      'deposit',
      'withdraw',
      'transactionRecord',
      'myAccount',
      'securityCenter',
      'saferGambling',
      'messages',
      'feedback',
      'appDownload',
      'settings',
    ]);
  });

  it('bet record only with TRANSBETREPMEM3', () => {
    expect(keys({ whitelabel: { TRANSBETREPMEM3: true } })).toContain('betRecord');
    expect(keys({ whitelabel: { TRANSBETREPMEM3: false } })).not.toContain('betRecord');
  });

  it('VIP only when the member has VIP', () => {
    expect(keys({ vip: true })).toContain('vip');
    expect(keys({ vip: false })).not.toContain('vip');
  });

  it('refer and earn by REFERRAL and the affiliate-click rule', () => {
    const refer = (ctx: Partial<MemberHomeContext>) =>
      memberHomeEntries({ ...base, ...ctx }).find((e) => e.key === 'refer');
    expect(refer({ referralEnabled: false })).toBeUndefined();
    expect(refer({ referralEnabled: true })?.to).toBe('/inviteFriends');
    // Trial accounts (4) and type 40 are non-agents: invite friends.
    expect(refer({ referralEnabled: true, session: { type: 4 } })?.to).toBe('/inviteFriends');
    expect(refer({ referralEnabled: true, session: { type: 40 } })?.to).toBe('/inviteFriends');
    // An agent goes to agent registration (spec section 4).
    expect(refer({ referralEnabled: true, session: { type: 1 } })?.to).toBe('/agentRegister');
    expect(refer({ referralEnabled: false, session: { type: 1 } })).toBeUndefined();
  });

  it('no app download inside the installed app', () => {
    expect(keys({ installed: true })).not.toContain('appDownload');
  });

  it('deposit, withdraw, the record and feedback are the real-money entries', () => {
    const realMoney = memberHomeEntries({ ...base, session: { type: 4 } })
      .filter((e) => e.realMoney)
      .map((e) => e.key);
    expect(realMoney).toEqual(['deposit', 'withdraw', 'transactionRecord', 'feedback']);
  });

  it('every entry links to a route', () => {
    const all = memberHomeEntries({
      ...base,
      whitelabel: { TRANSBETREPMEM3: true },
      vip: true,
      referralEnabled: true,
    });
    expect(all).toHaveLength(13);
    expect(all.map((e) => e.to)).toEqual([
      '/voucherCenter',
      '/withdraw',
      '/transaction/record',
      '/gameRecord',
      '/member/benefits',
      '/inviteFriends',
      '/myAccount/index',
      '/securityCenter',
      '/saferGambling',
      '/message',
      '/feedback',
      '/app',
      '/set',
    ]);
  });
});
