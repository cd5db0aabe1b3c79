import { useEffect } from 'react';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { useIdle } from '@/shared/lib/when-idle';

/**
 * Keeps the footer's promotion dot in step for a logged-in real-money member (rewards are
 * real-money only; guests and trial accounts never ask and see no dot). The call's code
 * (reward-summary.ts) is fetched once the page is idle, so it adds nothing to the home page's
 * first load; the reward centre sets the dot too whenever it loads its items.
 */
export function usePromotionDotSync(): void {
  const session = useSessionStore((s) => s.session);
  const token = session && canUseRealMoneyFeature(session) === 'allowed' ? session.token : null;
  const idle = useIdle();
  useEffect(() => {
    if (token === null) {
      usePromotionDotStore.getState().setHasUnclaimed(false);
      return;
    }
    if (!idle) return;
    let stop: (() => void) | undefined;
    let live = true;
    import('./reward-summary')
      .then((m) => {
        if (live) stop = m.watchPromotionDot(token);
      })
      // Offline or a new build: no dot this time, the next screen's idle moment tries again.
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [token, idle]);
}
