import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { loginFreePlay } from '../api/login-free-play';
import { useStartSession } from '../api/use-start-session';
import { sessionFromFreePlay } from '../lib/session';

/** Free play (spec 4): a trial session (type 4) starts, then home. */
export function useFreePlay() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  return useMutation({
    mutationFn: loginFreePlay,
    onSuccess: (result) => {
      startSession(sessionFromFreePlay(result));
      void navigate(paths.home(), { replace: true });
    },
  });
}
