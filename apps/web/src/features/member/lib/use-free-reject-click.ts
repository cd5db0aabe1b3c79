import type { MouseEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';

/**
 * For the member centre's links to real-money screens (deposit, withdraw, the record, feedback):
 * a trial account gets free_reject at once and stays (spec section 6), as in the header's panel;
 * the route guard is the backstop for typed URLs.
 */
export function useFreeRejectClick() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  return (event: MouseEvent) => {
    if (canUseRealMoneyFeature(session) !== 'freeReject') return;
    event.preventDefault();
    showToast({
      message: t('account.freeReject'),
      kind: 'error',
      durationMs: toastDurations.short,
    });
  };
}
