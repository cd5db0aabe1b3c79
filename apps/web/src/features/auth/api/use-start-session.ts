import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionInfo } from '@/shared/lib/session-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { invalidateViewerData } from '@/shared/api/viewer-data';

/**
 * What every way in (login, registration, a new password by phone, free play) does with the new
 * session: store it, then refetch the answers that depend on the viewer (announcements' member
 * items and read flags, favourites). The rest of the cache is the same for everyone and stays.
 */
export function useStartSession(): (session: SessionInfo) => void {
  const queryClient = useQueryClient();
  const setSession = useSessionStore((s) => s.setSession);
  return useCallback(
    (session) => {
      setSession(session);
      void invalidateViewerData(queryClient);
    },
    [queryClient, setSession],
  );
}
