import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RegisterFieldRule, RegistrationSettings } from './account';
import { birthdayBounds, type RegisterFormValues } from './account-form-fields';
import {
  changePasswordFormSchema,
  forgotByEmailFormSchema,
  formErrorMap,
  loginFormSchema,
  registerFormSchema,
  resetByEmailFormSchema,
  setPasswordByPhoneFormSchema,
} from './account-forms';
import { encodeFormMessage, formMessage, readFormMessage, type FormMessage } from './form-messages';

// The cases of the web app's former rule functions (features/auth/lib/rules.ts and the form
// validators), same inputs and outcomes, now against the schemas the forms parse with.

/** Field -> its first message, as the form resolver reports it. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, FormMessage> {
  const result = schema.safeParse(values, { error: formErrorMap });
  const errors: Record<string, FormMessage> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const message = readFormMessage(issue.message);
    const path = issue.path.join('.');
    if (message && !(path in errors)) errors[path] = message;
  }
  return errors;
}
const keyOf = (schema: z.ZodType, values: unknown, field: string) =>
  errorsOf(schema, values)[field]?.key ?? null;

const byUsername = loginFormSchema('username', false);
const bySms = loginFormSchema('sms', false);
const withCaptcha = loginFormSchema('username', true);
const login = (v: Record<string, string>) => ({ username: 'demo01', password: 'x', ...v });
const sms = (v: Record<string, string>) => ({
  mobileNum: '012345678',
  verificationCode: '123456',
  ...v,
});

describe('issue messages', () => {
  it('are translation keys, with the values they interpolate', () => {
    expect(formMessage('required')).toBe('auth.validation.required');
    expect(readFormMessage(formMessage('minAge', { age: 18 }))).toEqual({
      key: 'auth.validation.minAge',
      values: { age: 18 },
    });
    expect(readFormMessage('errors.usernameTaken')).toEqual({ key: 'errors.usernameTaken' });
    expect(readFormMessage('')).toBeNull();
    expect(readFormMessage('{not json')).toBeNull();
    expect(readFormMessage(undefined)).toBeNull();
    expect(
      readFormMessage(encodeFormMessage({ key: 'errors.tooManyAttempts', values: { seconds: 8 } })),
    ).toEqual({ key: 'errors.tooManyAttempts', values: { seconds: 8 } });
  });
});

describe('field rules (spec section 5)', () => {
  it('required passes anything but blanks', () => {
    expect(keyOf(byUsername, login({ password: '' }), 'password')).toBe('auth.validation.required');
    expect(keyOf(byUsername, login({ password: '   ' }), 'password')).toBe(
      'auth.validation.required',
    );
    expect(keyOf(byUsername, login({ password: 'x' }), 'password')).toBeNull();
  });

  it('username: letters, digits, underscore, 4 to 20, trimmed', () => {
    const check = (username: string) => keyOf(byUsername, login({ username }), 'username');
    expect(check('demo01')).toBeNull();
    expect(check('  demo_01 ')).toBeNull();
    expect(check('abc')).toBe('auth.validation.usernameFormat');
    expect(check('a'.repeat(21))).toBe('auth.validation.usernameFormat');
    expect(check('bad name')).toBe('auth.validation.usernameFormat');
    expect(errorsOf(byUsername, login({ username: 'abc' })).username?.values).toEqual({
      min: 4,
      max: 20,
    });
  });

  it('login password: any up to 128; new password: 8 to 128 characters', () => {
    expect(keyOf(byUsername, login({ password: 'x' }), 'password')).toBeNull();
    expect(keyOf(byUsername, login({ password: 'x'.repeat(129) }), 'password')).toBe(
      'auth.validation.passwordLength',
    );
    const newPassword = (value: string) =>
      keyOf(
        setPasswordByPhoneFormSchema,
        { ...sms({}), countryDialingCode: '855', newPassword: value },
        'newPassword',
      );
    expect(newPassword('short')).toBe('auth.validation.passwordLength');
    expect(newPassword('12345678')).toBeNull();
    expect(newPassword('x'.repeat(128))).toBeNull();
    expect(newPassword('x'.repeat(129))).toBe('auth.validation.passwordLength');
  });

  it('confirmation must equal the password exactly', () => {
    const confirm = (confirmNewPassword: string) =>
      keyOf(
        changePasswordFormSchema,
        { oldPassword: 'Demo@2026', newPassword: 'Secret123', confirmNewPassword },
        'confirmNewPassword',
      );
    expect(confirm('Secret123')).toBeNull();
    expect(confirm('secret123')).toBe('errors.passwordMismatch');
  });

  it('mobile: digits, leading zero stripped before counting, at most 20', () => {
    const register = registerFormSchema(
      { ...settings, mobileForm: [rule('mobileNum', true)], phoneDigits: { min: 8, max: 12 } },
      'mobile',
    );
    const check = (mobileNum: string) => keyOf(register, values({ mobileNum }), 'mobileNum');
    expect(check('012345678')).toBeNull(); // 8 digits after the zero
    expect(check('01234567')).toBe('auth.validation.mobileFormat'); // 7 after the zero
    expect(check('12-345678')).toBe('auth.validation.mobileFormat');
    expect(check('1234567890123')).toBe('auth.validation.mobileFormat');
    expect(errorsOf(register, values({ mobileNum: '0123456789' })).mobileNum).toBeUndefined();
    expect(errorsOf(register, values({ mobileNum: '12-345678' })).mobileNum?.values).toEqual({
      min: 8,
      max: 12,
    });
    expect(keyOf(bySms, sms({ mobileNum: '1'.repeat(21) }), 'mobileNum')).toBe(
      'auth.validation.mobileFormat',
    );
    expect(keyOf(bySms, sms({ mobileNum: '1'.repeat(20) }), 'mobileNum')).toBeNull();
  });

  it('SMS code: digits only, at most 10', () => {
    const check = (verificationCode: string) =>
      keyOf(bySms, sms({ verificationCode }), 'verificationCode');
    expect(check('123456')).toBeNull();
    expect(check('1234567890')).toBeNull();
    expect(check('12345678901')).toBe('auth.validation.smsCodeFormat');
    expect(check('12a456')).toBe('auth.validation.smsCodeFormat');
  });

  it('captcha: required with the image-code message, digits, at most 6', () => {
    const check = (captcha: string) => keyOf(withCaptcha, login({ captcha }), 'captcha');
    expect(check('')).toBe('errors.imageCodeRequired');
    expect(check('12')).toBeNull();
    expect(check('123456')).toBeNull();
    expect(check('1234567')).toBe('auth.validation.captchaFormat');
    expect(check('1a')).toBe('auth.validation.captchaFormat');
  });

  it('email: the spec pattern on the trimmed value', () => {
    const check = (email: string) =>
      keyOf(forgotByEmailFormSchema, { username: 'demo01', email }, 'email');
    expect(check('demo01@example.com')).toBeNull();
    expect(check('  first.last@mail.example.co.uk ')).toBeNull();
    expect(check('nobody@')).toBe('auth.validation.emailFormat');
    expect(check('no at sign.com')).toBe('auth.validation.emailFormat');
    expect(check('x@example.comm')).toBe('auth.validation.emailFormat');
  });

  it('birthday: 1900 to the end of the current year, and at least the minimum age', () => {
    const today = new Date(Date.UTC(2026, 5, 15));
    expect(birthdayBounds(today)).toEqual({ min: '1900-01-01', max: '2026-12-31' });
    const register = registerFormSchema(
      { ...settings, usernameForm: [rule('birthday', false)], minAge: 18 },
      'username',
      today,
    );
    const check = (birthday: string) => errorsOf(register, values({ birthday })).birthday ?? null;
    expect(check('2008-06-15')).toBeNull(); // 18 today
    expect(check('2008-06-16')?.key).toBe('auth.validation.minAge'); // 18 tomorrow
    expect(check('2008-06-16')?.values).toEqual({ age: 18 });
    expect(check('1899-12-31')?.key).toBe('auth.validation.birthdayRange');
    expect(check('2027-01-01')?.key).toBe('auth.validation.birthdayRange');
    expect(check('2001-02-30')?.key).toBe('auth.validation.birthdayRange');
    expect(check('yesterday')?.key).toBe('auth.validation.birthdayRange');
    expect(check('1900-01-01')).toBeNull();
  });

  it('server length bounds and patterns; a broken pattern is ignored', () => {
    const check = (fieldRule: RegisterFieldRule, value: string) =>
      keyOf(
        registerFormSchema({ ...settings, usernameForm: [fieldRule] }, 'username'),
        values({ [fieldRule.name]: value }),
        fieldRule.name,
      );
    expect(check(rule('nickname', true, 2, 4), 'a')).toBe('auth.validation.lengthBetween');
    expect(check(rule('nickname', true, 2, null), 'a')).toBe('auth.validation.lengthMin');
    expect(check(rule('nickname', true, null, 2), 'abc')).toBe('auth.validation.lengthMax');
    expect(check(rule('nickname', true, 2, 4), ' ab ')).toBeNull();
    // Passwords are not trimmed: the spaces count.
    expect(check(rule('password', true, null, 10), ' abcdefghij')).toBe(
      'auth.validation.lengthMax',
    );
    expect(check(rule('password', true, null, 10), 'abcdefghij')).toBeNull();
    expect(check(rule('nickname', true, null, null, '^\\d+$'), '12a')).toBe(
      'auth.validation.format',
    );
    expect(check(rule('nickname', true, null, null, '^\\d+$'), '123')).toBeNull();
    expect(check(rule('nickname', true, null, null, '(['), 'anything')).toBeNull();
    expect(check(rule('nickname', true, null, null, null), 'anything')).toBeNull();
  });
});

describe('login rules (spec section 5)', () => {
  const blank = {
    username: '',
    password: '',
    countryDialingCode: '855',
    mobileNum: '',
    verificationCode: '',
    captcha: '',
  };

  it('username tab: username and password', () => {
    expect(Object.keys(errorsOf(byUsername, blank))).toEqual(['username', 'password']);
    expect(errorsOf(byUsername, { ...blank, username: 'demo01', password: 'x' })).toEqual({});
  });

  it('SMS tab: mobile number (max 20) and a numeric code (max 10)', () => {
    const errors = errorsOf(bySms, {
      ...blank,
      mobileNum: '1'.repeat(21),
      verificationCode: '12345678901',
    });
    expect(errors.mobileNum?.key).toBe('auth.validation.mobileFormat');
    expect(errors.verificationCode?.key).toBe('auth.validation.smsCodeFormat');
    expect(errors.username).toBeUndefined();
  });

  it('the captcha is checked only once shown', () => {
    const filled = { ...blank, username: 'demo01', password: 'x' };
    expect(errorsOf(byUsername, filled)).toEqual({});
    expect(errorsOf(withCaptcha, filled).captcha?.key).toBe('errors.imageCodeRequired');
  });
});

describe('forgot by email (spec section 5)', () => {
  it('checks the username rule and the email pattern', () => {
    expect(
      errorsOf(forgotByEmailFormSchema, { username: 'demo01', email: ' demo01@example.com ' }),
    ).toEqual({});
    const errors = errorsOf(forgotByEmailFormSchema, { username: '', email: 'x@' });
    expect(errors.username?.key).toBe('auth.validation.required');
    expect(errors.email?.key).toBe('auth.validation.emailFormat');
  });
});

describe('set password by phone (spec sections 5 and 8)', () => {
  const valid = {
    countryDialingCode: '855',
    mobileNum: '012345678',
    verificationCode: '123456',
    newPassword: 'Fresh#2026',
  };

  it('requires the mobile number and checks code and password', () => {
    expect(errorsOf(setPasswordByPhoneFormSchema, valid)).toEqual({});
    const errors = errorsOf(setPasswordByPhoneFormSchema, {
      ...valid,
      mobileNum: '',
      verificationCode: 'abc',
      newPassword: 'short',
    });
    expect(errors.mobileNum?.key).toBe('auth.validation.required');
    expect(errors.verificationCode?.key).toBe('auth.validation.smsCodeFormat');
    expect(errors.newPassword?.key).toBe('auth.validation.passwordLength');
  });
});

describe('change password (spec section 5)', () => {
  it('always asks for the old password; new by the password rule; confirmation equal', () => {
    const errors = errorsOf(changePasswordFormSchema, {
      oldPassword: '',
      newPassword: 'short',
      confirmNewPassword: '',
    });
    expect(errors.oldPassword?.key).toBe('auth.validation.required');
    expect(errors.newPassword?.key).toBe('auth.validation.passwordLength');
    expect(errors.confirmNewPassword?.key).toBe('auth.validation.required');
    expect(
      errorsOf(changePasswordFormSchema, {
        oldPassword: 'Demo@2026',
        newPassword: 'Fresh#2026',
        confirmNewPassword: 'Fresh#2027',
      }).confirmNewPassword?.key,
    ).toBe('errors.passwordMismatch');
    // Each field is judged on its own: a blank old password does not hide the mismatch.
    expect(
      errorsOf(changePasswordFormSchema, {
        oldPassword: '',
        newPassword: 'Fresh#2026',
        confirmNewPassword: 'Fresh#2027',
      }),
    ).toEqual({
      oldPassword: { key: 'auth.validation.required' },
      confirmNewPassword: { key: 'errors.passwordMismatch' },
    });
  });

  it('the email reset form checks new and confirmation', () => {
    expect(
      errorsOf(resetByEmailFormSchema, {
        newPassword: 'Fresh#2026',
        confirmNewPassword: 'Fresh#2026',
      }),
    ).toEqual({});
    expect(
      errorsOf(resetByEmailFormSchema, { newPassword: 'Fresh#2026', confirmNewPassword: 'x' })
        .confirmNewPassword?.key,
    ).toBe('errors.passwordMismatch');
  });
});

// ---------------------------------------------------------------- registration

function rule(
  name: RegisterFieldRule['name'],
  required: boolean,
  minLength: number | null = null,
  maxLength: number | null = null,
  pattern: string | null = null,
): RegisterFieldRule {
  return { name, required, minLength, maxLength, pattern };
}

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
function values(v: Partial<RegisterFormValues>): RegisterFormValues {
  return { countryDialingCode: '855', disclaimer: true, ...v };
}
const validUsernameTab = values({
  username: 'newbie01',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  captcha: '12',
});
const usernameTab = registerFormSchema(settings, 'username', today);
const mobileTab = registerFormSchema(settings, 'mobile', today);

describe('register schema from the operator settings (spec section 5)', () => {
  it('a complete username tab passes', () => {
    expect(errorsOf(usernameTab, validUsernameTab)).toEqual({});
  });

  it('required fields report, empty optional fields pass', () => {
    const errors = errorsOf(usernameTab, values({}));
    expect(Object.keys(errors)).toEqual(['username', 'password', 'confirmPassword', 'captcha']);
    expect(errors.username?.key).toBe('auth.validation.required');
    // Spec 5: the captcha asks for the image code.
    expect(errors.captcha?.key).toBe('errors.imageCodeRequired');
    expect(errors.nickname).toBeUndefined();
    expect(errors.email).toBeUndefined();
    expect(errors.birthday).toBeUndefined();
    // Blank optional fields as a form holds them ('' once typed and cleared) pass too.
    expect(errorsOf(usernameTab, { ...validUsernameTab, nickname: ' ', email: '' })).toEqual({});
  });

  it('a filled optional field is checked by its rules', () => {
    const errors = errorsOf(usernameTab, {
      ...validUsernameTab,
      email: 'not-an-email',
      nickname: 'x'.repeat(31),
      affiliateCode: 'a b',
    });
    expect(errors.email?.key).toBe('auth.validation.emailFormat');
    expect(errors.nickname?.key).toBe('auth.validation.lengthMax');
    expect(errors.affiliateCode?.key).toBe('auth.validation.format');
  });

  it('confirmation equals the password', () => {
    const errors = errorsOf(usernameTab, { ...validUsernameTab, confirmPassword: 'Other#2026' });
    expect(errors.confirmPassword?.key).toBe('errors.passwordMismatch');
    // A short mistyped confirmation says it does not match (its rule is equality).
    expect(
      errorsOf(usernameTab, { ...validUsernameTab, password: 'short', confirmPassword: 'other' }),
    ).toMatchObject({
      password: { key: 'auth.validation.passwordLength' },
      confirmPassword: { key: 'errors.passwordMismatch' },
    });
  });

  it('the mobile number is judged with the leading zero stripped', () => {
    const check = (mobileNum: string) => keyOf(mobileTab, values({ mobileNum }), 'mobileNum');
    expect(check('012345678')).toBeNull(); // 8 digits once the zero goes
    expect(check('01234567')).toBe('auth.validation.mobileFormat');
    expect(check('0')).toBe('auth.validation.required');
    expect(check('1234567890123')).toBe('auth.validation.mobileFormat');
  });

  it('SMS code digits (max 10) and the server length 6; captcha digits max 6', () => {
    const code = (verificationCode: string) =>
      keyOf(mobileTab, values({ verificationCode }), 'verificationCode');
    const captcha = (value: string) =>
      keyOf(usernameTab, { ...validUsernameTab, captcha: value }, 'captcha');
    expect(code('123456')).toBeNull();
    expect(code('12345')).toBe('auth.validation.lengthBetween');
    expect(code('12345678901')).toBe('auth.validation.smsCodeFormat');
    expect(captcha('1234567')).toBe('auth.validation.captchaFormat');
    expect(captcha('ab')).toBe('auth.validation.captchaFormat');
  });

  it('birthday range 1900 .. end of this year and age >= minAge', () => {
    const check = (birthday: string) =>
      keyOf(usernameTab, { ...validUsernameTab, birthday }, 'birthday');
    expect(check('2000-01-01')).toBeNull();
    expect(check('2010-01-01')).toBe('auth.validation.minAge');
    expect(check('1899-01-01')).toBe('auth.validation.birthdayRange');
    expect(check('2027-01-01')).toBe('auth.validation.birthdayRange');
  });

  it('the disclaimer is required', () => {
    expect(errorsOf(usernameTab, { ...validUsernameTab, disclaimer: false })).toEqual({
      disclaimer: { key: 'auth.validation.disclaimer' },
    });
  });

  it('only the active tab is validated', () => {
    expect(Object.keys(errorsOf(mobileTab, values({})))).toEqual([
      'mobileNum',
      'verificationCode',
      'captcha',
    ]);
  });
});
