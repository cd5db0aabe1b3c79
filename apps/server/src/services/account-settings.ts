import {
  registerFieldNames,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegistrationSettings,
} from '@app/contracts/account';
import type { RegisterFormSettings } from '@app/contracts/system';
import type { OperatorSettingsService } from './operator-settings-service';

/** Module switches (CAPTCHA3, FREEPLAY3, REG3, AFFMAN3) count as on unless set to false. */
export function moduleEnabled(whitelabel: Record<string, boolean>, flag: string): boolean {
  return whitelabel[flag] !== false;
}

const isFieldName = (name: string): name is RegisterFieldName =>
  (registerFieldNames as readonly string[]).includes(name);

type Flags = Record<string, boolean>;

/** Applies the flags to the stored registration forms (see registerFormSettingsSchema). */
export function registrationSettingsFrom(
  form: RegisterFormSettings,
  whitelabel: Flags,
  summary: { usernameEnabled: boolean; mobileEnabled: boolean; minAge: number },
): RegistrationSettings {
  const on = (flag: string) => whitelabel[flag] === true;
  const captchaOn = moduleEnabled(whitelabel, 'CAPTCHA3');
  const affiliateOn = moduleEnabled(whitelabel, 'AFFMAN3');
  const mobilePassword = on('MOBILENUMPASSREG3');
  // Without a password the SMS code is the only proof of the number, so it is then demanded.
  const mobileCode = on('REGMOBVERF3') || !mobilePassword;
  const keep =
    (tab: 'username' | 'mobile') => (rule: RegisterFormSettings['usernameForm'][number]) => {
      if (!isFieldName(rule.name)) return false;
      if (rule.name === 'captcha') return captchaOn;
      if (rule.name === 'affiliateCode' || rule.name === 'recommenderId') return affiliateOn;
      if (tab === 'mobile') {
        if (rule.name === 'verificationCode') return mobileCode;
        if (rule.name === 'password' || rule.name === 'confirmPassword') return mobilePassword;
        if (rule.name === 'username') return false;
      }
      return true;
    };
  const rules = (list: RegisterFormSettings['usernameForm'], tab: 'username' | 'mobile') =>
    list
      .filter(keep(tab))
      .map((rule): RegisterFieldRule => ({ ...rule, name: rule.name as RegisterFieldName }));
  return {
    usernameEnabled: summary.usernameEnabled && on('USERNAMEREG3'),
    mobileEnabled: summary.mobileEnabled && on('MOBILENUMREG3'),
    usernameForm: rules(form.usernameForm, 'username'),
    mobileForm: rules(form.mobileForm, 'mobile'),
    minAge: summary.minAge,
    phoneDigits: form.phoneDigits,
    defaultCountryDialingCode: form.defaultCountryDialingCode,
  };
}

/** The operator settings the accounts flows read (no cache: see operator-settings-service). */
export function createAccountSettings(operatorSettings: OperatorSettingsService) {
  return {
    async merchantCode(): Promise<string> {
      return (await operatorSettings.readAll()).site.merchantCode;
    },
    async isModuleOn(flag: string): Promise<boolean> {
      return moduleEnabled((await operatorSettings.getSettings()).whitelabel, flag);
    },
    async registration(): Promise<RegistrationSettings> {
      const s = await operatorSettings.getSettings();
      return registrationSettingsFrom(s.registerForm, s.whitelabel, s.register);
    },
  };
}
export type AccountSettings = ReturnType<typeof createAccountSettings>;
