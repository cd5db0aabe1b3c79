import type { SmsResult } from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { normaliseMobile } from '@app/contracts/account-rules';
import { apiRequest } from '@/shared/api/client';
import type { SmsRequest } from './request-sms-no-login';

/** POST /wps/verification/sms/register: a code for registration (MOBILE_TAKEN when in use). */
export function requestSmsRegister(request: SmsRequest): Promise<SmsResult> {
  return apiRequest<SmsResult>('POST', apiPaths.smsRegister, {
    body: {
      mobileNum: normaliseMobile(request.mobileNum),
      countryDialingCode: request.countryDialingCode,
    },
  });
}
