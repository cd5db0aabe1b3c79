import type {
  RegisterFieldName,
  RegisterFieldRule,
  RegisterPayload,
  RegistrationSettings,
} from '@app/contracts/account';
import { accountRules } from '@app/contracts/account-rules';
import type { DeviceValue } from '@app/contracts/encrypted-envelope';
import type { RegisterFormValues, RegisterMethod } from '@app/contracts/account-form-fields';
import { REFERRAL_LINK_PARAMS } from '@app/contracts/referral-constants';

/**
 * The register screen's helpers (spec sections 4 and 5): its tabs, its payload, where a server
 * error shows and each field's input attributes. The rules that the operator's settings
 * (`GET /wps/system/setting/register`) impose are ONE schema in packages/contracts
 * (`registerFormSchema`, loaded through form-schemas.ts).
 */
export type { RegisterMethod };
export type RegisterValues = RegisterFormValues;

/** Spec 4: the method starts as username and becomes mobile when only mobile is enabled. */
export function initialRegisterMethod(
  settings: Pick<RegistrationSettings, 'usernameEnabled' | 'mobileEnabled'>,
): RegisterMethod {
  return !settings.usernameEnabled && settings.mobileEnabled ? 'mobile' : 'username';
}

export function enabledMethods(
  settings: Pick<RegistrationSettings, 'usernameEnabled' | 'mobileEnabled'>,
): RegisterMethod[] {
  const methods: RegisterMethod[] = [];
  if (settings.usernameEnabled) methods.push('username');
  if (settings.mobileEnabled) methods.push('mobile');
  return methods;
}

/**
 * The payload of `PUT /wps/member/register[/mobile]`: the tab's shown fields only, trimmed
 * (passwords as typed). The mobile number goes as typed: the contract's `mobileNum` normalises it
 * where it enters the server, which also names a mobile registration's account after it (spec 5).
 */
export function buildRegisterPayload(input: {
  settings: RegistrationSettings;
  /** The tab's fields (registerFormFields). */
  fields: readonly RegisterFieldRule[];
  values: RegisterValues;
  registerMethod: DeviceValue;
  location: { href: string; hostname: string };
  captchaId?: string;
  /**
   * The code of the invite link (`?affiliateCode=` or `?code=`): sent even when the form hides
   * the affiliate field, and the server honours it (issue 14, refer and earn).
   */
  linkAffiliateCode?: string | null;
}): RegisterPayload {
  const { settings, values } = input;
  const shown = input.fields.map((f) => f.name);
  const payload: RegisterPayload = {
    registerMethod: input.registerMethod === 'OTHERS' ? 'H5' : input.registerMethod,
    type: 0,
    registerUrl: input.location.href.slice(0, 2048),
    domain: input.location.hostname.slice(0, 255),
  };
  const sent = payload as Record<string, unknown>;
  for (const name of shown) {
    const typed = values[name] ?? '';
    if (typed.trim() === '') continue;
    const passwordLike =
      name === 'password' || name === 'confirmPassword' || name === 'paymentPassword';
    sent[name] = passwordLike ? typed : typed.trim();
  }
  if (shown.includes('mobileNum')) {
    payload.countryDialingCode = values.countryDialingCode || settings.defaultCountryDialingCode;
  }
  if (payload.captcha && input.captchaId) payload.captchaId = input.captchaId;
  const linkCode = input.linkAffiliateCode?.trim() ?? '';
  if (!shown.includes('affiliateCode') && linkCode !== '') payload.affiliateCode = linkCode;
  return payload;
}

/** The invite link's code: `?affiliateCode=`, or `?code=`; null without one. */
export function linkAffiliateCode(params: URLSearchParams): string | null {
  for (const name of REFERRAL_LINK_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, 40);
  }
  return null;
}

/** Server error code -> the field its message belongs next to (others show above the button). */
export const registerErrorField: Partial<Record<string, RegisterFieldName>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  EMAIL_TAKEN: 'email',
  INVALID_INVITATION_CODE: 'affiliateCode',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
  CAPTCHA_INVALID: 'captcha',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  AGE_RESTRICTED: 'birthday',
};

/** Input attributes per field: type, autocomplete, inputMode and max length (spec 9 limits). */
export function fieldInputProps(rule: RegisterFieldRule): {
  type: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
} {
  const max = rule.maxLength ?? undefined;
  switch (rule.name) {
    case 'username':
      return { type: 'text', autoComplete: 'username', maxLength: accountRules.usernameMax };
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return {
        type: 'password',
        autoComplete: 'new-password',
        maxLength: accountRules.passwordMax,
      };
    case 'mobileNum':
      return {
        type: 'tel',
        autoComplete: 'tel-national',
        inputMode: 'tel',
        maxLength: accountRules.mobileMax,
      };
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: max };
    case 'birthday':
      return { type: 'date', autoComplete: 'bday' };
    case 'verificationCode':
      return {
        type: 'text',
        autoComplete: 'one-time-code',
        inputMode: 'numeric',
        maxLength: accountRules.smsCodeMax,
      };
    case 'captcha':
      return {
        type: 'text',
        autoComplete: 'off',
        inputMode: 'numeric',
        maxLength: accountRules.captchaMax,
      };
    case 'nickname':
      return { type: 'text', autoComplete: 'nickname', maxLength: max };
    case 'payeeName':
      return { type: 'text', autoComplete: 'name', maxLength: max };
    default:
      return { type: 'text', autoComplete: 'off', maxLength: max };
  }
}
