import { useMutation } from '@tanstack/react-query';
import type { SetPasswordByPhonePayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { sessionFromLogin } from '../lib/session';
import { useStartSession } from './use-start-session';

/** POST /wps/member/password/verification (encrypted): sets the password and logs in. */
export function useSetPasswordByPhone() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (payload: SetPasswordByPhonePayload) =>
      call(routes.passwordByPhone, { body: payload }),
    onSuccess: (result) => startSession(sessionFromLogin(result)),
  });
}
