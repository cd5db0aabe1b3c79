import type { LoginResult, SetPasswordByPhonePayload } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { encryptedRequest } from '@/shared/api/encrypted-call';

/** POST /wps/member/password/verification (encrypted): sets the password and logs in. */
export function setPasswordByPhone(payload: SetPasswordByPhonePayload) {
  return encryptedRequest<LoginResult>('POST', apiPaths.passwordByPhone, payload);
}
