import type { SetPasswordByPhonePayload } from '@app/contracts/account';

/**
 * Values and outcomes of the password screens (spec sections 5 and 8: forgot by email, set by
 * phone, change). Their rules are the contract's form schemas (form-schemas.ts).
 */
export type ForgotByEmailValues = { username: string; email: string };

/** The form is the payload: the mobile number goes as typed (the server normalises it). */
export type SetPasswordByPhoneValues = SetPasswordByPhonePayload;

/** Spec 8, set password failure: SAME_PASSWORD clears the new password, any other the code. */
export function fieldToClearAfterPhoneFailure(
  errorCode: string | null,
): 'newPassword' | 'verificationCode' {
  return errorCode === 'SAME_PASSWORD' ? 'newPassword' : 'verificationCode';
}

export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

export type ChangePasswordValues = {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

/** Spec 5: new equal to old shows the same-password popup and nothing is sent. */
export function isSamePassword(values: Pick<ChangePasswordValues, 'oldPassword' | 'newPassword'>) {
  return values.oldPassword !== '' && values.oldPassword === values.newPassword;
}
