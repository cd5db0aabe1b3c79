import type { ResetByEmailPayload } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { encryptedRequest } from '@/shared/api/encrypted-call';

/** POST /wps/member/password/email/reset (encrypted): the emailed link's token sets a password. */
export function resetPasswordByEmail(payload: ResetByEmailPayload) {
  return encryptedRequest<{ done: true }>('POST', apiPaths.passwordEmailReset, payload);
}
