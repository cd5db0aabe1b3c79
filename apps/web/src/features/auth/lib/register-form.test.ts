import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule, RegistrationSettings } from '@app/contracts/account';
import {
  buildRegisterPayload,
  enabledMethods,
  initialRegisterMethod,
  linkAffiliateCode,
  registerErrorField,
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

// The rules the settings impose run as one schema in packages/contracts; their cases are in
// packages/contracts/src/account-forms.test.ts.

describe('register payload', () => {
  const location = { href: 'https://m.example.com/m/register', hostname: 'm.example.com' };

  it('sends shown fields trimmed, passwords as typed, and the run mode', () => {
    const payload = buildRegisterPayload({
      settings,
      fields: settings.usernameForm,
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

  it('mobile tab: the number as typed (the server normalises it and names the account after it)', () => {
    const payload = buildRegisterPayload({
      settings,
      fields: settings.mobileForm,
      values: values({ mobileNum: ' 012345678 ', verificationCode: '123456', captcha: '3' }),
      registerMethod: 'H5',
      location,
    });
    expect(payload.mobileNum).toBe('012345678');
    expect(payload).not.toHaveProperty('username');
    expect(payload.countryDialingCode).toBe('855');
    expect(payload).not.toHaveProperty('captchaId');
  });

  it('mobile tab keeps a given username; a web clip registers as WEBCLIP', () => {
    const payload = buildRegisterPayload({
      settings,
      fields: settings.mobileForm,
      values: values({ mobileNum: '12345678', username: 'myname', verificationCode: '1' }),
      registerMethod: 'WEBCLIP',
      location,
    });
    expect(payload.username).toBe('myname');
    expect(payload.registerMethod).toBe('WEBCLIP');
  });

  it("sends the invite link's code even where the form hides the affiliate field", () => {
    const hidden = settings.usernameForm.filter((f) => f.name !== 'affiliateCode');
    const base = {
      settings,
      values: validUsernameTab,
      registerMethod: 'H5' as const,
      location,
    };
    expect(
      buildRegisterPayload({ ...base, fields: hidden, linkAffiliateCode: ' K7M2QX9P ' })
        .affiliateCode,
    ).toBe('K7M2QX9P');
    expect(buildRegisterPayload({ ...base, fields: hidden })).not.toHaveProperty('affiliateCode');
    // Shown: what the field holds (the link filled it in; the player may have changed it).
    expect(
      buildRegisterPayload({
        ...base,
        fields: settings.usernameForm,
        values: { ...validUsernameTab, affiliateCode: 'TYPED01' },
        linkAffiliateCode: 'K7M2QX9P',
      }).affiliateCode,
    ).toBe('TYPED01');
  });

  it('reads the link code from ?affiliateCode= or ?code=', () => {
    expect(linkAffiliateCode(new URLSearchParams('affiliateCode=K7M2QX9P'))).toBe('K7M2QX9P');
    expect(linkAffiliateCode(new URLSearchParams('code=AGENT01'))).toBe('AGENT01');
    expect(linkAffiliateCode(new URLSearchParams('affiliateCode=&code=X2'))).toBe('X2');
    expect(linkAffiliateCode(new URLSearchParams(''))).toBeNull();
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
