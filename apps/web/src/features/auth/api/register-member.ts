import type { LoginResult, RegisterPayload } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { encryptedRequest } from '@/shared/api/encrypted-call';
import type { RegisterMethod } from '../lib/register-form';

/**
 * PUT /wps/member/register (username tab) or /wps/member/register/mobile (mobile tab), encrypted
 * with moduleId REG3. Success creates the member and logs in.
 */
export function registerMember(method: RegisterMethod, payload: RegisterPayload) {
  const path = method === 'mobile' ? apiPaths.memberRegisterMobile : apiPaths.memberRegister;
  return encryptedRequest<LoginResult>('PUT', path, payload, 'REG3');
}
