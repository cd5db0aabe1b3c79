import type { MouseEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';

/**
 * For links to real-money screens (deposit, withdraw): a trial account gets free_reject right
 * away and stays where it is (spec section 6); the route guard is the backstop for typed URLs.
 */
export function useRealMoneyClick() {
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
