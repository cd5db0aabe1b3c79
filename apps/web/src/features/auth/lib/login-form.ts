import type { LoginPayload } from '@app/contracts/account';
import type { LoginMethod } from './login-captcha';

/** Values of the login form; both tabs share one form so a tab switch keeps what was typed. */
export type LoginValues = {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

/**
 * The encrypted login payload of the active tab; `remember` asks for the 30-day session
 * (decision 0014). The mobile number goes as typed: the contract's `mobileNum` field normalises
 * it where it enters the server.
 */
export function buildLoginPayload(
  values: LoginValues,
  method: LoginMethod,
  captchaId: string | undefined,
): LoginPayload {
  const captcha =
    captchaId && values.captcha.trim() !== '' ? { captcha: values.captcha.trim(), captchaId } : {};
  if (method === 'sms') {
    return {
      type: 'sms',
      mobileNum: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode.trim(),
      remember: values.remember,
      ...captcha,
    };
  }
  return {
    type: 'username',
    username: values.username.trim(),
    password: values.password,
    remember: values.remember,
    ...captcha,
  };
}
