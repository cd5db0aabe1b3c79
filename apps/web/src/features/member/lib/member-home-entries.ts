import { paths } from '@/shared/lib/paths';
import {
  affiliateClickTarget,
  showsReferralEntry,
  showsVipEntry,
  type RoleSession,
} from '@/shared/lib/roles';

export type MemberHomeEntryKey =
  | 'myAccount'
  | 'securityCenter'
  | 'saferGambling'
  | 'betRecord'
  | 'vip'
  | 'refer'
  | 'transactionRecord'
  | 'deposit'
  | 'withdraw'
  | 'feedback'
  | 'appDownload'
  | 'settings'
  | 'messages';

export type MemberHomeEntry = {
  key: MemberHomeEntryKey;
  to: string;
  /** Deposit, withdraw, the record, feedback: a trial account gets free_reject on the click. */
  realMoney: boolean;
};

export type MemberHomeContext = {
  session: RoleSession;
  /** Whitelabel flags of the status payload (TRANSBETREPMEM3: the bet record). */
  whitelabel: Readonly<Record<string, boolean>>;
  /** Member info says the member has VIP. */
  vip: boolean;
  /** The REFERRAL promotion is enabled. */
  referralEnabled: boolean;
  /** Running as an installed app (PWA, web clip): no app download entry. */
  installed: boolean;
};

/**
 * The member centre's entries (spec sections 2 and 6), in the order both layouts show them: the
 * side menu's rules for the bet record (TRANSBETREPMEM3), VIP (the member has VIP) and refer and
 * earn (REFERRAL, then the affiliate-click rule of section 4: an agent goes to agent
 * registration; with REFERRAL off the entry is hidden, like the side menu's); real-money entries
 * stay visible to trial accounts, whose click is refused with free_reject.
 */
export function memberHomeEntries(ctx: MemberHomeContext): MemberHomeEntry[] {
  const loggedIn = !!ctx.session;
  const affiliate = affiliateClickTarget(ctx.session, ctx.referralEnabled);
  const entries: (MemberHomeEntry | false)[] = [
    { key: 'deposit', to: paths.deposit(), realMoney: true },
    { key: 'withdraw', to: paths.withdraw(), realMoney: true },
    { key: 'transactionRecord', to: paths.transactionRecord(), realMoney: true },
    ctx.whitelabel.TRANSBETREPMEM3 === true && {
      key: 'betRecord',
      to: paths.gameRecord(),
      realMoney: false,
    },
    showsVipEntry(loggedIn, ctx.vip) && {
      key: 'vip',
      to: paths.memberBenefits(),
      realMoney: false,
    },
    showsReferralEntry(loggedIn, ctx.referralEnabled) &&
      affiliate.kind === 'navigate' && { key: 'refer', to: affiliate.to, realMoney: false },
    { key: 'myAccount', to: paths.myAccount(), realMoney: false },
    { key: 'securityCenter', to: paths.securityCenter(), realMoney: false },
    // Issue 18: limits, breaks and where help is (its screen prompts a trial account itself).
    { key: 'saferGambling', to: paths.saferGambling(), realMoney: false },
    { key: 'messages', to: paths.message(), realMoney: false },
    { key: 'feedback', to: paths.feedback(), realMoney: true },
    !ctx.installed && { key: 'appDownload', to: paths.app(), realMoney: false },
    { key: 'settings', to: paths.settings(), realMoney: false },
  ];
  return entries.filter((e): e is MemberHomeEntry => e !== false);
}
