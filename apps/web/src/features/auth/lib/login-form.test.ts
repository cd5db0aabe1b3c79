import { describe, expect, it } from 'vitest';
import { buildLoginPayload, type LoginValues } from './login-form';
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

// The rules' cases run against the contract's login schema: packages/contracts/src/account-forms.test.ts.

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

  it('sms: the number as typed (the server normalises it), no captcha without an image', () => {
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
      mobileNum: '012345678',
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
