import type { ChangePasswordPayload } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { encryptedRequest } from '@/shared/api/encrypted-call';

/** POST /wps/member/password (encrypted, v2 payload); other sessions end on success. */
export function changePassword(payload: ChangePasswordPayload) {
  return encryptedRequest<{ done: true }>('POST', apiPaths.passwordChange, payload);
}
