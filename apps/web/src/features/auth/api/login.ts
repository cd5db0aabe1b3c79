import type { LoginPayload, LoginResult } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { encryptedRequest } from '@/shared/api/encrypted-call';

/** POST /wps/session/login (encrypted). Failures carry `{ captcha, retryAfterSeconds }`. */
export function login(payload: LoginPayload): Promise<LoginResult> {
  return encryptedRequest<LoginResult>('POST', apiPaths.sessionLogin, payload);
}
