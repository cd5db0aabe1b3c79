import { useMutation } from '@tanstack/react-query';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/** POST /wps/member/password/email, form-encoded, trimmed (spec 5/7). Always answers success. */
export function useForgotPasswordByEmail() {
  return useMutation({
    mutationFn: (input: { username: string; email: string }) =>
      call(routes.passwordByEmail, {
        body: { username: input.username.trim(), email: input.email.trim() },
      }),
  });
}
