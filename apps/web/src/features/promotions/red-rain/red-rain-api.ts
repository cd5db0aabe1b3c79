import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '@app/contracts/languages';
import { rewardRoutes } from '@app/contracts/reward-routes';
import type { RedRainOpenResult, RedRainState } from '@app/contracts/rewards';
import { call } from '@/shared/api/call';
import { isApiError } from '@/shared/api/client';
import { sessionKeys } from '@/shared/api/session-keys';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';
import { clockOffset } from './server-clock';

/** The rain as the server described it, and how far the server's clock is from this device's. */
export type RainSnapshot = { state: RedRainState; offsetMs: number };

export const redRainKeys = {
  state: (token: string, language: Language) =>
    [...sessionKeys.scope(token), 'rewards', 'redRain', language] as const,
};

/** GET the rain's state; the offset is taken from the server's time at the call's midpoint. */
export async function getRedRainState(
  language: Language,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<RainSnapshot> {
  const sentAt = now();
  const state = await call(
    rewardRoutes.redRainState,
    { query: { language: toApiLanguage(language) } },
    { signal },
  );
  return { state, offsetMs: clockOffset(state.serverTime, sentAt, now()) };
}

export function useRedRainState(enabled: boolean) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: redRainKeys.state(token, language),
    queryFn: ({ signal }) => getRedRainState(language, signal),
    enabled: enabled && token !== '',
    // Sessions start and end by the clock: always ask again when the screen opens.
    staleTime: 0,
  });
}

/** Failures a retry may heal. The same tap id makes a retry safe: it never pays twice. */
const retryable = (error: unknown) =>
  !isApiError(error) || ['NETWORK', 'SYSTEM_ERROR', 'RATE_LIMITED'].includes(error.errorCode);

/** Waits before each retry of a tap (milliseconds). */
export const openRetryDelays = [400, 1200, 2500] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST redRainOpen for one tap. A network failure (or a server error) is retried with the SAME
 * tap id, so a tap whose answer was lost is answered with the envelope it already opened.
 */
export async function openEnvelope(
  sessionId: number,
  tapId: string,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<RedRainOpenResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call(rewardRoutes.redRainOpen, { params: { sessionId }, body: { tapId } });
    } catch (error) {
      const delay = openRetryDelays[attempt];
      if (delay === undefined || !retryable(error)) throw error;
      await wait(delay);
    }
  }
}

/**
 * After money came in: the balance (the wallet feature's `walletKeys.wallet`) and the reward
 * centre (`rewardKeys.centre` of ../rewards), by their keys under the session's scope.
 */
export function useRefreshAfterPayout() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useCallback(() => {
    const scope = sessionKeys.scope(token);
    void client.invalidateQueries({ queryKey: [...scope, 'wallet'] });
    void client.invalidateQueries({ queryKey: [...scope, 'rewards', 'centre'] });
  }, [client, token]);
}
