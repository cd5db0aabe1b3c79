import { useEffect } from 'react';
import { routes } from '@app/contracts/routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionRenewIntervalMs } from '@/shared/lib/timings';
import { call } from './call';

const lastRenewed = new Map<string, number>();

/** Test hook: forget when sessions were renewed. */
export function resetRenewals(): void {
  lastRenewed.clear();
}

/**
 * Session renewal on home when logged in (spec section 7): at most once per token per interval
 * (so once per app start and then every 10 minutes of coming back home). A SESSION_EXPIRED
 * answer logs the player out locally (the client does that for every call). A keep-alive with
 * nothing to show or cache, so a plain call rather than a mutation (home's first bundle stays
 * without the mutation code).
 */
export function useSessionRenewal(): void {
  const token = useSessionStore((s) => s.session?.token);
  useEffect(() => {
    if (!token) return;
    const now = Date.now();
    const last = lastRenewed.get(token);
    if (last !== undefined && now - last < sessionRenewIntervalMs) return;
    lastRenewed.set(token, now);
    call(routes.sessionRenew).catch(() => {
      // Network trouble: try again next time home opens. Expiry is handled by the client.
      lastRenewed.delete(token);
    });
  }, [token]);
}
