import { rewardRoutes } from '@app/contracts/reward-routes';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { call } from './call';

/**
 * The footer's promotion dot (spec section 2: "A dot marks unclaimed promotions"), from
 * rewardSummary: on while the member has something to claim. Loaded on its own once the page is
 * idle (promotion-dot.ts), so none of it is part of any screen's first load. No zod here: the
 * row comes from the zod-free reward-routes.ts.
 */

/** Coming back to the app after this long asks again (a friend's deposit, a new day's check-in). */
export const summaryRefreshAfterMs = 60_000;

let lastAsked = 0;

/** Asks rewardSummary for the session of `token` and sets the dot; a failure leaves it as it is. */
export async function refreshPromotionDot(token: string): Promise<void> {
  lastAsked = Date.now();
  try {
    const { claimable } = await call(rewardRoutes.rewardSummary);
    // The answer of a session that ended meanwhile is not this player's.
    if (useSessionStore.getState().session?.token === token)
      usePromotionDotStore.getState().setHasUnclaimed(claimable > 0);
  } catch {
    // No alert (like the unread counters): the next visit asks again.
  }
}

/** Asks now, and again when the app comes back into view after a while. Returns the stop. */
export function watchPromotionDot(token: string): () => void {
  void refreshPromotionDot(token);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastAsked >= summaryRefreshAfterMs)
      void refreshPromotionDot(token);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
