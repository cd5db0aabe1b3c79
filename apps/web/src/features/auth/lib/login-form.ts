import type { LoginPayload } from '@app/contracts/account';
import { normaliseMobile } from '@app/contracts/account-rules';
import type { LoginMethod } from './login-captcha';
import {
  captchaRules,
  firstMessage,
  loginPasswordRule,
  mobileRule,
  required,
  smsCodeRule,
  usernameRule,
  type RuleMessage,
} from './rules';

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

export type LoginErrors = Partial<Record<keyof LoginValues, RuleMessage>>;

/**
 * Spec 5, Login: the shared loginUsername / loginPassword / loginMobileNum / verificationCode
 * rules of the active tab, and the captcha (required, digits, at most 6) once one is shown.
 */
export function validateLogin(
  values: LoginValues,
  method: LoginMethod,
  captchaShown: boolean,
): LoginErrors {
  const errors: LoginErrors = {};
  const check = (name: keyof LoginValues, rules: Parameters<typeof firstMessage>[1]) => {
    const message = firstMessage(String(values[name] ?? ''), rules);
    if (message) errors[name] = message;
  };
  if (method === 'username') {
    check('username', [required(), usernameRule]);
    check('password', [required(), loginPasswordRule]);
  } else {
    check('mobileNum', [required(), mobileRule()]);
    check('verificationCode', [required(), smsCodeRule]);
  }
  if (captchaShown) check('captcha', captchaRules);
  return errors;
}

/** The encrypted login payload; `remember` asks for the 30-day session (decision 0014). */
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
      mobileNum: normaliseMobile(values.mobileNum),
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
