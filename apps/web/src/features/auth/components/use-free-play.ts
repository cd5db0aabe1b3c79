import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { loginFreePlay } from '../api/login-free-play';
import { sessionFromFreePlay } from '../lib/session';

/** Free play (spec 4): a trial session (type 4) is stored, then home. */
export function useFreePlay() {
  const navigate = useNavigate();
  const setSession = useSessionStore((s) => s.setSession);
  return useMutation({
    mutationFn: loginFreePlay,
    onSuccess: (result) => {
      setSession(sessionFromFreePlay(result));
      void navigate(paths.home(), { replace: true });
    },
  });
}
