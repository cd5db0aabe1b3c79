import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaySession } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * How often the open real-money game asks for its play session (net position, a block, a
 * changed reality check). Rounds the game reports refresh it too (the frame invalidates the
 * session's data), so this only catches what happens outside the game.
 */
export const PLAY_SESSION_POLL_MS = 30_000;

/** Under the session's scope: logout drops it, the frame's refreshes reach it. */
export const playSessionKey = (token: string) =>
  [...sessionKeys.scope(token), 'saferGambling', 'playSession'] as const;

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** The running play session (issue 18) while a real-money game is open. */
export function usePlaySession(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: playSessionKey(token),
    queryFn:
      enabled && token !== ''
        ? ({ signal }): Promise<PlaySession> =>
            call(saferGamblingRoutes.playSession, undefined, { signal })
        : skipToken,
    refetchInterval: PLAY_SESSION_POLL_MS,
  });
}

export type RealityCheckChoice = 'CONTINUE' | 'STOP';

/** The member's answer to a reality check; the answer is the session with its next check. */
export function useRealityCheckAnswer() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: RealityCheckChoice) =>
      call(saferGamblingRoutes.realityCheckAnswer, { body: { choice } }),
    onSuccess: (session) => queryClient.setQueryData(playSessionKey(token), session),
  });
}
