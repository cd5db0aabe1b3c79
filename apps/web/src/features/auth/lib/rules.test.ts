import { describe, expect, it } from 'vitest';
import {
  birthdayBounds,
  birthdayRule,
  captchaRules,
  confirmRule,
  digitsOnly,
  emailRule,
  firstMessage,
  lengthRule,
  loginPasswordRule,
  mobileRule,
  newPasswordRule,
  patternRule,
  required,
  smsCodeRule,
  usernameRule,
} from './rules';

const key = (m: { key: string } | null) => m?.key ?? null;

describe('field rules (spec section 5)', () => {
  it('required passes anything but blanks', () => {
    expect(key(required()(''))).toBe('auth.validation.required');
    expect(key(required()('   '))).toBe('auth.validation.required');
    expect(required()('x')).toBeNull();
  });

  it('username: letters, digits, underscore, 4 to 20, trimmed', () => {
    expect(usernameRule('demo01')).toBeNull();
    expect(usernameRule('  demo_01 ')).toBeNull();
    expect(key(usernameRule('abc'))).toBe('auth.validation.usernameFormat');
    expect(key(usernameRule('a'.repeat(21)))).toBe('auth.validation.usernameFormat');
    expect(key(usernameRule('bad name'))).toBe('auth.validation.usernameFormat');
    expect(usernameRule('abc')?.values).toEqual({ min: 4, max: 20 });
  });

  it('login password: any up to 128; new password: 8 to 128 characters', () => {
    expect(loginPasswordRule('x')).toBeNull();
    expect(key(loginPasswordRule('x'.repeat(129)))).toBe('auth.validation.passwordLength');
    expect(key(newPasswordRule('short'))).toBe('auth.validation.passwordLength');
    expect(newPasswordRule('12345678')).toBeNull();
    expect(newPasswordRule('x'.repeat(128))).toBeNull();
    expect(key(newPasswordRule('x'.repeat(129)))).toBe('auth.validation.passwordLength');
  });

  it('confirmation must equal the password exactly', () => {
    expect(confirmRule('Secret123')('Secret123')).toBeNull();
    expect(key(confirmRule('Secret123')('secret123'))).toBe('errors.passwordMismatch');
  });

  it('mobile: digits, one leading zero stripped before counting, at most 20 typed', () => {
    const rule = mobileRule({ min: 8, max: 12 });
    expect(rule('012345678')).toBeNull(); // 8 digits after the zero
    expect(key(rule('01234567'))).toBe('auth.validation.mobileFormat'); // 7 after the zero
    expect(key(rule('12-345678'))).toBe('auth.validation.mobileFormat');
    expect(key(rule('1234567890123'))).toBe('auth.validation.mobileFormat');
    expect(rule('0123456789')?.values).toBeUndefined();
    expect(key(mobileRule()('1'.repeat(21)))).toBe('auth.validation.mobileFormat');
    expect(mobileRule()('1'.repeat(20))).toBeNull();
  });

  it('SMS code: digits only, at most 10', () => {
    expect(smsCodeRule('123456')).toBeNull();
    expect(smsCodeRule('1234567890')).toBeNull();
    expect(key(smsCodeRule('12345678901'))).toBe('auth.validation.smsCodeFormat');
    expect(key(smsCodeRule('12a456'))).toBe('auth.validation.smsCodeFormat');
  });

  it('captcha: required with the image-code message, digits, at most 6', () => {
    expect(key(firstMessage('', captchaRules))).toBe('errors.imageCodeRequired');
    expect(firstMessage('12', captchaRules)).toBeNull();
    expect(firstMessage('123456', captchaRules)).toBeNull();
    expect(key(firstMessage('1234567', captchaRules))).toBe('auth.validation.captchaFormat');
    expect(key(firstMessage('1a', captchaRules))).toBe('auth.validation.captchaFormat');
  });

  it('email: the spec pattern on the trimmed value', () => {
    expect(emailRule('demo01@example.com')).toBeNull();
    expect(emailRule('  first.last@mail.example.co.uk ')).toBeNull();
    expect(key(emailRule('nobody@'))).toBe('auth.validation.emailFormat');
    expect(key(emailRule('no at sign.com'))).toBe('auth.validation.emailFormat');
    expect(key(emailRule('x@example.comm'))).toBe('auth.validation.emailFormat');
  });

  it('birthday: 1900 to the end of the current year, and at least the minimum age', () => {
    const today = new Date(Date.UTC(2026, 5, 15));
    expect(birthdayBounds(today)).toEqual({ min: '1900-01-01', max: '2026-12-31' });
    const rule = birthdayRule(18, today);
    expect(rule('2008-06-15')).toBeNull(); // 18 today
    expect(key(rule('2008-06-16'))).toBe('auth.validation.minAge'); // 18 tomorrow
    expect(rule('2008-06-16')?.values).toEqual({ age: 18 });
    expect(key(rule('1899-12-31'))).toBe('auth.validation.birthdayRange');
    expect(key(rule('2027-01-01'))).toBe('auth.validation.birthdayRange');
    expect(key(rule('2001-02-30'))).toBe('auth.validation.birthdayRange');
    expect(key(rule('yesterday'))).toBe('auth.validation.birthdayRange');
    expect(rule('1900-01-01')).toBeNull();
  });

  it('server length bounds and patterns; a broken pattern is ignored', () => {
    expect(key(lengthRule(2, 4)('a'))).toBe('auth.validation.lengthBetween');
    expect(key(lengthRule(2, null)('a'))).toBe('auth.validation.lengthMin');
    expect(key(lengthRule(null, 2)('abc'))).toBe('auth.validation.lengthMax');
    expect(lengthRule(2, 4)(' ab ')).toBeNull();
    expect(key(lengthRule(null, 2, { trim: false })(' ab'))).toBe('auth.validation.lengthMax');
    expect(key(patternRule('^\\d+$')('12a'))).toBe('auth.validation.format');
    expect(patternRule('^\\d+$')('123')).toBeNull();
    expect(patternRule('([')('anything')).toBeNull();
    expect(patternRule(null)('anything')).toBeNull();
  });

  it('numeric inputs keep digits only, up to the maximum', () => {
    expect(digitsOnly('12a3 4', 6)).toBe('1234');
    expect(digitsOnly('1234567', 6)).toBe('123456');
  });
});
