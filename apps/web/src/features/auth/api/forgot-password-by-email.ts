import { apiPaths } from '@app/contracts/api-paths';
import { apiRequest } from '@/shared/api/client';

/** POST /wps/member/password/email, form-encoded, trimmed (spec 5/7). Always answers success. */
export function forgotPasswordByEmail(input: { username: string; email: string }) {
  return apiRequest<unknown>('POST', apiPaths.passwordByEmail, {
    form: { username: input.username.trim(), email: input.email.trim() },
  });
}
