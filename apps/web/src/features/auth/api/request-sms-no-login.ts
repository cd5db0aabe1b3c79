import type { SmsResult } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { normaliseMobile } from '@app/contracts/account-rules';
import { apiRequest } from '@/shared/api/client';

export type SmsRequest = { mobileNum: string; countryDialingCode: string };

/** POST /wps/verification/sms/noLogin: a code for SMS login and password reset by phone. */
export function requestSmsNoLogin(request: SmsRequest): Promise<SmsResult> {
  return apiRequest<SmsResult>('POST', apiPaths.smsNoLogin, {
    body: {
      mobileNum: normaliseMobile(request.mobileNum),
      countryDialingCode: request.countryDialingCode,
    },
  });
}
