import { useMutation } from '@tanstack/react-query';
import type { SetPasswordByPhonePayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { isTwoFactorChallenge } from '@app/contracts/security-constants';
import { call } from '@/shared/api/call';
import { sessionFromLogin } from '../lib/session';
import { useStartSession } from './use-start-session';

/**
 * POST /wps/member/password/verification (encrypted): sets the password and logs in (with
 * two-factor login on, the answer is the challenge of the code step instead).
 */
export function useSetPasswordByPhone() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (payload: SetPasswordByPhonePayload) =>
      call(routes.passwordByPhone, { body: payload }),
    onSuccess: (result) => {
      if (!isTwoFactorChallenge(result)) startSession(sessionFromLogin(result));
    },
  });
}
