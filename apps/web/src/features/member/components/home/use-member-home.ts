import { useState } from 'react';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSystemStatus } from '@/shared/api/get-status';
import { useUnreadCounts } from '@/shared/api/unread-counts';
import { readPlatformEnv } from '@/shared/lib/platform';
import { isTrial } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { useMemberInfo } from '../../api/get-member-info';
import { useMemberVip } from '../../api/member-vip';
import { memberCentreLayout } from '../../lib/member-centre-layout';
import { memberHomeEntries } from '../../lib/member-home-entries';

/** Everything the member centre shows, from the session, member info, status and settings. */
export function useMemberHome() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const { data: member } = useMemberInfo();
  const { data: status } = useSystemStatus();
  const { data: settings } = useConsolidatedSettings();
  const trial = isTrial(session);
  // Trial accounts play with play money: they earn no VIP, so nothing is asked or shown.
  const vip = useMemberVip({ enabled: !trial });
  // The messages entry shows the unread total (spec 3, Counters; none for trial accounts).
  const unread = useUnreadCounts().total;
  const [installed] = useState(() => {
    try {
      return readPlatformEnv().standalone;
    } catch {
      return false;
    }
  });
  const entries = memberHomeEntries({
    session,
    whitelabel: status?.info.whitelabel ?? {},
    vip: member?.vip === true,
    referralEnabled: settings?.promos.REFERRAL.enabled ?? false,
    installed,
  });
  return {
    layout: memberCentreLayout(status?.info.mobileTemplate),
    member,
    name: member?.nickname || member?.account || session?.userName || '',
    // The VIP label of member info; trial accounts are labelled as such (like the header's).
    label: trial ? t('account.trialLabel') : (member?.clubLabel?.labelName ?? null),
    trial,
    vip: trial ? null : vip,
    entries,
    symbol: settings?.currency.symbol ?? '',
    unread,
  };
}
export type MemberHome = ReturnType<typeof useMemberHome>;
