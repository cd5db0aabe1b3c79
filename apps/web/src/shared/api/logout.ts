import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routes } from '@app/contracts/routes';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { storageKeys, writeString } from '@/shared/lib/storage';
import { call } from './call';
import { sessionKeys } from './session-keys';
import { forgetViewerData } from './viewer-data';

/**
 * Logout (spec section 4): after the confirm dialog, the call is made with the token; then the
 * session, token, trial user and member info are cleared, autoLogin is set to 0 and the route is
 * replaced by /m/home. A failed call (offline, or the session already dead) still logs out here:
 * the player asked to leave, and the server session expires on its own.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        // DELETE /wps/session/logout with the token (sent as the bearer header).
        await call(routes.sessionLogout);
      } catch {
        // Cleared locally below either way.
      }
    },
    onSettled: () => {
      // Navigate first, in the same batch as clearing: a protected screen must not see a guest
      // for a moment and send them to /m/login.
      void navigate(paths.home(), { replace: true });
      useSessionStore.getState().clearSession('logout');
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      forgetViewerData(queryClient);
      writeString(storageKeys.autoLogin, '0');
    },
  });
  return { logout: () => mutation.mutateAsync(), pending: mutation.isPending };
}
