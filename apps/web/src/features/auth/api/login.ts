import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { sessionFromLogin } from '../lib/session';
import { useStartSession } from './use-start-session';

/**
 * POST /wps/session/login (encrypted). Success starts the session; a failure carries
 * `{ captcha, retryAfterSeconds }` in its details for the screen.
 */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (payload: LoginPayload) => call(routes.sessionLogin, { body: payload }),
    onSuccess: (result) => startSession(sessionFromLogin(result)),
  });
}
