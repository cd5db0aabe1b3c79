import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule, RegistrationSettings } from '@app/contracts/account';
import {
  buildRegisterPayload,
  dependentFields,
  enabledMethods,
  initialRegisterMethod,
  registerErrorField,
  validateRegisterField,
  validateRegisterForm,
  type RegisterValues,
} from './register-form';

const rule = (
  name: RegisterFieldRule['name'],
  required: boolean,
  minLength: number | null = null,
  maxLength: number | null = null,
  pattern: string | null = null,
): RegisterFieldRule => ({ name, required, minLength, maxLength, pattern });

const settings: RegistrationSettings = {
  usernameEnabled: true,
  mobileEnabled: true,
  usernameForm: [
    rule('username', true, 4, 20, '^[A-Za-z0-9_]{4,20}$'),
    rule('password', true, 8, 128),
    rule('confirmPassword', true, 8, 128),
    rule('affiliateCode', false, null, 40, '^[A-Za-z0-9_-]{1,40}$'),
    rule('nickname', false, null, 30),
    rule('email', false, null, 120),
    rule('birthday', false),
    rule('captcha', true, 1, 6, '^\\d{1,6}$'),
  ],
  mobileForm: [
    rule('mobileNum', true, 8, 12, '^\\d+$'),
    rule('verificationCode', true, 6, 6, '^\\d{6}$'),
    rule('username', false, 4, 20),
    rule('affiliateCode', false, null, 40),
    rule('captcha', true, 1, 6),
  ],
  minAge: 18,
  phoneDigits: { min: 8, max: 12 },
  defaultCountryDialingCode: '855',
};

const today = new Date(Date.UTC(2026, 5, 15));
const values = (v: Partial<RegisterValues>): RegisterValues => ({
  countryDialingCode: '855',
  disclaimer: true,
  ...v,
});
const validUsernameTab = values({
  username: 'newbie01',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  captcha: '12',
});

describe('registration method (spec section 4)', () => {
  it('starts as username, mobile only when only mobile is enabled', () => {
    expect(initialRegisterMethod({ usernameEnabled: true, mobileEnabled: true })).toBe('username');
    expect(initialRegisterMethod({ usernameEnabled: false, mobileEnabled: true })).toBe('mobile');
    expect(initialRegisterMethod({ usernameEnabled: true, mobileEnabled: false })).toBe('username');
    expect(enabledMethods({ usernameEnabled: false, mobileEnabled: true })).toEqual(['mobile']);
    expect(enabledMethods({ usernameEnabled: false, mobileEnabled: false })).toEqual([]);
  });
});

