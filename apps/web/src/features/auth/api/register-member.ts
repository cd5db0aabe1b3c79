import { useMutation } from '@tanstack/react-query';
import type { RegisterPayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import type { RegisterMethod } from '../lib/register-form';
import { sessionFromLogin } from '../lib/session';
import { useStartSession } from './use-start-session';

/**
 * PUT /wps/member/register (username tab) or /wps/member/register/mobile (mobile tab), encrypted
 * with moduleId REG3. Success creates the member and starts its session.
 */
export function useRegisterMember() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: ({ method, payload }: { method: RegisterMethod; payload: RegisterPayload }) =>
      call(method === 'mobile' ? routes.memberRegisterMobile : routes.memberRegister, {
        body: payload,
        moduleId: 'REG3',
      }),
    onSuccess: (result) => startSession(sessionFromLogin(result)),
  });
}
