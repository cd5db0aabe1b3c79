import { describe, expect, it } from 'vitest';
import {
  fieldToClearAfterPhoneFailure,
  isSamePassword,
  setPasswordByPhonePayload,
  validateChangePassword,
  validateForgotByEmail,
  validateNewPassword,
  validateSetPasswordByPhone,
} from './password-forms';

describe('forgot by email (spec section 5)', () => {
  it('checks the username rule and the email pattern', () => {
    expect(validateForgotByEmail({ username: 'demo01', email: ' demo01@example.com ' })).toEqual(
      {},
    );
    const errors = validateForgotByEmail({ username: '', email: 'x@' });
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
    expect(validateSetPasswordByPhone(valid)).toEqual({});
    const errors = validateSetPasswordByPhone({
      ...valid,
      mobileNum: '',
      verificationCode: 'abc',
      newPassword: 'short',
    });
    expect(errors.mobileNum?.key).toBe('auth.validation.required');
    expect(errors.verificationCode?.key).toBe('auth.validation.smsCodeFormat');
    expect(errors.newPassword?.key).toBe('auth.validation.passwordLength');
  });

  it('sends the number with one leading zero stripped', () => {
    expect(setPasswordByPhonePayload(valid)).toEqual({
      mobileNum: '12345678',
      countryDialingCode: '855',
      verificationCode: '123456',
      newPassword: 'Fresh#2026',
    });
  });

  it('SAME_PASSWORD clears the new password, any other failure the code', () => {
    expect(fieldToClearAfterPhoneFailure('SAME_PASSWORD')).toBe('newPassword');
    expect(fieldToClearAfterPhoneFailure('VERIFICATION_CODE_INVALID')).toBe('verificationCode');
    expect(fieldToClearAfterPhoneFailure(null)).toBe('verificationCode');
  });
});

describe('change password (spec section 5)', () => {
  it('always asks for the old password; new by the password rule; confirmation equal', () => {
    const errors = validateChangePassword({
      oldPassword: '',
      newPassword: 'short',
      confirmNewPassword: '',
    });
    expect(errors.oldPassword?.key).toBe('auth.validation.required');
    expect(errors.newPassword?.key).toBe('auth.validation.passwordLength');
    expect(errors.confirmNewPassword?.key).toBe('auth.validation.required');
    expect(
      validateChangePassword({
        oldPassword: 'Demo@2026',
        newPassword: 'Fresh#2026',
        confirmNewPassword: 'Fresh#2027',
      }).confirmNewPassword?.key,
    ).toBe('errors.passwordMismatch');
  });

  it('new equal to old is the same-password case', () => {
    expect(isSamePassword({ oldPassword: 'Demo@2026', newPassword: 'Demo@2026' })).toBe(true);
    expect(isSamePassword({ oldPassword: 'Demo@2026', newPassword: 'Fresh#2026' })).toBe(false);
    expect(isSamePassword({ oldPassword: '', newPassword: '' })).toBe(false);
  });

  it('the email reset form checks new and confirmation', () => {
    expect(
      validateNewPassword({ newPassword: 'Fresh#2026', confirmNewPassword: 'Fresh#2026' }),
    ).toEqual({});
    expect(
      validateNewPassword({ newPassword: 'Fresh#2026', confirmNewPassword: 'x' }).confirmNewPassword
        ?.key,
    ).toBe('errors.passwordMismatch');
  });
});
