import type { ParseKeys } from '@/shared/i18n/translator';
import { accountRules, ageOn, normaliseMobile } from '@app/contracts/account-rules';

/**
 * Field rules of spec section 5 as pure functions. Each answers null (valid) or the translation
 * key of its message (and the values it interpolates); screens translate at render time, so a
 * language change re-renders the message without re-running the rule.
 */
export type RuleMessage = { key: ParseKeys; values?: Record<string, string | number> };
export type Rule = (value: string) => RuleMessage | null;

const msg = (key: ParseKeys, values?: RuleMessage['values']): RuleMessage =>
  values ? { key, values } : { key };

export const isBlank = (value: string | undefined | null): boolean =>
  value === undefined || value === null || value.trim() === '';

/** Runs rules in order; the first message wins. */
export function firstMessage(value: string, rules: readonly Rule[]): RuleMessage | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return null;
}

export const required =
  (key: ParseKeys = 'auth.validation.required'): Rule =>
  (value) =>
    isBlank(value) ? msg(key) : null;

/** Login and registration username: letters, digits, underscore, 4 to 20 (contracts). */
export const usernameRule: Rule = (value) =>
  accountRules.usernamePattern.test(value.trim())
    ? null
    : msg('auth.validation.usernameFormat', {
        min: accountRules.usernameMin,
        max: accountRules.usernameMax,
      });

/** Login accepts any non-empty password up to the maximum (strength applies when setting one). */
export const loginPasswordRule: Rule = (value) =>
  value.length <= accountRules.passwordMax
    ? null
    : msg('auth.validation.passwordLength', {
        min: accountRules.passwordMin,
        max: accountRules.passwordMax,
      });

/** A new password: 8 to 128 characters (OWASP ASVS 2.1.1/2.1.2; the server also refuses common ones). */
export const newPasswordRule: Rule = (value) =>
  value.length >= accountRules.passwordMin && value.length <= accountRules.passwordMax
    ? null
    : msg('auth.validation.passwordLength', {
        min: accountRules.passwordMin,
        max: accountRules.passwordMax,
      });

/** Confirmation equals the password it confirms (spec section 5). */
export const confirmRule =
  (password: string): Rule =>
  (value) =>
    value === password ? null : msg('errors.passwordMismatch');

/**
 * Mobile number: digits only after one leading zero is stripped, within the operator's digit
 * count (spec 5: "phone digit count is parameterised"); at most 20 typed characters (spec 9).
 */
export const mobileRule =
  (
    digits: { min: number; max: number } = {
      min: accountRules.mobileMin,
      max: accountRules.mobileMax,
    },
  ): Rule =>
  (value) => {
    const trimmed = value.trim();
    const number = normaliseMobile(trimmed);
    const ok =
      trimmed.length <= accountRules.mobileMax &&
      /^\d+$/.test(number) &&
      number.length >= digits.min &&
      number.length <= digits.max;
    return ok
      ? null
      : msg('auth.validation.mobileFormat', {
          min: digits.min,
          max: digits.max,
        });
  };

/** SMS code: digits, at most 10 (spec sections 5 and 9). */
export const smsCodeRule: Rule = (value) =>
  accountRules.smsCodePattern.test(value.trim())
    ? null
    : msg('auth.validation.smsCodeFormat', { max: accountRules.smsCodeMax });

/** Captcha: required (with the image-code message), digits, at most 6 (spec 5 and 9). */
export const captchaRules: readonly Rule[] = [
  required('errors.imageCodeRequired'),
  (value) =>
    accountRules.captchaPattern.test(value.trim())
      ? null
      : msg('auth.validation.captchaFormat', { max: accountRules.captchaMax }),
];

/** Spec 5 email pattern (contracts), on the trimmed value; "Email incorrect" otherwise. */
export const emailRule: Rule = (value) => {
  const trimmed = value.trim();
  return trimmed.length <= accountRules.emailMax && accountRules.emailPattern.test(trimmed)
    ? null
    : msg('auth.validation.emailFormat');
};

/** Latest allowed birthday: the end of the current year (spec 5: range 1900 .. end of this year). */
export function birthdayBounds(today: Date): { min: string; max: string } {
  return { min: `${accountRules.birthdayMinYear}-01-01`, max: `${today.getFullYear()}-12-31` };
}

/** Birthday (YYYY-MM-DD): a real date from 1900 to the end of this year, and age >= minAge. */
export const birthdayRule =
  (minAge: number, today: Date = new Date()): Rule =>
  (value) => {
    const trimmed = value.trim();
    const { min, max } = birthdayBounds(today);
    const age = ageOn(trimmed, today);
    if (age === null || trimmed < min || trimmed > max) {
      return msg('auth.validation.birthdayRange', {
        from: accountRules.birthdayMinYear,
        to: today.getFullYear(),
      });
    }
    return age >= minAge ? null : msg('auth.validation.minAge', { age: minAge });
  };

/** Generic length bounds from server rules. */
export const lengthRule =
  (min: number | null, max: number | null, options: { trim?: boolean } = {}): Rule =>
  (value) => {
    const length = (options.trim === false ? value : value.trim()).length;
    if ((min !== null && length < min) || (max !== null && length > max)) {
      if (min !== null && max !== null) return msg('auth.validation.lengthBetween', { min, max });
      if (min !== null) return msg('auth.validation.lengthMin', { min });
      return msg('auth.validation.lengthMax', { max: max ?? 0 });
    }
    return null;
  };

/** A server-supplied pattern (JavaScript source); an unusable pattern is ignored, not fatal. */
export const patternRule = (source: string | null): Rule => {
  if (!source) return () => null;
  let pattern: RegExp;
  try {
    pattern = new RegExp(source);
  } catch {
    return () => null;
  }
  return (value) => (pattern.test(value.trim()) ? null : msg('auth.validation.format'));
};

/** Keeps only digits, up to `max` (numeric inputs: SMS code, captcha). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
