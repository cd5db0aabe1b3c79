import { useMutation } from '@tanstack/react-query';
import { securityRoutes } from '@app/contracts/security-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { sessionFromLogin } from '../lib/session';
import { useStartSession } from './use-start-session';

/**
 * POST /wps/session/login/twoFactor (encrypted): the challenge of the password step and a code
 * of the authenticator (or a recovery code). Success starts the session as a login does.
 */
export function useTwoFactorLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: BodyOf<'sessionLoginTwoFactor'>) =>
      call(securityRoutes.sessionLoginTwoFactor, { body }),
    onSuccess: (result) => startSession(sessionFromLogin(result)),
  });
}
