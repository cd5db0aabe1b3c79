import { skipToken, useQuery } from '@tanstack/react-query';
import type { SaferGamblingInfo, SaferGamblingState } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { call } from './call';
import { staleTimes } from './query-client';
import { sessionKeys } from './session-keys';

/**
 * Safer gambling's two reads (issue 18), in shared/api because several features show them: the
 * safer-gambling screen, the deposit screen (what a deposit limit leaves), the intro after
 * registration, the game frame and the member home (net position). Every rule is the server's;
 * these only fetch what it answers.
 */
export const saferGamblingKeys = {
  /** What the operator offers: the same for everyone (guests too). */
  info: () => ['saferGambling', 'info'] as const,
  /** The member's limits, break and net position: one session's data. */
  state: (token: string) => [...sessionKeys.scope(token), 'saferGambling'] as const,
};

/** GET .../saferGambling/info: the tools on offer, the support links, the minimum age. */
export function useSaferGamblingInfo() {
  return useQuery<SaferGamblingInfo>({
    queryKey: saferGamblingKeys.info(),
    queryFn: ({ signal }) => call(saferGamblingRoutes.saferGamblingInfo, undefined, { signal }),
    staleTime: staleTimes.settings,
  });
}

/**
 * GET .../saferGambling: the member's state. Idle for guests and trial accounts (the row is
 * real-money). `fresh` asks again on every mount (the deposit screen: a deposit just made has
 * used part of a limit).
 */
export function useSaferGamblingState({ fresh = false }: { fresh?: boolean } = {}) {
  const session = useSessionStore((s) => s.session);
  const token = session?.token ?? '';
  const allowed = canUseRealMoneyFeature(session) === 'allowed';
  return useQuery<SaferGamblingState>({
    queryKey: saferGamblingKeys.state(token),
    queryFn: allowed
      ? ({ signal }) => call(saferGamblingRoutes.saferGambling, undefined, { signal })
      : skipToken,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
