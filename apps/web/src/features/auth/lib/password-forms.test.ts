import { describe, expect, it } from 'vitest';
import { fieldToClearAfterPhoneFailure, isSamePassword } from './password-forms';

// The rules' cases (forgot by email, set by phone, change, reset by email) run against the
// contract's form schemas: packages/contracts/src/account-forms.test.ts.

describe('set password by phone (spec section 8)', () => {
  it('SAME_PASSWORD clears the new password, any other failure the code', () => {
    expect(fieldToClearAfterPhoneFailure('SAME_PASSWORD')).toBe('newPassword');
    expect(fieldToClearAfterPhoneFailure('VERIFICATION_CODE_INVALID')).toBe('verificationCode');
    expect(fieldToClearAfterPhoneFailure(null)).toBe('verificationCode');
  });
});

describe('change password (spec section 5)', () => {
  it('new equal to old is the same-password case', () => {
    expect(isSamePassword({ oldPassword: 'Demo@2026', newPassword: 'Demo@2026' })).toBe(true);
    expect(isSamePassword({ oldPassword: 'Demo@2026', newPassword: 'Fresh#2026' })).toBe(false);
    expect(isSamePassword({ oldPassword: '', newPassword: '' })).toBe(false);
  });
});
