import { useMutation } from '@tanstack/react-query';
import type { LoginPayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { isTwoFactorChallenge } from '@app/contracts/security-constants';
import { call } from '@/shared/api/call';
import { sessionFromLogin } from '../lib/session';
import { useStartSession } from './use-start-session';

/**
 * POST /wps/session/login (encrypted). Success starts the session, unless the account has
 * two-factor login on: then the answer is a challenge for the code step (no session yet). A
 * failure carries `{ captcha, retryAfterSeconds }` in its details for the screen.
 */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (payload: LoginPayload) => call(routes.sessionLogin, { body: payload }),
    onSuccess: (result) => {
      if (!isTwoFactorChallenge(result)) startSession(sessionFromLogin(result));
    },
  });
}
