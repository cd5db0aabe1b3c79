import type { RegisterFieldName, RegisterFieldRule, RegistrationSettings } from './account';
import { accountRules } from './account-rules';

/**
 * What the account screens need to lay out their forms, zod-free: a screen renders from these
 * while the schemas (account-forms.ts, which need zod) load.
 */
export type LoginMethod = 'username' | 'sms';
export type RegisterMethod = 'username' | 'mobile';

/** The fields of a registration tab, in display order (spec 4: from the operator's settings). */
export function registerFormFields(
  settings: RegistrationSettings,
  method: RegisterMethod,
): RegisterFieldRule[] {
  return method === 'mobile' ? settings.mobileForm : settings.usernameForm;
}

/** The register form's values: every field as typed, plus the dialing code and the disclaimer. */
export type RegisterFormValues = Partial<Record<RegisterFieldName, string>> & {
  countryDialingCode: string;
  disclaimer: boolean;
};

/** Spec 5: birthdays from 1900 to the end of the current year (the date input's bounds too). */
export function birthdayBounds(today: Date): { min: string; max: string } {
  return { min: `${accountRules.birthdayMinYear}-01-01`, max: `${today.getFullYear()}-12-31` };
}
