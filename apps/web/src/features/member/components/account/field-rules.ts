import { accountRules, ageOn } from '@app/contracts/account-rules';
import type { TranslationKey } from '@/shared/i18n/translator';
import type { ProfileField } from '../../api/my-account';

/** A broken rule: its message key and the numbers it names. */
export type Problem = { key: TranslationKey; values?: Record<string, string | number> };

/** Today on the device as YYYY-MM-DD (the date input's upper bound). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const BIRTHDAY_MIN = `${accountRules.birthdayMinYear}-01-01`;

/**
 * The checks the server makes, made first on the device so the message comes at once (the
 * server makes them again). The value is trimmed.
 */
export function checkField(field: ProfileField, value: string, now = new Date()): Problem | null {
  switch (field) {
    case 'nickname':
      if (value === '') return { key: 'myAccount.validation.nicknameRequired' };
      if (value.length > accountRules.nicknameMax)
        return { key: 'myAccount.validation.tooLong', values: { max: accountRules.nicknameMax } };
      return null;
    case 'email':
      if (value === '') return { key: 'myAccount.validation.emailRequired' };
      if (value.length > accountRules.emailMax || !accountRules.emailPattern.test(value))
        return { key: 'myAccount.validation.emailFormat' };
      return null;
    case 'payeeName':
      if (value === '') return { key: 'myAccount.validation.payeeNameRequired' };
      if (value.length > accountRules.payeeNameMax)
        return { key: 'myAccount.validation.tooLong', values: { max: accountRules.payeeNameMax } };
      return null;
    case 'birthday': {
      if (value === '') return { key: 'myAccount.validation.birthdayRequired' };
      const today = localToday(now);
      const age = ageOn(value, new Date(`${today}T00:00:00Z`));
      if (age === null || value < BIRTHDAY_MIN || value > today)
        return { key: 'myAccount.validation.birthdayRange', values: { from: BIRTHDAY_MIN } };
      if (age < accountRules.minAge)
        return { key: 'myAccount.validation.birthdayAge', values: { age: accountRules.minAge } };
      return null;
    }
  }
}
