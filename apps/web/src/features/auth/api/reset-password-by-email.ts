import { useMutation } from '@tanstack/react-query';
import type { ResetByEmailPayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/** POST /wps/member/password/email/reset (encrypted): the emailed link's token sets a password. */
export function useResetPasswordByEmail() {
  return useMutation({
    mutationFn: (payload: ResetByEmailPayload) =>
      call(routes.passwordEmailReset, { body: payload }),
  });
}