describe('register rule builder (spec section 5)', () => {
  it('a complete username tab passes', () => {
    expect(validateRegisterForm(settings, 'username', validUsernameTab, today)).toEqual({});
  });

  it('required fields report, empty optional fields pass', () => {
    const errors = validateRegisterForm(settings, 'username', values({}), today);
    expect(Object.keys(errors)).toEqual(['username', 'password', 'confirmPassword', 'captcha']);
    expect(errors.username?.key).toBe('auth.validation.required');
    // Spec 5: the captcha asks for the image code.
    expect(errors.captcha?.key).toBe('errors.imageCodeRequired');
    expect(errors.nickname).toBeUndefined();
    expect(errors.email).toBeUndefined();
    expect(errors.birthday).toBeUndefined();
  });

  it('a filled optional field is checked by its rules', () => {
    const errors = validateRegisterForm(
      settings,
      'username',
      {
        ...validUsernameTab,
        email: 'not-an-email',
        nickname: 'x'.repeat(31),
        affiliateCode: 'a b',
      },
      today,
    );
    expect(errors.email?.key).toBe('auth.validation.emailFormat');
    expect(errors.nickname?.key).toBe('auth.validation.lengthMax');
    expect(errors.affiliateCode?.key).toBe('auth.validation.format');
  });

  it('confirmation equals the password; the password change re-checks it', () => {
    const errors = validateRegisterForm(
      settings,
      'username',
      { ...validUsernameTab, confirmPassword: 'Other#2026' },
      today,
    );
    expect(errors.confirmPassword?.key).toBe('errors.passwordMismatch');
    expect(dependentFields('password')).toEqual(['confirmPassword']);
    expect(dependentFields('username')).toEqual([]);
  });

  it('the mobile number is judged with one leading zero stripped', () => {
    const mobileRule = settings.mobileForm[0]!;
    const check = (mobileNum: string) =>
      validateRegisterField(mobileRule, settings, values({ mobileNum }), today)?.key ?? null;
    expect(check('012345678')).toBeNull(); // 8 digits once the zero goes
    expect(check('01234567')).toBe('auth.validation.mobileFormat');
    expect(check('0')).toBe('auth.validation.required');
    expect(check('1234567890123')).toBe('auth.validation.mobileFormat');
  });

  it('SMS code digits (max 10) and the server length 6; captcha digits max 6', () => {
    const code = settings.mobileForm[1]!;
    const captcha = settings.usernameForm[7]!;
    const check = (r: RegisterFieldRule, v: Partial<RegisterValues>) =>
      validateRegisterField(r, settings, values(v), today)?.key ?? null;
    expect(check(code, { verificationCode: '123456' })).toBeNull();
    expect(check(code, { verificationCode: '12345' })).toBe('auth.validation.lengthBetween');
    expect(check(code, { verificationCode: '12345678901' })).toBe('auth.validation.smsCodeFormat');
    expect(check(captcha, { captcha: '1234567' })).toBe('auth.validation.captchaFormat');
    expect(check(captcha, { captcha: 'ab' })).toBe('auth.validation.captchaFormat');
  });

  it('birthday range 1900 .. end of this year and age >= minAge', () => {
    const birthday = settings.usernameForm[6]!;
    const check = (b: string) =>
      validateRegisterField(birthday, settings, values({ birthday: b }), today)?.key ?? null;
    expect(check('2000-01-01')).toBeNull();
    expect(check('2010-01-01')).toBe('auth.validation.minAge');
    expect(check('1899-01-01')).toBe('auth.validation.birthdayRange');
    expect(check('2027-01-01')).toBe('auth.validation.birthdayRange');
  });

  it('the disclaimer is required', () => {
    const errors = validateRegisterForm(
      settings,
      'username',
      { ...validUsernameTab, disclaimer: false },
      today,
    );
    expect(errors).toEqual({ disclaimer: { key: 'auth.validation.disclaimer' } });
  });

  it('only the active tab is validated', () => {
    const errors = validateRegisterForm(settings, 'mobile', values({}), today);
    expect(Object.keys(errors)).toEqual(['mobileNum', 'verificationCode', 'captcha']);
  });
});

describe('register payload', () => {
  const location = { href: 'https://m.example.com/m/register', hostname: 'm.example.com' };

  it('sends shown fields trimmed, passwords as typed, and the run mode', () => {
    const payload = buildRegisterPayload({
      settings,
      method: 'username',
      values: { ...validUsernameTab, username: ' newbie01 ', password: ' pad ', nickname: '' },
      registerMethod: 'PWA',
      location,
      captchaId: 'cap-1',
    });
    expect(payload).toMatchObject({
      registerMethod: 'PWA',
      type: 0,
      username: 'newbie01',
      password: ' pad ',
      captcha: '12',
      captchaId: 'cap-1',
      registerUrl: location.href,
      domain: 'm.example.com',
    });
    expect(payload).not.toHaveProperty('nickname');
    expect(payload).not.toHaveProperty('countryDialingCode');
  });

  it('mobile tab: one leading zero stripped, the number as the username when none', () => {
    const payload = buildRegisterPayload({
      settings,
      method: 'mobile',
      values: values({ mobileNum: '012345678', verificationCode: '123456', captcha: '3' }),
      registerMethod: 'H5',
      location,
    });
    expect(payload.mobileNum).toBe('12345678');
    expect(payload.username).toBe('12345678');
    expect(payload.countryDialingCode).toBe('855');
    expect(payload).not.toHaveProperty('captchaId');
  });

  it('mobile tab keeps a given username; a web clip registers as WEBCLIP', () => {
    const payload = buildRegisterPayload({
      settings,
      method: 'mobile',
      values: values({ mobileNum: '12345678', username: 'myname', verificationCode: '1' }),
      registerMethod: 'WEBCLIP',
      location,
    });
    expect(payload.username).toBe('myname');
    expect(payload.registerMethod).toBe('WEBCLIP');
  });

  it('server errors land next to their field', () => {
    expect(registerErrorField.USERNAME_TAKEN).toBe('username');
    expect(registerErrorField.MOBILE_TAKEN).toBe('mobileNum');
    expect(registerErrorField.INVALID_INVITATION_CODE).toBe('affiliateCode');
    expect(registerErrorField.CAPTCHA_INVALID).toBe('captcha');
    expect(registerErrorField.VERIFICATION_CODE_INVALID).toBe('verificationCode');
    expect(registerErrorField.WEAK_PASSWORD).toBe('password');
    expect(registerErrorField.SYSTEM_ERROR).toBeUndefined();
  });
});
