/**
 * Messages of the account forms (account-forms.ts), zod-free so that a screen can read a form
 * error without loading the schemas. A message is a translation key of the web app, with the
 * values it interpolates; as a zod issue message (a string) it is the key itself, or JSON of key
 * and values. The web app's type check keeps every key here in its catalogue.
 */
export const formMessageKeys = {
  required: 'auth.validation.required',
  usernameFormat: 'auth.validation.usernameFormat',
  passwordLength: 'auth.validation.passwordLength',
  mobileFormat: 'auth.validation.mobileFormat',
  smsCodeFormat: 'auth.validation.smsCodeFormat',
  captchaRequired: 'errors.imageCodeRequired',
  captchaFormat: 'auth.validation.captchaFormat',
  emailFormat: 'auth.validation.emailFormat',
  birthdayRange: 'auth.validation.birthdayRange',
  minAge: 'auth.validation.minAge',
  lengthBetween: 'auth.validation.lengthBetween',
  lengthMin: 'auth.validation.lengthMin',
  lengthMax: 'auth.validation.lengthMax',
  format: 'auth.validation.format',
  disclaimer: 'auth.validation.disclaimer',
  passwordMismatch: 'errors.passwordMismatch',
} as const;
export type FormMessageKey = (typeof formMessageKeys)[keyof typeof formMessageKeys];

/** A message as the form shows it: a translation key and the values it interpolates. */
export type FormMessage = { key: string; values?: Record<string, string | number> };

/** The issue message of `key`: the key itself, or JSON of key and values when it has values. */
export function formMessage(
  name: keyof typeof formMessageKeys,
  values?: Record<string, string | number>,
): string {
  const key = formMessageKeys[name];
  return values ? JSON.stringify({ key, values }) : key;
}

/** Encodes any message (a server error's too) as a form error message. */
export function encodeFormMessage(message: FormMessage): string {
  return message.values ? JSON.stringify(message) : message.key;
}

/** Reads an issue message (or a form error's message) back; null when there is none. */
export function readFormMessage(message: unknown): FormMessage | null {
  if (typeof message !== 'string' || message === '') return null;
  if (!message.startsWith('{')) return { key: message };
  try {
    const parsed = JSON.parse(message) as Partial<FormMessage>;
    return typeof parsed.key === 'string'
      ? parsed.values
        ? { key: parsed.key, values: parsed.values }
        : { key: parsed.key }
      : null;
  } catch {
    return null;
  }
}
