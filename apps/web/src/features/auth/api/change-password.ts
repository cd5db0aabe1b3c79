import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordPayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/** POST /wps/member/password (encrypted, v2 payload); the server ends the other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) => call(routes.passwordChange, { body: payload }),
  });
}
