import { describe, expect, it } from 'vitest';
import { buildLoginPayload, validateLogin, type LoginValues } from './login-form';
import { readRememberedLogin, writeRememberedLogin } from './remembered-login';

const values = (v: Partial<LoginValues> = {}): LoginValues => ({
  username: '',
  password: '',
  countryDialingCode: '855',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  remember: true,
  ...v,
});

describe('login rules (spec section 5)', () => {
  it('username tab: username and password', () => {
    expect(Object.keys(validateLogin(values(), 'username', false))).toEqual([
      'username',
      'password',
    ]);
    expect(validateLogin(values({ username: 'demo01', password: 'x' }), 'username', false)).toEqual(
      {},
    );
  });

  it('SMS tab: mobile number (max 20) and a numeric code (max 10)', () => {
    const errors = validateLogin(
      values({ mobileNum: '1'.repeat(21), verificationCode: '12345678901' }),
      'sms',
      false,
    );
    expect(errors.mobileNum?.key).toBe('auth.validation.mobileFormat');
    expect(errors.verificationCode?.key).toBe('auth.validation.smsCodeFormat');
    expect(errors.username).toBeUndefined();
  });

  it('the captcha is checked only once shown', () => {
    const filled = values({ username: 'demo01', password: 'x' });
    expect(validateLogin(filled, 'username', false)).toEqual({});
    expect(validateLogin(filled, 'username', true).captcha?.key).toBe('errors.imageCodeRequired');
  });
});

describe('login payload', () => {
  it('username: trimmed name, password as typed, remember, captcha with its id', () => {
    expect(
      buildLoginPayload(
        values({ username: ' demo01 ', password: ' p ', captcha: '12' }),
        'username',
        'cap',
      ),
    ).toEqual({
      type: 'username',
      username: 'demo01',
      password: ' p ',
      remember: true,
      captcha: '12',
      captchaId: 'cap',
    });
  });

  it('sms: leading zero stripped, no captcha without an image', () => {
    expect(
      buildLoginPayload(
        values({
          mobileNum: '012345678',
          verificationCode: '123456',
          remember: false,
          captcha: '5',
        }),
        'sms',
        undefined,
      ),
    ).toEqual({
      type: 'sms',
      mobileNum: '12345678',
      countryDialingCode: '855',
      verificationCode: '123456',
      remember: false,
    });
  });
});

describe('remembered login (decision 0014)', () => {
  it('keeps method, username and dialing code, never a password', () => {
    writeRememberedLogin({
      type: 'username',
      username: 'demo01',
      mobileNum: '',
      countryDialingCode: '855',
      ...({ password: 'Demo@2026' } as object),
    });
    const raw = localStorage.getItem('rememberedLogin') ?? '';
    expect(raw).not.toContain('Demo@2026');
    expect(raw).not.toContain('password');
    expect(readRememberedLogin()).toEqual({
      type: 'username',
      username: 'demo01',
      mobileNum: '',
      countryDialingCode: '855',
    });
  });

  it('ignores a record that holds a password', () => {
    localStorage.setItem(
      'rememberedLogin',
      JSON.stringify({
        type: 'username',
        username: 'a',
        mobileNum: '',
        countryDialingCode: '',
        password: 'x',
      }),
    );
    expect(readRememberedLogin()).toBeNull();
  });
});
