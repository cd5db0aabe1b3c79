import type { FreePlayResult, LoginResult } from '@app/contracts/account';
import type { SessionInfo } from '@/shared/lib/session-store';

/** Session info of spec section 3 from a login, register or set-password-by-phone result. */
export function sessionFromLogin(result: LoginResult): SessionInfo {
  return {
    token: result.token,
    type: result.type,
    userName: result.userName,
    merchantCode: result.merchantCode,
    firstTimeLogin: result.firstTimeLogin,
  };
}

/** Spec 3: trial sessions store token, merchantCode, userName and type (from customerType). */
export function sessionFromFreePlay(result: FreePlayResult): SessionInfo {
  return {
    token: result.token,
    type: result.customerType,
    userName: result.userName,
    merchantCode: result.merchantCode,
    firstTimeLogin: false,
  };
}
