import { normaliseMobile } from '@app/contracts/account-rules';
import type { SetPasswordByPhonePayload } from '@app/contracts/account';
import {
  confirmRule,
  emailRule,
  firstMessage,
  loginPasswordRule,
  mobileRule,
  newPasswordRule,
  required,
  smsCodeRule,
  usernameRule,
  type Rule,
  type RuleMessage,
} from './rules';

/** Rules of the password screens (spec section 5: forgot by email, set by phone, change). */
type Errors<T> = Partial<Record<keyof T & string, RuleMessage>>;

function check<T extends Record<string, unknown>>(
  values: T,
  rules: Partial<Record<keyof T & string, readonly Rule[]>>,
): Errors<T> {
  const errors: Errors<T> = {};
  for (const [name, list] of Object.entries(rules) as [keyof T & string, readonly Rule[]][]) {
    const message = firstMessage(String(values[name] ?? ''), list);
    if (message) errors[name] = message;
  }
  return errors;
}

export type ForgotByEmailValues = { username: string; email: string };

/** Spec 5: the login-username rule and the spec's email pattern, both on trimmed values. */
export function validateForgotByEmail(values: ForgotByEmailValues): Errors<ForgotByEmailValues> {
  return check(values, {
    username: [required(), usernameRule],
    email: [required(), emailRule],
  });
}

export type SetPasswordByPhoneValues = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
};

/** Spec 5: mobileNum required; mobile, code and password each by its rule. */
export function validateSetPasswordByPhone(
  values: SetPasswordByPhoneValues,
): Errors<SetPasswordByPhoneValues> {
  return check(values, {
    mobileNum: [required(), mobileRule()],
    verificationCode: [required(), smsCodeRule],
    newPassword: [required(), newPasswordRule],
  });
}

export function setPasswordByPhonePayload(
  values: SetPasswordByPhoneValues,
): SetPasswordByPhonePayload {
  return {
    mobileNum: normaliseMobile(values.mobileNum),
    countryDialingCode: values.countryDialingCode,
    verificationCode: values.verificationCode.trim(),
    newPassword: values.newPassword,
  };
}

/** Spec 8, set password failure: SAME_PASSWORD clears the new password, any other the code. */
export function fieldToClearAfterPhoneFailure(
  errorCode: string | null,
): 'newPassword' | 'verificationCode' {
  return errorCode === 'SAME_PASSWORD' ? 'newPassword' : 'verificationCode';
}

export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

export function validateNewPassword(values: NewPasswordValues): Errors<NewPasswordValues> {
  return check(values, {
    newPassword: [required(), newPasswordRule],
    confirmNewPassword: [required(), confirmRule(values.newPassword)],
  });
}

export type ChangePasswordValues = {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

/**
 * Spec 5, change password: the old password is always asked (no password is ever remembered,
 * decision 0014) and checked by the login-password rule; the new by the common password rule;
 * the confirmation is required and equal.
 */
export function validateChangePassword(values: ChangePasswordValues): Errors<ChangePasswordValues> {
  return check(values, {
    oldPassword: [required(), loginPasswordRule],
    newPassword: [required(), newPasswordRule],
    confirmNewPassword: [required(), confirmRule(values.newPassword)],
  });
}

/** Spec 5: new equal to old shows the same-password popup and nothing is sent. */
export function isSamePassword(values: Pick<ChangePasswordValues, 'oldPassword' | 'newPassword'>) {
  return values.oldPassword !== '' && values.oldPassword === values.newPassword;
}
