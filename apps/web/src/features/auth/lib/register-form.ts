import type {
  RegisterFieldName,
  RegisterFieldRule,
  RegisterPayload,
  RegistrationSettings,
} from '@app/contracts/account';
import { accountRules, normaliseMobile } from '@app/contracts/account-rules';
import type { DeviceValue } from '@app/contracts/encrypted-envelope';
import {
  birthdayRule,
  captchaRules,
  confirmRule,
  emailRule,
  firstMessage,
  isBlank,
  lengthRule,
  mobileRule,
  newPasswordRule,
  patternRule,
  required,
  smsCodeRule,
  usernameRule,
  type Rule,
  type RuleMessage,
} from './rules';

/**
 * Registration form rules (spec section 5), built at run time from the operator's settings
 * (`GET /wps/system/setting/register`). This is the ONE place that turns server field rules into
 * a validator; the register screen only renders fields and shows the messages.
 */
export type RegisterMethod = 'username' | 'mobile';

/** Form values: every field as typed, plus the dialing code and the disclaimer checkbox. */
export type RegisterValues = Partial<Record<RegisterFieldName, string>> & {
  countryDialingCode: string;
  disclaimer: boolean;
};

export type RegisterErrors = Partial<Record<RegisterFieldName | 'disclaimer', RuleMessage>>;

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

export function formFields(
  settings: RegistrationSettings,
  method: RegisterMethod,
): RegisterFieldRule[] {
  return method === 'mobile' ? settings.mobileForm : settings.usernameForm;
}

/** Built-in format of each field name, on top of the server's length and pattern. */
function builtInRules(
  name: RegisterFieldName,
  settings: RegistrationSettings,
  values: RegisterValues,
  today: Date,
): Rule[] {
  switch (name) {
    case 'username':
      return [usernameRule];
    case 'password':
      return [newPasswordRule];
    case 'paymentPassword':
      return [newPasswordRule];
    case 'confirmPassword':
      return [confirmRule(values.password ?? '')];
    case 'mobileNum':
      return [mobileRule(settings.phoneDigits)];
    case 'email':
      return [emailRule];
    case 'birthday':
      return [birthdayRule(settings.minAge, today)];
    case 'verificationCode':
      return [smsCodeRule];
    case 'captcha':
      return captchaRules.slice(1);
    default:
      return [];
  }
}

/** Validates one field against its server rule; an empty optional field passes (spec 5). */
export function validateRegisterField(
  rule: RegisterFieldRule,
  settings: RegistrationSettings,
  values: RegisterValues,
  today: Date = new Date(),
): RuleMessage | null {
  const typed = values[rule.name] ?? '';
  // Spec 5: the mobile number is judged as it is sent, one leading zero stripped.
  const value = rule.name === 'mobileNum' ? normaliseMobile(typed) : typed;
  if (isBlank(value)) {
    if (!rule.required) return null;
    // Spec 5: the captcha asks for the image code.
    return required(rule.name === 'captcha' ? 'errors.imageCodeRequired' : undefined)(value);
  }
  // Passwords are compared as typed; the rest are checked trimmed inside each rule.
  const isPassword = rule.name === 'password' || rule.name === 'paymentPassword';
  return firstMessage(value, [
    ...builtInRules(rule.name, settings, values, today),
    lengthRule(rule.minLength, rule.maxLength, { trim: !isPassword }),
    patternRule(rule.pattern),
  ]);
}

/** Every field of the active tab plus the disclaimer, in display order. */
export function validateRegisterForm(
  settings: RegistrationSettings,
  method: RegisterMethod,
  values: RegisterValues,
  today: Date = new Date(),
): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const rule of formFields(settings, method)) {
    const message = validateRegisterField(rule, settings, values, today);
    if (message) errors[rule.name] = message;
  }
  // Spec 4/5: the disclaimer starts checked; unchecking it blocks submit.
  if (!values.disclaimer) errors.disclaimer = { key: 'auth.validation.disclaimer' };
  return errors;
}

/** Spec 5: changing the password re-checks the confirmation (when it has been typed). */
export function dependentFields(name: string): RegisterFieldName[] {
  return name === 'password' ? ['confirmPassword'] : [];
}

/**
 * The payload of `PUT /wps/member/register[/mobile]`: shown fields only, trimmed (passwords as
 * typed), one leading zero stripped from the mobile number, and on the mobile tab the mobile
 * number as the username when none is given (spec 5).
 */
export function buildRegisterPayload(input: {
  settings: RegistrationSettings;
  method: RegisterMethod;
  values: RegisterValues;
  registerMethod: DeviceValue;
  location: { href: string; hostname: string };
  captchaId?: string;
}): RegisterPayload {
  const { settings, method, values } = input;
  const shown = formFields(settings, method).map((f) => f.name);
  const payload: RegisterPayload = {
    registerMethod: input.registerMethod === 'OTHERS' ? 'H5' : input.registerMethod,
    type: 0,
    registerUrl: input.location.href.slice(0, 2048),
    domain: input.location.hostname.slice(0, 255),
  };
  const fields = payload as Record<string, unknown>;
  for (const name of shown) {
    const raw = values[name] ?? '';
    if (isBlank(raw)) continue;
    const passwordLike =
      name === 'password' || name === 'confirmPassword' || name === 'paymentPassword';
    fields[name] = passwordLike ? raw : raw.trim();
  }
  if (typeof payload.mobileNum === 'string') {
    payload.mobileNum = normaliseMobile(payload.mobileNum);
  }
  if (shown.includes('mobileNum')) {
    payload.countryDialingCode = values.countryDialingCode || settings.defaultCountryDialingCode;
  }
  if (method === 'mobile' && !payload.username && payload.mobileNum) {
    payload.username = payload.mobileNum;
  }
  if (payload.captcha && input.captchaId) payload.captchaId = input.captchaId;
  return payload;
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
