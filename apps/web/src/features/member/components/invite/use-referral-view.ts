import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { isAgent, isTrial } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';

export type ReferralAccess = 'trial' | 'unavailable' | 'open';

/**
 * Who sees refer and earn (spec sections 4 and 6): a trial account is asked to register (it
 * refers nobody); a member while the REFERRAL promotion is off sees that it is unavailable (the
 * affiliate click shows "coming soon" then; opened by its address it says so too); agents always
 * have their affiliate code.
 */
export function referralAccess(
  session: { type: number } | null,
  referralEnabled: boolean,
): ReferralAccess {
  if (isTrial(session)) return 'trial';
  if (!referralEnabled && !isAgent(session)) return 'unavailable';
  return 'open';
}

export function useReferralView() {
  const session = useSessionStore((s) => s.session);
  const { data: settings } = useConsolidatedSettings();
  return {
    access: referralAccess(session, settings?.promos.REFERRAL.enabled ?? true),
    currencySymbol: settings?.currency.symbol ?? '',
  };
}
