import type { SmsResult } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call, type BodyOf } from '@/shared/api/call';

/** The number as typed and its dialing code: the contract normalises the number on the server. */
export type SmsRequest = BodyOf<'smsNoLogin'>;

/** POST /wps/verification/sms/noLogin: a code for SMS login and password reset by phone. */
export function requestSmsNoLogin(request: SmsRequest): Promise<SmsResult> {
  return call(routes.smsNoLogin, { body: request });
}

/** POST /wps/verification/sms/register: a code for registration (MOBILE_TAKEN when in use). */
export function requestSmsRegister(request: SmsRequest): Promise<SmsResult> {
  return call(routes.smsRegister, { body: request });
}
